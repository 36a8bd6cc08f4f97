import { useLingui } from '@lingui/react/macro'
import type { Order, SportType } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, useId } from 'react'
import { sportName } from '../../internal/market-labels'
import { withRef } from '../../internal/with-ref'
import { orderStatusName } from '../order-row/order-labels'

/** The days a settled-bets list reaches back (0: all of them). */
export type OrderFilterDays = 0 | 7 | 30 | 90
/** A settled order's outcome to show ("returned" is void and push alike: the stake came back). */
export type OrderFilterStatus = 'all' | 'won' | 'lost' | 'returned' | 'cashedOut'

/** What {@link OrderFilters} chose. */
export interface OrderFilter {
  days: OrderFilterDays
  status: OrderFilterStatus
  /** 0: every sport. */
  sport: 0 | SportType
}

/** The filter that lets every settled order through: every day, outcome and sport (the list's first state). */
export const allOrders: OrderFilter = { days: 0, status: 'all', sport: 0 }

/**
 * Whether a settled order passes the status and sport of a filter (the days are the read's: `startTime`). A parlay
 * counts for a sport when any of its legs is of it.
 */
export function passesOrderFilter(order: Pick<Order, 'status' | 'legs'>, filter: OrderFilter): boolean {
  const status =
    filter.status === 'all' ||
    (filter.status === 'returned'
      ? order.status === 'void' || order.status === 'pushed'
      : order.status === filter.status)
  return status && (filter.sport === 0 || order.legs.some((leg) => leg.sportType === filter.sport))
}

/** Props of {@link OrderFilters}; any other prop of a `fieldset` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface OrderFiltersProps extends Omit<ComponentPropsWithRef<'fieldset'>, 'onChange'> {
  /** The filter chosen now (controlled). */
  value: OrderFilter
  /** Called with the whole new filter when the player changes one of its fields. */
  onValueChange: (filter: OrderFilter) => void
}

/** The settled bets' filters: the period, the outcome and the sport. */
export const OrderFilters = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function OrderFilters({
    value,
    onValueChange,
    className,
    ...rest
  }: OrderFiltersProps) {
    const { t, i18n } = useLingui()
    const id = useId()
    const periods: [OrderFilterDays, string][] = [
      [0, t`All`],
      [7, t`7 days`],
      [30, t`30 days`],
      [90, t`90 days`],
    ]
    const statuses: [OrderFilterStatus, string][] = [
      ['all', t`All`],
      ['won', orderStatusName(i18n, 'won')],
      ['lost', orderStatusName(i18n, 'lost')],
      ['returned', orderStatusName(i18n, 'void')],
      ['cashedOut', orderStatusName(i18n, 'cashedOut')],
    ]
    const sports: [0 | SportType, string][] = [
      [0, t`All sports`],
      [1, sportName(i18n, 1)],
      [2, sportName(i18n, 2)],
    ]
    const field = <K extends keyof OrderFilter>(
      key: K,
      label: string,
      options: [OrderFilter[K], string][],
      read: (text: string) => OrderFilter[K],
    ) => (
      <div className="sb-field sb-order-filters__field">
        <label className="sb-field__label" htmlFor={`${id}-${key}`}>
          {label}
        </label>
        <select
          id={`${id}-${key}`}
          className="sb-field__input"
          value={String(value[key])}
          onChange={(event) => onValueChange({ ...value, [key]: read(event.currentTarget.value) })}
        >
          {options.map(([option, name]) => (
            <option key={String(option)} value={String(option)}>
              {name}
            </option>
          ))}
        </select>
      </div>
    )
    return (
      <fieldset
        aria-label={t`Filters`}
        {...rest}
        className={className ? `sb-order-filters ${className}` : 'sb-order-filters'}
      >
        {field('days', t`Period`, periods, (text) => Number(text) as OrderFilterDays)}
        {field('status', t`Status`, statuses, (text) => text as OrderFilterStatus)}
        {field('sport', t`Sport`, sports, (text) => Number(text) as 0 | SportType)}
      </fieldset>
    )
  }),
  { displayName: 'OrderFilters' },
)
