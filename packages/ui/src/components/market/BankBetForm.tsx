import { Trans, useLingui } from '@lingui/react/macro'
import { compareAmounts, potentialReturn } from '@sportsbook/sdk'
import { isPositiveAmount, type PeerBank } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type FormEvent, useState } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { AmountField } from '../cashier/AmountField'
import { lowerLimit } from '../cashier/amount-rules'
import type { MoneyFormState, MoneyResult } from '../cashier/money-form'
import { FormError, MoneyForm, useAmountEntry } from '../cashier/money-form'
import { bankSelectionName } from './market-texts'

/** Props of {@link BankBetForm}; any other prop of a `form` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface BankBetFormProps
  extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children' | 'onError' | 'defaultValue'>,
    MoneyFormState {
  /** The bank of the peer market to bet against, with its selections, odds and capacities. */
  bank: PeerBank
  /** The currency's number of decimals. */
  scale: number
  /**
   * The Place button: bet the stake (floored to `scale`) on the chosen selection at the bank's odds
   * (`sb.market.bet`). Resolves false when the bet was refused (the stake then stays for another try).
   */
  onPlace: (input: { selectionId: number; odds: string; stake: string }) => MoneyResult
  /** Shown after a bet was taken. */
  notice?: string | null | undefined
  /** Why nobody can bet here (the bank's own participants, a visitor); the form is then read-only. */
  blocked?: string | null | undefined
}

/**
 * The bank's own slip: pick one of its selections, see its capacity (the largest stake it takes now), stake
 * within the bank's min, max and that capacity, and the return at the bank's odds.
 */
export const BankBetForm = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function BankBetForm({
    bank,
    scale,
    onPlace,
    busy = false,
    error,
    notice,
    blocked,
    className,
    ...rest
  }: BankBetFormProps) {
    const { i18n, t } = useLingui()
    const format = useFormatters()
    const [picked, setPicked] = useState<number | null>(bank.selections[0]?.selectionId ?? null)
    const typed = useAmountEntry()
    const stake = typed.amount
    const selection = bank.selections.find((item) => item.selectionId === picked) ?? bank.selections[0]
    const money = (value: string) => format.money(value, bank.currencyCode)
    const open = bank.status === 'open' && !blocked
    const max = selection ? lowerLimit(bank.maxStake, selection.capacity) : bank.maxStake
    const full = !selection || compareAmounts(selection.capacity, '0') <= 0
    const valid = selection && isPositiveAmount(stake.trim())
    const submit = (event: FormEvent) => {
      event.preventDefault()
      if (!selection) return
      const value = typed.take({ min: bank.minStake, max, scale })
      if (value === null) return
      void typed.clearUnlessRefused(
        onPlace({ selectionId: selection.selectionId, odds: selection.odds, stake: value }),
      )
    }
    return (
      <MoneyForm
        aria-label={t`Bet against this bank`}
        {...rest}
        className={className ? `sb-bank-slip ${className}` : 'sb-bank-slip'}
        onSubmit={submit}
      >
        <fieldset className="sb-bank-slip__choices" disabled={!open || busy}>
          <legend>
            <Trans>Your pick</Trans>
          </legend>
          {bank.selections.map((item) => {
            const on = item.selectionId === selection?.selectionId
            return (
              <label key={item.selectionId} className="sb-bank-slip__choice" data-state={on ? 'on' : 'off'}>
                <input
                  type="radio"
                  name={`bank-${bank.id}-selection`}
                  checked={on}
                  onChange={() => setPicked(item.selectionId)}
                />
                <span className="sb-bank-slip__name">{bankSelectionName(i18n, bank, item.name)}</span>
                <strong>{item.odds}</strong>
                <span className="sb-cashier__muted">
                  <Trans>Capacity {money(item.capacity)}</Trans>
                </span>
              </label>
            )
          })}
        </fieldset>
        <AmountField
          label={t`Stake`}
          {...typed.field()}
          currencyCode={bank.currencyCode}
          min={bank.minStake}
          max={max}
          disabled={!open || busy || full}
        />
        {selection && valid ? (
          <p data-field="potential-return">
            <Trans>Potential return</Trans>: {money(potentialReturn(stake.trim(), selection.odds, scale))}
          </p>
        ) : null}
        {blocked ? <p className="sb-cashier__muted">{blocked}</p> : null}
        <FormError error={error} />
        {notice ? (
          <p className="sb-bank-slip__notice" role="status">
            {notice}
          </p>
        ) : null}
        <button type="submit" className="sb-button" disabled={!open || busy || full}>
          {busy ? <Trans>Placing…</Trans> : <Trans>Place bet</Trans>}
        </button>
      </MoneyForm>
    )
  }),
  { displayName: 'BankBetForm' },
)
