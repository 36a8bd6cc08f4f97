import { Trans } from '@lingui/react/macro'
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { ShowMore } from '../../internal/show-more'
import { withRef } from '../../internal/with-ref'
import { EmptyState, ErrorState, LoadingState } from '../data-states/DataStates'

/** Props of {@link OrderList}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface OrderListProps<T> extends ComponentPropsWithRef<'section'> {
  /** The list's name ("Open bets"). */
  label: string
  items: readonly T[] | undefined
  status: 'loading' | 'error' | 'ready'
  /** A stable key per item (an order id). */
  getKey: (item: T) => string | number
  /** Renders one order (an OrderRow, usually). */
  renderItem: (item: T) => ReactNode
  error?: ReactNode
  /** The Retry button shown when the orders could not be loaded. */
  onRetry?: () => void
  emptyTitle: ReactNode
  emptyDescription?: ReactNode
  emptyAction?: ReactNode
  /** Shows "Show more" for the next page. */
  hasMore?: boolean
  /** Asks for the next page of orders. */
  onLoadMore?: () => void
  loadingMore?: boolean
}

/**
 * A list of orders (or records, shares, log lines) with loading, error (Retry), empty states and paging:
 * what is already shown stays while the next page or a refresh loads.
 */
export const OrderList = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function OrderList<T>({
    label,
    items,
    status,
    getKey,
    renderItem,
    error,
    onRetry,
    emptyTitle,
    emptyDescription,
    emptyAction,
    hasMore = false,
    onLoadMore,
    loadingMore = false,
    className,
    ref,
    ...rest
  }: OrderListProps<T>) {
    let body: ReactNode
    if (!items && status === 'error')
      body = (
        <ErrorState title={<Trans>This list could not be loaded</Trans>} message={error} onRetry={onRetry} />
      )
    else if (!items) body = <LoadingState rows={3} />
    else if (items.length === 0)
      body = <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />
    else
      body = (
        <>
          <ul className="sb-order-list__items">
            {items.map((item) => (
              <li key={getKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          {status === 'error' ? (
            <ErrorState
              title={<Trans>The list could not be refreshed</Trans>}
              message={error}
              onRetry={onRetry}
            />
          ) : null}
          <ShowMore hasMore={hasMore} loadingMore={loadingMore} onLoadMore={onLoadMore} />
        </>
      )
    const empty = items !== undefined && items.length === 0
    return (
      <section
        {...rest}
        ref={ref}
        className={className ? `sb-order-list ${className}` : 'sb-order-list'}
        aria-label={label}
        aria-busy={(!items && status === 'loading') || undefined}
        data-state={empty ? 'empty' : status}
      >
        {body}
      </section>
    )
  }),
  { displayName: 'OrderList' },
)
