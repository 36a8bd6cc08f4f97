import { useLingui } from '@lingui/react/macro'
import type { RiskOrder } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { EmptyState, ErrorState, LoadingState } from '../data-states/DataStates'
import { labelledCell, rowHeader, StackedTable } from '../market/stacked-table'

/** Props of {@link RiskOrders}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface RiskOrdersProps extends ComponentPropsWithRef<'div'> {
  /** The selection's name, for the table's caption. */
  selectionName: string
  orders: readonly RiskOrder[]
  status: 'loading' | 'error' | 'ready'
  error?: string | undefined
  /** Reads the orders again after an error (a retry button shows with the error). */
  onRetry?: () => void
}

/** The open orders with a leg on one selection, the largest potential return first: who bet what, at which odds. */
export const RiskOrders = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function RiskOrders({
    selectionName,
    orders,
    status,
    error,
    onRetry,
    className,
    ref,
    ...rest
  }: RiskOrdersProps) {
    const { t } = useLingui()
    const format = useFormatters()
    let body: ReactNode
    if (status === 'error') {
      body = <ErrorState title={t`The orders could not be loaded`} message={error} onRetry={onRetry} />
    } else if (status === 'loading') body = <LoadingState rows={2} />
    else if (orders.length === 0) body = <EmptyState title={t`No open orders on ${selectionName}`} />
    else {
      body = (
        <StackedTable
          caption={t`Open orders on ${selectionName}`}
          columns={[t`Order`, t`Member`, t`Stake`, t`Odds`, t`Potential return`, t`Placed`]}
          rows={orders}
          rowOf={(order) => ({ key: order.orderId, 'data-order': order.orderId })}
          cells={(order) => (
            <>
              <th {...rowHeader}>
                #{order.orderId}
                {order.kind === 'parlay' ? <span className="sb-bank-table__detail">{t`Parlay`}</span> : null}
              </th>
              <td {...labelledCell(t`Member`)}>{order.account ?? `#${order.memberId}`}</td>
              <td {...labelledCell(t`Stake`)}>
                {format.money(order.stake, order.currencyCode)}
                {order.freeBet ? <span className="sb-bank-table__detail">{t`Free bet`}</span> : null}
              </td>
              <td {...labelledCell(t`Odds`)}>{order.odds}</td>
              <td {...labelledCell(t`Potential return`)} data-figure="return">
                {format.money(order.potentialReturn, order.currencyCode)}
              </td>
              <td {...labelledCell(t`Placed`)}>{format.dayTime(order.createdAt)}</td>
            </>
          )}
        />
      )
    }
    return (
      <div {...rest} ref={ref} className={className ? `sb-risk__orders ${className}` : 'sb-risk__orders'}>
        {body}
      </div>
    )
  }),
  { displayName: 'RiskOrders' },
)
