import { Trans, useLingui } from '@lingui/react/macro'
import type { GamblerOrder } from '@sportsbook/sdk/protocol'
import type { HTMLAttributes } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { StatusBadge } from '../cashier/StatusBadge'
import { gamblerOrderStatusLabel } from './market-texts'

export interface GamblerOrdersProps extends HTMLAttributes<HTMLElement> {
  /** trade/api/gambler/order/list: the member's own bets against banks. */
  orders: readonly GamblerOrder[]
  /** Where a bank's page is. */
  hrefOf: (bankId: number) => string
}

/** The member's bets against banks: which bank, odds, stake, state and what was paid. */
export const GamblerOrders = /* @__PURE__ */ Object.assign(
  function GamblerOrders({ orders, hrefOf, className, ...rest }: GamblerOrdersProps) {
    const { i18n } = useLingui()
    const format = useFormatters()
    if (orders.length === 0)
      return (
        <p className="sb-cashier__muted">
          <Trans>You have not bet against a bank yet.</Trans>
        </p>
      )
    return (
      <table
        {...rest}
        className={className ? `sb-bank-table ${className}` : 'sb-bank-table'}
        data-table="my-bets"
      >
        <thead>
          <tr>
            <th scope="col">
              <Trans>Bank</Trans>
            </th>
            <th scope="col">
              <Trans>Stake</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Payout</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-order={order.id}>
              <th scope="row">
                <a href={hrefOf(order.bankId)}>#{order.bankId}</a> @ {order.odds}
              </th>
              <td>{format.money(order.stake, order.currencyCode)}</td>
              <td>
                <StatusBadge label={gamblerOrderStatusLabel(i18n, order.status)} />
              </td>
              <td data-field="payout">
                {order.payout === null
                  ? format.money(order.potentialReturn, order.currencyCode)
                  : format.money(order.payout, order.currencyCode)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    )
  },
  { displayName: 'GamblerOrders' },
)
