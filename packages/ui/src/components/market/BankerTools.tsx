import { Trans, useLingui } from '@lingui/react/macro'
import { isBankOdds, type PeerBank } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type FormEvent, useState } from 'react'
import { withRef } from '../../internal/with-ref'
import { FormError, type MoneyFormState, type MoneyResult } from '../cashier/money-form'
import { TextField } from '../field/TextField'
import { bankSelectionName } from './market-texts'

type Result = MoneyResult

/** Props of {@link BankerTools}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface BankerToolsProps
  extends Omit<ComponentPropsWithRef<'section'>, 'onCancel' | 'children'>,
    MoneyFormState {
  /** The banker's own bank; the tools show while it is open or paused. */
  bank: PeerBank
  /** Pause sales (false) or resume them (true): `match/opening/sale/status`. */
  onSaleStatus: (open: boolean) => Result
  /** New odds for each selection, each from 1.01 to 100 (`match/opening/odds/config`); orders taken keep theirs. */
  onOdds: (selections: { selectionId: number; odds: string }[]) => Result
  /** The bank's new description, shown on its page (`match/opening/desc/update`). */
  onDescription: (description: string) => Result
  /** The bank's new password; empty opens it to any partner (`match/opening/pwd/update`). */
  onPassword: (password: string) => Result
  /** Cancels the bank, offered only while it has no orders (`match/opening/cancel`). */
  onCancel: () => Result
}

/**
 * The banker's controls: pause and resume sales, new odds for new orders, the
 * description, the password (empty makes the bank open to any partner) and cancelling a bank with no orders.
 */
export const BankerTools = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function BankerTools({
    bank,
    onSaleStatus,
    onOdds,
    onDescription,
    onPassword,
    onCancel,
    busy = false,
    error,
    className,
    ...rest
  }: BankerToolsProps) {
    const actions = { onSaleStatus, onOdds, onDescription, onPassword, onCancel }
    const { i18n, t } = useLingui()
    const [odds, setOdds] = useState(() =>
      Object.fromEntries(bank.selections.map((item) => [item.selectionId, item.odds])),
    )
    const [description, setDescription] = useState(bank.description)
    const [password, setPassword] = useState('')
    const live = bank.status === 'open' || bank.status === 'paused'
    const oddsOk = bank.selections.every((item) => isBankOdds(odds[item.selectionId] ?? ''))
    const on = (event: FormEvent, run: () => Result) => {
      event.preventDefault()
      void run()
    }
    return (
      <section
        aria-label={t`Banker tools`}
        {...rest}
        className={className ? `sb-banker-tools ${className}` : 'sb-banker-tools'}
      >
        <div className="sb-cashier-card__actions">
          {bank.status === 'open' || bank.status === 'paused' ? (
            <button
              type="button"
              className={bank.status === 'open' ? 'sb-button sb-button--secondary' : 'sb-button'}
              disabled={busy}
              onClick={() => actions.onSaleStatus(bank.status === 'paused')}
            >
              {bank.status === 'open' ? <Trans>Pause sales</Trans> : <Trans>Resume sales</Trans>}
            </button>
          ) : null}
          {live && bank.orders === 0 ? (
            <button
              type="button"
              className="sb-button sb-button--secondary sb-bank-danger"
              disabled={busy}
              onClick={() => actions.onCancel()}
            >
              <Trans>Cancel the bank</Trans>
            </button>
          ) : null}
        </div>
        {live ? (
          <>
            <form
              className="sb-cashier-form"
              aria-label={t`Odds`}
              noValidate
              onSubmit={(event) =>
                on(event, () =>
                  actions.onOdds(
                    bank.selections.map((item) => ({
                      selectionId: item.selectionId,
                      odds: odds[item.selectionId] ?? '',
                    })),
                  ),
                )
              }
            >
              {bank.selections.map((item) => (
                <TextField
                  key={item.selectionId}
                  label={t`Odds for ${bankSelectionName(i18n, bank, item.name)}`}
                  value={odds[item.selectionId] ?? ''}
                  inputMode="decimal"
                  onValueChange={(value) =>
                    setOdds((previous) => ({ ...previous, [item.selectionId]: value }))
                  }
                  error={
                    isBankOdds(odds[item.selectionId] ?? '')
                      ? undefined
                      : t`Odds from 1.01 to 100, two decimals at most.`
                  }
                  disabled={busy}
                />
              ))}
              <button type="submit" className="sb-button sb-button--secondary" disabled={busy || !oddsOk}>
                <Trans>Save odds</Trans>
              </button>
            </form>
            <form
              className="sb-cashier-form"
              aria-label={t`Description`}
              noValidate
              onSubmit={(event) => on(event, () => actions.onDescription(description))}
            >
              <TextField
                label={t`Description`}
                value={description}
                maxLength={500}
                onValueChange={setDescription}
                disabled={busy}
              />
              <button type="submit" className="sb-button sb-button--secondary" disabled={busy}>
                <Trans>Save description</Trans>
              </button>
            </form>
            <form
              className="sb-cashier-form"
              aria-label={t`Bank password`}
              noValidate
              onSubmit={(event) => on(event, () => actions.onPassword(password))}
            >
              <TextField
                label={t`New bank password`}
                hint={t`Leave empty to let anyone join as a partner.`}
                value={password}
                onValueChange={setPassword}
                revealable
                maxLength={64}
                disabled={busy}
              />
              <button type="submit" className="sb-button sb-button--secondary" disabled={busy}>
                <Trans>Save password</Trans>
              </button>
            </form>
          </>
        ) : null}
        <FormError error={error} />
      </section>
    )
  }),
  { displayName: 'BankerTools' },
)
