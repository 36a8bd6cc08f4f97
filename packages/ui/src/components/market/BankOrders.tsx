import { Trans, useLingui } from '@lingui/react/macro'
import type { BankOrder, PeerBank } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { StatusBadge } from '../cashier/StatusBadge'
import { bankSelectionName, gamblerOrderStatusLabel } from './market-texts'
import { labelledCell, rowHeader, StackedTable } from './stacked-table'

/** Props of {@link BankOrders}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface BankOrdersProps extends ComponentPropsWithRef<'div'> {
  /** The bank the orders were placed against: its selections name each order's pick. */
  bank: Pick<PeerBank, 'match' | 'market' | 'selections'>
  /** The bank's orders, the gamblers' names masked by the server. */
  orders: readonly BankOrder[]
}

/** The orders a bank has taken, for its participants. */
export const BankOrders = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function BankOrders({ bank, orders, className, ...rest }: BankOrdersProps) {
    const { i18n, t } = useLingui()
    const format = useFormatters()
    const labels = { player: t`Player`, pick: t`Pick`, stake: t`Stake`, status: t`Status` }
    const nameOf = (selectionId: number) => {
      const found = bank.selections.find((item) => item.selectionId === selectionId)
      return found ? bankSelectionName(i18n, bank, found.name) : String(selectionId)
    }
    return (
      <div {...rest} className={className ? `sb-bank-records ${className}` : 'sb-bank-records'}>
        {orders.length === 0 ? (
          <p className="sb-cashier__muted">
            <Trans>No bets against this bank yet.</Trans>
          </p>
        ) : (
          <StackedTable
            data-table="orders"
            caption={<Trans>Bets against the bank</Trans>}
            columns={[labels.player, labels.pick, labels.stake, labels.status]}
            rows={orders}
            rowOf={(order) => ({ key: order.id })}
            cells={(order) => (
              <>
                <th {...rowHeader}>{order.gambler}</th>
                <td {...labelledCell(labels.pick)}>
                  {nameOf(order.selectionId)} @ {order.odds}
                </td>
                <td {...labelledCell(labels.stake)}>{format.money(order.stake, order.currencyCode)}</td>
                <td {...labelledCell(labels.status)}>
                  <StatusBadge label={gamblerOrderStatusLabel(i18n, order.status)} />
                </td>
              </>
            )}
          />
        )}
      </div>
    )
  }),
  { displayName: 'BankOrders' },
)
