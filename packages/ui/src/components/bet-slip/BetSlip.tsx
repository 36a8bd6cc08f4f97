import { Trans, useLingui } from '@lingui/react/macro'
import {
  addAmounts,
  type BetSlipMode,
  type BetSlipState,
  type BetTarget,
  type OddsChangePolicy,
  type OddsFormat,
} from '@sportsbook/sdk'
import { type ComponentPropsWithRef, useEffect, useId, useRef } from 'react'
import { displayOdds } from '../../internal/display-odds'
import { useMergedRefs } from '../../internal/merged-refs'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { EmptyState } from '../data-states/DataStates'
import { Tabs } from '../tabs/Tabs'
import { BetSlipItem } from './BetSlipItem'
import { BetSlipResultView } from './BetSlipResultView'
import { betIssueText } from './bet-issue-text'
import { OddsChangePolicyField } from './OddsChangePolicyField'
import { StakeField } from './StakeField'

/** Props of {@link BetSlip}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface BetSlipProps extends ComponentPropsWithRef<'section'> {
  /** The SDK's slip state (`sb.betSlip.getState()`, or `useBetSlipState()`). */
  state: BetSlipState
  format?: OddsFormat
  /** Removes one selection, by its id. */
  onRemove?: (selectionId: number) => void
  /** Removes every selection. */
  onClear?: () => void
  /** Switches between singles and a parlay. */
  onModeChange?: (mode: BetSlipMode) => void
  /** A stake typed into a field. */
  onStakeChange?: (bet: BetTarget, stake: string) => void
  /** A quick-stake button pressed. */
  onQuickStake?: (bet: BetTarget, amount: string) => void
  /** The Max button: the largest stake the balance and the limits allow. */
  onMaxStake?: (bet: BetTarget) => void
  /** What to do when the odds change before the bet is taken. */
  onPolicyChange?: (policy: OddsChangePolicy) => void
  /** Takes the current odds of every pick (after a change the policy does not accept). */
  onAcceptOdds?: () => void
  /** The Place bet button. */
  onPlace?: () => void
  /** Leaves the result: placed bets leave the slip, failed ones stay. */
  onDismiss?: () => void
  /** Visitors see a Log in button instead of Place bets. */
  onLoginClick?: () => void
  /** Where the cashier is (`#/wallet`): a Deposit link shows when the balance does not cover the stake. */
  depositHref?: string
}

const noop = () => {}

/**
 * The bet slip (headless state from the SDK): singles or a parlay, stakes with quick stakes and Max, potential
 * returns, every reason a bet cannot be placed in words, the odds-change choice, placing, and the result.
 * Visitors are asked to log in. data-state: empty | editing | placing | result.
 */
