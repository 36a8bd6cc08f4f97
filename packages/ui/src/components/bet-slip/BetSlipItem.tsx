import { useLingui } from '@lingui/react/macro'
import type { BetSelection, OddsFormat } from '@sportsbook/sdk'
import { useId } from 'react'
import { displayOdds } from '../../internal/display-odds'
import { marketName, selectionLabel } from '../../internal/market-labels'
import { betIssueText } from './bet-issue-text'
import { StakeField } from './StakeField'

export interface BetSlipItemProps {
  selection: BetSelection
  mode: 'single' | 'parlay'
  format: OddsFormat
  currencyCode: string | null
  quickStakes: readonly string[]
  formatAmount: (amount: string) => string
  editable: boolean
  onRemove: (selectionId: number) => void
  onStakeChange: (selectionId: number, stake: string) => void
  onQuickStake: (selectionId: number, amount: string) => void
  onMaxStake: (selectionId: number) => void
}

/** The name of a pick as the slip shows it, from the labels the pick carries (ids only: a plain "Selection"). */
export function usePickNames(selection: BetSelection) {
  const { t, i18n } = useLingui()
  const id = selection.selectionId
  const market = selection.marketType ? marketName(i18n, selection.marketType) : t`Market`
  const name = selection.selectionName
    ? selectionLabel(i18n, {
        marketType: selection.marketType ?? '1x2',
        selectionName: selection.selectionName,
        line: selection.line,
        homeName: selection.homeName,
        awayName: selection.awayName,
      })
    : t`Selection ${id}`
  const home = selection.homeName
  const away = selection.awayName
  const fixture = home && away ? t`${home} v ${away}` : null
  return { name, market, fixture }
}

/** One pick of the slip: what it is, its odds (and how they moved), its stake and return in single mode. */
export function BetSlipItem({
  selection,
  mode,
  format,
  currencyCode,
  quickStakes,
  formatAmount,
  editable,
  onRemove,
  onStakeChange,
  onQuickStake,
  onMaxStake,
}: BetSlipItemProps) {
  const { t, i18n } = useLingui()
  const { name, market, fixture } = usePickNames(selection)
  const issuesId = useId()
  const odds = displayOdds(selection.odds, format)
  const seen = displayOdds(selection.seenOdds, format)
  const issues = selection.issues.filter((issue) => mode === 'parlay' || issue.code !== 'noStake')
  const blocked = selection.issues.some((issue) => issue.code !== 'noStake')
  return (
    <li
      className="sb-slip-item"
      data-state={blocked ? 'blocked' : 'ok'}
      data-change={selection.oddsChange ?? undefined}
      aria-label={name}
    >
      <div className="sb-slip-item__head">
        <div className="sb-slip-item__what">
          <span className="sb-slip-item__name">{name}</span>
          <span className="sb-slip-item__market">{market}</span>
          {fixture ? <span className="sb-slip-item__fixture">{fixture}</span> : null}
        </div>
        <div className="sb-slip-item__odds">
          {selection.oddsChange ? (
            <span className="sb-slip-item__change" data-change={selection.oddsChange}>
              <span aria-hidden="true">{selection.oddsChange === 'up' ? '▲' : '▼'}</span>
              <span className="sb-visually-hidden">
                {selection.oddsChange === 'up' ? t`Odds up from ${seen}` : t`Odds down from ${seen}`}
              </span>
            </span>
          ) : null}
          <span className="sb-slip-item__price">{odds}</span>
        </div>
        <button
          type="button"
          className="sb-slip-item__remove"
          aria-label={t`Remove ${name}`}
          disabled={!editable}
          onClick={() => onRemove(selection.selectionId)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {mode === 'single' ? (
        <div className="sb-slip-item__bet">
          <StakeField
            label={t`Stake on ${name}`}
            value={selection.stake}
            onChange={(stake) => onStakeChange(selection.selectionId, stake)}
            quickStakes={quickStakes}
            onQuickStake={(amount) => onQuickStake(selection.selectionId, amount)}
            onMax={() => onMaxStake(selection.selectionId)}
            currencyCode={currencyCode}
            formatAmount={formatAmount}
            describedBy={issues.length > 0 ? issuesId : undefined}
            invalid={issues.some((issue) => issue.code.startsWith('stake'))}
            disabled={!editable}
          />
          {selection.potentialReturn ? (
            <p className="sb-slip-item__return">
              {t`Potential return`}: <strong>{formatAmount(selection.potentialReturn)}</strong>
            </p>
          ) : null}
        </div>
      ) : null}
      {issues.length > 0 ? (
        <ul className="sb-slip-issues" id={issuesId}>
          {issues.map((issue, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a reason's code may repeat (market and match closed)
            <li key={`${issue.code}-${index}`} data-code={issue.code}>
              {betIssueText(i18n, issue, { format, amount: formatAmount })}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}
