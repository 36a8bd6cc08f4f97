import { Trans, useLingui } from '@lingui/react/macro'
import { compareAmounts, subtractAmounts } from '@sportsbook/sdk'
import type { GameWalletEntry } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type FormEvent, useId, useState } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { AmountField } from '../cashier/AmountField'
import type { MoneyFormState, MoneyResult } from '../cashier/money-form'
import { FormSubmit, MoneyForm, useAmountEntry } from '../cashier/money-form'
import { providerName } from './game-figures'

/** A withdrawal from one game wallet back to the balance, as {@link GameWithdrawForm} hands it over. */
export interface GameWithdrawRequest {
  /** The game provider whose wallet pays out. */
  provider: string
  currencyCode: string
  /** Floored to the wallet's decimals, within what is available there. */
  amount: string
}

/** Props of {@link GameWithdrawForm}; any other prop of a `form` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface GameWithdrawFormProps
  extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children' | 'defaultValue'>,
    MoneyFormState {
  /** The member's game wallets (`/game/balance`); only those with money available can be chosen. */
  entries: readonly GameWalletEntry[]
  /** `/game/balance/withdraw`: part of one provider's wallet back to the balance; false keeps the amount typed. */
  onWithdraw: (request: GameWithdrawRequest) => MoneyResult
}

const keyOf = (entry: Pick<GameWalletEntry, 'provider' | 'currencyCode'>) =>
  `${entry.provider}:${entry.currencyCode}`
const available = (entry: GameWalletEntry) => subtractAmounts(entry.amount, entry.frozen)
/** The wallet's amounts carry the currency's decimals ("10.00"): the amount typed is floored to as many. */
const scaleOf = (entry: GameWalletEntry) => entry.amount.split('.')[1]?.length ?? 0

/**
 * Withdraw part of one game wallet: the provider and currency, and an amount
 * up to what is available there (the stake of a round in play stays). Beside the one-click withdraw of everything.
 */
export const GameWithdrawForm = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function GameWithdrawForm({
    entries,
    onWithdraw,
    busy = false,
    error,
    className,
    ...rest
  }: GameWithdrawFormProps) {
    const { t, i18n } = useLingui()
    const format = useFormatters()
    const walletId = useId()
    const open = entries.filter((entry) => compareAmounts(available(entry), '0') > 0)
    const [chosen, setChosen] = useState('')
    const typed = useAmountEntry()
    const entry = open.find((item) => keyOf(item) === chosen) ?? open[0]
    const submit = (event: FormEvent) => {
      event.preventDefault()
      if (!entry) return
      const amount = typed.take({ max: available(entry), scale: scaleOf(entry) })
      if (amount === null) return
      void typed.clearUnlessRefused(
        onWithdraw({ provider: entry.provider, currencyCode: entry.currencyCode, amount }),
      )
    }
    return (
      <MoneyForm
        aria-label={t`Withdraw part of a game wallet`}
        {...rest}
        className={className ? `sb-game-withdraw ${className}` : 'sb-game-withdraw'}
        data-state={entry ? 'ready' : 'empty'}
        onSubmit={submit}
      >
        {entry ? (
          <>
            <div className="sb-game-withdraw__wallet">
              <label className="sb-field__label" htmlFor={walletId}>
                <Trans>Game wallet</Trans>
              </label>
              <select
                className="sb-field__input"
                id={walletId}
                value={keyOf(entry)}
                disabled={busy}
                onChange={(event) => {
                  setChosen(event.target.value)
                  typed.setIssue(null)
                }}
              >
                {open.map((item) => (
                  <option key={keyOf(item)} value={keyOf(item)}>
                    {providerName(i18n, item.provider)} · {format.money(available(item), item.currencyCode)}
                  </option>
                ))}
              </select>
            </div>
            <AmountField
              label={t`Amount to withdraw`}
              {...typed.field()}
              currencyCode={entry.currencyCode}
              max={available(entry)}
              disabled={busy}
            />
            <FormSubmit error={error} disabled={busy} secondary>
              <Trans>Withdraw</Trans>
            </FormSubmit>
          </>
        ) : (
          <p className="sb-cashier__muted">
            <Trans>Nothing to withdraw: the game wallets are empty or their money is in play.</Trans>
          </p>
        )}
      </MoneyForm>
    )
  }),
  { displayName: 'GameWithdrawForm' },
)
