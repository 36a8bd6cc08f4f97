import { Trans, useLingui } from '@lingui/react/macro'
import type { BankOrder, PeerBank } from '@sportsbook/sdk/protocol'
import type { HTMLAttributes } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { StatusBadge } from '../cashier/StatusBadge'
import { bankSelectionName, gamblerOrderStatusLabel } from './market-texts'

export interface BankOrdersProps extends HTMLAttributes<HTMLElement> {
  bank: Pick<PeerBank, 'match' | 'market' | 'selections'>
  /** The bank's orders, the gamblers' names masked by the server. */
  orders: readonly BankOrder[]
}

/** The orders a bank has taken, for its participants. */
export const BankOrders = /* @__PURE__ */ Object.assign(
  function BankOrders({ bank, orders, className, ...rest }: BankOrdersProps) {
    const { i18n } = useLingui()
    const format = useFormatters()
    if (orders.length === 0)
      return (
        <p className="sb-cashier__muted">
          <Trans>No bets against this bank yet.</Trans>
        </p>
      )
    const nameOf = (selectionId: number) => {
      const found = bank.selections.find((item) => item.selectionId === selectionId)
      return found ? bankSelectionName(i18n, bank, found.name) : String(selectionId)
    }
    return (
      <table
        {...rest}
        className={className ? `sb-bank-table ${className}` : 'sb-bank-table'}
        data-table="orders"
      >
        <caption>
          <Trans>Bets against the bank</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Player</Trans>
            </th>
            <th scope="col">
              <Trans>Pick</Trans>
            </th>
            <th scope="col">
              <Trans>Stake</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">{order.gambler}</th>
              <td>
                {nameOf(order.selectionId)} @ {order.odds}
              </td>
              <td>{format.money(order.stake, order.currencyCode)}</td>
              <td>
                <StatusBadge label={gamblerOrderStatusLabel(i18n, order.status)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    )
  },
  { displayName: 'BankOrders' },
)
