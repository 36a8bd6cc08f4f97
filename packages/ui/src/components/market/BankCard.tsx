import { Trans, useLingui } from '@lingui/react/macro'
import { compareAmounts } from '@sportsbook/sdk'
import type { PeerBank } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { StatusBadge } from '../cashier/StatusBadge'
import { bankSelectionName, bankStatusLabel, bankTitle, closesIn } from './market-texts'

/** Props of {@link BankCard}; any other prop of an `article` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface BankCardProps extends ComponentPropsWithRef<'article'> {
  /** A bank of the peer market, as the market list or the bank's info gives it. */
  bank: PeerBank
  /** Where the bank's page is (`#/market/12`). */
  href: string
  /**
   * The wall time left before the server stops sales (`useSalesClock`: by the server's clock, which a demo feed
   * runs faster); without it the card shows no count.
   */
  closesInMs?: number | null
}

/** How full a capacity bar is: capacity over the bank's max stake, in whole percent (0 to 100). */
export function capacityPercent(capacity: string, maxStake: string): number {
  if (compareAmounts(maxStake, '0') <= 0) return 0
  // A bar's width only: no money is computed from this float.
  return Math.max(0, Math.min(100, Math.round((Number(capacity) / Number(maxStake)) * 100)))
}

/** A bank in the market list: its match and market, state, each selection's odds and capacity, limits, closing. */
export const BankCard = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function BankCard({ bank, href, closesInMs, className, ...rest }: BankCardProps) {
    const { i18n, t } = useLingui()
    const format = useFormatters()
    const money = (value: string) => format.money(value, bank.currencyCode)
    const left = bank.status === 'open' && closesInMs != null ? closesIn(i18n, closesInMs) : null
    return (
      <article
        {...rest}
        className={className ? `sb-bank-card ${className}` : 'sb-bank-card'}
        data-state={bank.status}
        aria-labelledby={`sb-bank-${bank.id}`}
      >
        <header className="sb-bank-card__head">
          <a id={`sb-bank-${bank.id}`} className="sb-bank-card__title" href={href}>
            {bankTitle(i18n, bank)}
          </a>
          <StatusBadge label={bankStatusLabel(i18n, bank.status)} />
          {bank.private ? (
            <span className="sb-bank-card__lock" data-private="true">
              🔒 <Trans>Private</Trans>
            </span>
          ) : null}
        </header>
        <p className="sb-cashier__muted">
          {bank.match.league} · {format.dayTime(bank.match.startTime)} ·{' '}
          <Trans>Banker {bank.banker.name}</Trans>
        </p>
        <ul className="sb-bank-card__selections" aria-label={t`Odds and capacity`}>
          {bank.selections.map((selection) => {
            const percent = capacityPercent(selection.capacity, bank.maxStake)
            const name = bankSelectionName(i18n, bank, selection.name)
            return (
              <li key={selection.selectionId} className="sb-bank-card__selection">
                <span className="sb-bank-card__name">{name}</span>
                <strong className="sb-bank-card__odds">{selection.odds}</strong>
                <meter
                  className="sb-capacity"
                  aria-label={t`Capacity of ${name}`}
                  min={0}
                  max={100}
                  value={percent}
                  aria-valuetext={money(selection.capacity)}
                />
                <span className="sb-bank-card__capacity">{money(selection.capacity)}</span>
              </li>
            )
          })}
        </ul>
        <p className="sb-bank-card__facts">
          <span>
            <Trans>
              Stake {money(bank.minStake)} – {money(bank.maxStake)}
            </Trans>
          </span>
          <span>
            <Trans>Capital {money(bank.capital)}</Trans>
          </span>
          {left ? (
            <span data-field="closes-in">
              <Trans>Closes in {left}</Trans>
            </span>
          ) : null}
        </p>
      </article>
    )
  }),
  { displayName: 'BankCard' },
)
