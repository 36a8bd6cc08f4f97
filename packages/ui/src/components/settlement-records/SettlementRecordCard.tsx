import { Trans, useLingui } from '@lingui/react/macro'
import { addAmounts, type OddsFormat } from '@sportsbook/sdk'
import type { SettlementRecord } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { displayOdds } from '../../internal/display-odds'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { ledgerKindName } from '../amount-log/ledger-kinds'
import { orderStatusName } from '../order-row/order-labels'

/**
 * Props of {@link SettlementRecordCard};
 * any other prop of an `article` (`id`, `aria-*`, `data-*`, `ref`) goes to its root.
 */
export interface SettlementRecordCardProps extends ComponentPropsWithRef<'article'> {
  record: SettlementRecord
  format?: OddsFormat
}

/**
 * A settlement statement: how an order was settled and what it did to the member's money (every ledger entry,
 * and the change of the spendable balance). The order itself, with its legs, is the Settled bets tab's card:
 * this one shows the money, not the bet again. data-state is the order's status.
 */
export const SettlementRecordCard = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function SettlementRecordCard({
    record,
    format = 'decimal',
    className,
    ref,
    ...rest
  }: SettlementRecordCardProps) {
    const { t, i18n } = useLingui()
    const formats = useFormatters()
    const { order } = record
    const money = (amount: string) => formats.money(amount, order.currencyCode)
    const signed = (amount: string) => (amount.startsWith('-') ? money(amount) : `+${money(amount)}`)
    const balanceChange = record.entries
      .filter((entry) => entry.account === 'balance')
      .reduce((sum, entry) => addAmounts(sum, entry.amount), '0')
    const accountNames = { balance: t`Balance`, openBets: t`Open bets`, house: t`House` }
    const id = order.id
    const count = record.entries.length
    const legs = order.legs.length
    const settledAt = formats.dayTime(record.settledAt)
    const odds = displayOdds(order.odds, format)
    return (
      <article
        {...rest}
        ref={ref}
        className={className ? `sb-record ${className}` : 'sb-record'}
        data-state={order.status}
      >
        <header className="sb-record__header">
          <span className="sb-record__title">
            <Trans>Settlement of order {id}</Trans>
          </span>
          <span className="sb-record__status">{orderStatusName(i18n, order.status)}</span>
        </header>
        <p className="sb-record__meta">
          {order.kind === 'parlay' ? <Trans>Parlay ({legs} legs)</Trans> : <Trans>Single</Trans>} @ {odds} ·{' '}
          <Trans>Settled {settledAt}</Trans>
        </p>
        <ul className="sb-record__entries" aria-label={t`Ledger entries (${count})`}>
          {record.entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries of one transfer share its id
            <li key={`${entry.transferId}-${entry.account}-${index}`}>
              <span className="sb-record__kind">
                {ledgerKindName(i18n, entry.kind)} · {accountNames[entry.account]}
              </span>
              <span className="sb-record__time">{formats.dayTime(entry.createdAt)}</span>
              <span className="sb-record__amount">{signed(entry.amount)}</span>
            </li>
          ))}
        </ul>
        <p className="sb-record__net">
          <span>
            <Trans>Balance change</Trans>
          </span>
          <strong className="sb-record__amount">{signed(balanceChange)}</strong>
        </p>
      </article>
    )
  }),
  { displayName: 'SettlementRecordCard' },
)
