import { Trans, useLingui } from '@lingui/react/macro'
import { compareAmounts, subtractAmounts } from '@sportsbook/sdk'
import type { GameWalletEntry } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import type { MoneyFormState } from '../cashier/money-form'
import { LoadingState } from '../data-states/DataStates'
import { providerName } from './game-figures'

/** Props of {@link GameWallet}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface GameWalletProps extends ComponentPropsWithRef<'section'>, MoneyFormState {
  /** The member's game wallets, one per provider and currency (`/game/balance`). */
  entries: readonly GameWalletEntry[]
  /** Brings everything available back to the balance (stakes of rounds in play stay). */
  onWithdrawAll: () => void
  /** Before the first wallets arrive. */
  loading?: boolean
}

/** The game wallets per provider and currency: what is available, what a round in play holds, one-click withdraw. */
export const GameWallet = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function GameWallet({
    entries,
    onWithdrawAll,
    busy = false,
    error,
    loading = false,
    className,
    ...rest
  }: GameWalletProps) {
    const { t, i18n } = useLingui()
    const format = useFormatters()
    const available = (entry: GameWalletEntry) => subtractAmounts(entry.amount, entry.frozen)
    const anything = entries.some((entry) => compareAmounts(available(entry), '0') > 0)
    return (
      <section
        {...rest}
        className={className ? `sb-game-wallet ${className}` : 'sb-game-wallet'}
        aria-label={t`Game wallets`}
        data-state={busy ? 'busy' : 'idle'}
      >
        {loading && entries.length === 0 ? (
          <LoadingState rows={1} label={t`Loading game wallets`} />
        ) : entries.length === 0 ? (
          <p className="sb-game-wallet__empty">
            <Trans>Your game wallets are empty: bring money in when you open a game.</Trans>
          </p>
        ) : (
          <ul className="sb-game-wallet__list">
            {entries.map((entry) => {
              const free = format.money(available(entry), entry.currencyCode)
              const held = format.money(entry.frozen, entry.currencyCode)
              return (
                <li
                  key={`${entry.provider}-${entry.currencyCode}`}
                  className="sb-game-wallet__entry"
                  data-provider={entry.provider}
                  data-currency={entry.currencyCode}
                >
                  <span className="sb-game-wallet__provider">{providerName(i18n, entry.provider)}</span>
                  <span className="sb-game-wallet__amount" data-testid="game-wallet-amount">
                    {free}
                  </span>
                  {compareAmounts(entry.frozen, '0') > 0 ? (
                    <span className="sb-game-wallet__held">
                      <Trans>{held} in play</Trans>
                    </span>
                  ) : null}
                </li>
              )
            })}
          </ul>
        )}
        <button type="button" className="sb-button" disabled={busy || !anything} onClick={onWithdrawAll}>
          <Trans>Withdraw everything</Trans>
        </button>
        {error ? (
          <p className="sb-game-wallet__error" role="alert">
            {error}
          </p>
        ) : null}
      </section>
    )
  }),
  { displayName: 'GameWallet' },
)
