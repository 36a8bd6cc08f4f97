import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { OrderList } from './OrderList'

const base = {
  label: 'Open bets',
  getKey: (item: number) => item,
  renderItem: (item: number) => <p>order {item}</p>,
  emptyTitle: 'You have no open bets',
}

describe('OrderList', () => {
  it('loads, fails with Retry, and says when empty', async () => {
    const onRetry = vi.fn()
    const { user, rerender } = renderWithI18n(
      <OrderList<number> {...base} items={undefined} status="loading" />,
    )
    expect(screen.getByRole('region', { name: 'Open bets' })).toHaveAttribute('aria-busy', 'true')
    rerender(
      <OrderList<number>
        {...base}
        items={undefined}
        status="error"
        error="Network failure"
        onRetry={onRetry}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
    rerender(<OrderList<number> {...base} items={[]} status="ready" />)
    expect(screen.getByText('You have no open bets')).toBeVisible()
  })

  it('lists the items and asks for more', async () => {
    const onLoadMore = vi.fn()
    const { user } = renderWithI18n(
      <OrderList<number> {...base} items={[1, 2]} status="ready" hasMore onLoadMore={onLoadMore} />,
    )
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['order 1', 'order 2'])
    await user.click(screen.getByRole('button', { name: 'Show more' }))
    expect(onLoadMore).toHaveBeenCalledOnce()
  })

  it('keeps the list when a refresh fails', () => {
    renderWithI18n(<OrderList<number> {...base} items={[1]} status="error" />)
    expect(screen.getByText('order 1')).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be refreshed')
  })
})
