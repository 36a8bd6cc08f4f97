import { screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { order } from '../../stories/orders'
import { renderWithI18n } from '../../test/render'
import { allOrders, type OrderFilter, OrderFilters, passesOrderFilter } from './OrderFilters'

describe('passesOrderFilter', () => {
  it('keeps the orders of the outcome and sport chosen; void and push count as returned', () => {
    const won = order('won')
    const basketball = order('lost', { legs: won.legs.map((leg) => ({ ...leg, sportType: 2 })) })
    expect(passesOrderFilter(won, allOrders)).toBe(true)
    expect(passesOrderFilter(won, { ...allOrders, status: 'lost' })).toBe(false)
    expect(passesOrderFilter(order('pushed'), { ...allOrders, status: 'returned' })).toBe(true)
    expect(passesOrderFilter(order('void'), { ...allOrders, status: 'returned' })).toBe(true)
    expect(passesOrderFilter(basketball, { ...allOrders, sport: 2 })).toBe(true)
    expect(passesOrderFilter(basketball, { ...allOrders, sport: 1 })).toBe(false)
  })
})

/** The filters with their state, as a page holds them; `onSeen` hears each value. */
function Host({ onSeen }: { onSeen: (filter: OrderFilter) => void }) {
  const [value, setValue] = useState(allOrders)
  onSeen(value)
  return <OrderFilters value={value} onValueChange={setValue} />
}

describe('OrderFilters', () => {
  it('changes the period, outcome and sport by their labelled selects', async () => {
    let seen: OrderFilter = allOrders
    const { user } = renderWithI18n(
      <Host
        onSeen={(filter) => {
          seen = filter
        }}
      />,
    )
    expect(screen.getByRole('group', { name: 'Filters' })).toBeTruthy()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '7 days')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Won')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'Basketball')
    expect(seen).toEqual({ days: 7, status: 'won', sport: 2 })
  })
})