export const BetSlip = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function BetSlip({
    state,
    format = 'decimal',
    onRemove = noop,
    onClear = noop,
    onModeChange = noop,
    onStakeChange = noop,
    onQuickStake = noop,
    onMaxStake = noop,
    onPolicyChange = noop,
    onAcceptOdds = noop,
    onPlace = noop,
    onDismiss = noop,
    onLoginClick,
    depositHref,
    className,
    ref,
    ...rest
  }: BetSlipProps) {
    const { t, i18n } = useLingui()
    const formats = useFormatters()
    const headingId = useId()
    const parlayIssuesId = useId()
    const { selections, account, mode, phase } = state
    const count = selections.length
    const editable = phase === 'editing'
    const currency = account.currencyCode
    const money = (amount: string) => formats.amount(amount)
    const issueOptions = { format, amount: money }
    const changed = selections.some((selection) => selection.oddsChange !== null)
    const visitor = state.issues.some((issue) => issue.code === 'notMember')
    const slipIssues = state.issues.filter((issue) => issue.code !== 'notMember')
    const potential =
      mode === 'parlay'
        ? state.parlay.potentialReturn
        : selections.reduce<string | null>((sum, selection) => {
            if (!selection.potentialReturn) return sum
            return sum === null ? selection.potentialReturn : addAmounts(sum, selection.potentialReturn)
          }, null)

    const dataState = count === 0 && phase !== 'result' ? 'empty' : phase
    // Leaving the result removes the button that had the focus: the slip takes it, so the keyboard (Escape in a
    // drawer, Tab) carries on from here and not from the top of the page.
    const slipRef = useRef<HTMLElement>(null)
    const slipRefs = useMergedRefs(slipRef, ref)
    const leftResult = useRef(false)
    useEffect(() => {
      const lost = document.activeElement === document.body || document.activeElement === null
      if (leftResult.current && phase !== 'result' && lost) slipRef.current?.focus()
      leftResult.current = phase === 'result'
    }, [phase])
    return (
      <section
        {...rest}
        ref={slipRefs}
        tabIndex={-1}
        className={className ? `sb-slip ${className}` : 'sb-slip'}
        aria-labelledby={headingId}
        data-state={dataState}
        aria-busy={phase === 'placing' || undefined}
      >
        <header className="sb-slip__header">
          <h2 className="sb-slip__title" id={headingId}>
            <Trans>Bet slip</Trans>
            <span className="sb-slip__count">{count}</span>
          </h2>
          {count > 0 && editable ? (
            <button type="button" className="sb-link" onClick={onClear}>
              <Trans>Clear all</Trans>
            </button>
          ) : null}
        </header>
        {phase === 'result' && state.result ? (
          <BetSlipResultView
            state={state}
            result={state.result}
            format={format}
            formatAmount={money}
            onDismiss={onDismiss}
          />
        ) : count === 0 ? (
          <EmptyState
            title={<Trans>Your bet slip is empty</Trans>}
            description={<Trans>Pick odds in a match to add a bet.</Trans>}
          />
        ) : (
          <>
            <Tabs<BetSlipMode>
              label={t`Bet type`}
              items={[
                { value: 'single', label: t`Singles` },
                { value: 'parlay', label: t`Parlay`, disabled: !editable },
              ]}
              value={mode}
              onValueChange={onModeChange}
            />
            <ul className="sb-slip__items">
              {selections.map((selection) => (
                <BetSlipItem
                  key={selection.selectionId}
                  selection={selection}
                  mode={mode}
                  format={format}
                  currencyCode={currency}
                  quickStakes={state.quickStakes}
                  formatAmount={money}
                  editable={editable}
                  onRemove={onRemove}
                  onStakeChange={onStakeChange}
                  onQuickStake={onQuickStake}
                  onMaxStake={onMaxStake}
                />
              ))}
            </ul>
            {mode === 'parlay' ? (
              <div className="sb-slip__parlay">
                <p className="sb-slip__line">
                  <span>
                    <Trans>Parlay odds</Trans>
                  </span>
                  <strong>{state.parlay.odds ? displayOdds(state.parlay.odds, format) : '–'}</strong>
                </p>
                <StakeField
                  label={t`Parlay stake`}
                  value={state.parlay.stake}
                  onChange={(stake) => onStakeChange('parlay', stake)}
                  quickStakes={state.quickStakes}
                  onQuickStake={(amount) => onQuickStake('parlay', amount)}
                  onMax={() => onMaxStake('parlay')}
                  currencyCode={currency}
                  formatAmount={money}
                  describedBy={state.parlay.issues.length > 0 ? parlayIssuesId : undefined}
                  invalid={state.parlay.issues.some((issue) => issue.code.startsWith('stake'))}
                  disabled={!editable}
                />
                {state.parlay.issues.length > 0 ? (
                  <ul className="sb-slip-issues" id={parlayIssuesId}>
                    {state.parlay.issues.map((issue) => (
                      <li key={issue.code} data-code={issue.code}>
                        {betIssueText(i18n, issue, issueOptions)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
            {changed && editable ? (
              <button
                type="button"
                className="sb-button sb-button--secondary sb-button--block"
                onClick={onAcceptOdds}
              >
                <Trans>Accept the new odds</Trans>
              </button>
            ) : null}
            <OddsChangePolicyField value={state.policy} onChange={onPolicyChange} disabled={!editable} />
            <div className="sb-slip__summary">
              <p className="sb-slip__line">
                <span>
                  <Trans>Total stake</Trans>
                </span>
                <strong>
                  {money(state.totalStake)} {currency ?? ''}
                </strong>
              </p>
              <p className="sb-slip__line">
                <span>
                  <Trans>Potential return</Trans>
                </span>
                <strong>{potential ? `${money(potential)} ${currency ?? ''}` : '–'}</strong>
              </p>
            </div>
            {slipIssues.length > 0 ? (
              <ul className="sb-slip-issues sb-slip-issues--slip">
                {slipIssues.map((issue) => (
                  <li key={issue.code} data-code={issue.code}>
                    {betIssueText(i18n, issue, issueOptions)}
                  </li>
                ))}
              </ul>
            ) : null}
            {depositHref && slipIssues.some((issue) => issue.code === 'insufficientBalance') ? (
              <a className="sb-button sb-button--secondary sb-slip__deposit" href={depositHref}>
                <Trans>Deposit</Trans>
              </a>
            ) : null}
            {visitor ? (
              <div className="sb-slip__login">
                <p>{betIssueText(i18n, { code: 'notMember' }, issueOptions)}</p>
                <button type="button" className="sb-button sb-button--block" onClick={onLoginClick}>
                  <Trans>Log in to bet</Trans>
                </button>
              </div>
            ) : (
              <button
                type="button"
                className="sb-button sb-button--block sb-slip__place"
                disabled={!state.canPlace}
                onClick={onPlace}
              >
                {phase === 'placing' ? <Trans>Placing…</Trans> : <Trans>Place bets</Trans>}
              </button>
            )}
          </>
        )}
      </section>
    )
  }),
  { displayName: 'BetSlip' },
)
