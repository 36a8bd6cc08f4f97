import { Trans, useLingui } from '@lingui/react/macro'
import type { GamblerOrder, PeerBank } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { StatusBadge } from '../cashier/StatusBadge'
import { bankSelectionName, bankTitle, gamblerOrderStatusLabel } from './market-texts'
import { labelledCell, rowHeader, StackedTable } from './stacked-table'

/** Props of {@link GamblerOrders}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface GamblerOrdersProps extends ComponentPropsWithRef<'div'> {
  /** trade/api/gambler/order/list: the member's own bets against banks. */
  orders: readonly GamblerOrder[]
  /** Where a bank's page is. */
  hrefOf: (bankId: number) => string
  /**
   * The banks of the orders (`match/opening/info`), by id: a bet is named by its bank's match and market. A bank
   * not read (yet) is named by its number.
   */
  banks?: ReadonlyMap<number, PeerBank>
}

/** The member's bets against banks: the match and market, the pick and odds, stake, state and what was paid. */
export const GamblerOrders = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function GamblerOrders({
    orders,
    hrefOf,
    banks,
    className,
    ...rest
  }: GamblerOrdersProps) {
    const { i18n, t } = useLingui()
    const format = useFormatters()
    const labels = {
      bank: t({ message: `Bank`, context: 'peer market' }),
      pick: t`Pick`,
      stake: t`Stake`,
      status: t`Status`,
      payout: t`Payout`,
    }
    const pickOf = (order: GamblerOrder, bank: PeerBank | undefined) => {
      const selection = bank?.selections.find((item) => item.selectionId === order.selectionId)
      const name = bank && selection ? bankSelectionName(i18n, bank, selection.name) : null
      return name ? `${name} @ ${order.odds}` : `@ ${order.odds}`
    }
    return (
      <div {...rest} className={className ? `sb-bank-records ${className}` : 'sb-bank-records'}>
        {orders.length === 0 ? (
          <p className="sb-cashier__muted">
            <Trans>You have not bet against a bank yet.</Trans>
          </p>
        ) : (
          <StackedTable
            data-table="my-bets"
            columns={[labels.bank, labels.pick, labels.stake, labels.status, labels.payout]}
            rows={orders}
            rowOf={(order) => ({ key: order.id, 'data-order': order.id })}
            cells={(order) => {
              const bank = banks?.get(order.bankId)
              return (
                <>
                  <th {...rowHeader}>
                    <a href={hrefOf(order.bankId)}>{bank ? bankTitle(i18n, bank) : `#${order.bankId}`}</a>
                    {bank ? (
                      <span className="sb-bank-table__detail" data-field="match">
                        {bank.match.league} · {format.dayTime(bank.match.startTime)}
                      </span>
                    ) : null}
                  </th>
                  <td {...labelledCell(labels.pick)}>{pickOf(order, bank)}</td>
                  <td {...labelledCell(labels.stake)}>{format.money(order.stake, order.currencyCode)}</td>
                  <td {...labelledCell(labels.status)}>
                    <StatusBadge label={gamblerOrderStatusLabel(i18n, order.status)} />
                  </td>
                  <td {...labelledCell(labels.payout)} data-field="payout">
                    {order.payout === null
                      ? format.money(order.potentialReturn, order.currencyCode)
                      : format.money(order.payout, order.currencyCode)}
                  </td>
                </>
              )
            }}
          />
        )}
      </div>
    )
  }),
  { displayName: 'GamblerOrders' },
)
