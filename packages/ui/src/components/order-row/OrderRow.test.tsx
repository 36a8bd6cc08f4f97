import type { OrderStatus } from '@sportsbook/sdk/protocol'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { order } from '../../stories/betting'
import { renderWithI18n } from '../../test/render'
import { OrderRow } from './OrderRow'

describe('OrderRow', () => {
  it.each<[OrderStatus, string, string]>([
    ['open', 'Open', 'Potential return21.00 USD'],
    ['won', 'Won', 'Payout21.00 USD'],
    ['lost', 'Lost', 'Payout0.00 USD'],
    ['void', 'Void', 'Payout10.00 USD'],
    ['pushed', 'Push', 'Payout10.00 USD'],
    ['cashedOut', 'Cashed out', 'Payout8.40 USD'],
  ])('shows a %s order with its status in words', (status, word, figure) => {
    const { container } = renderWithI18n(<OrderRow order={order(status)} />)
    const row = container.querySelector('.sb-order')
    expect(row).toHaveAttribute('data-state', status)
    expect(row?.querySelector('.sb-order__status')).toHaveTextContent(word)
    expect(row).toHaveTextContent(figure)
    expect(row).toHaveTextContent('Kingsmere United @ 2.10')
    expect(row).toHaveTextContent('Order 1000001')
  })

  it('an open order says Open once: its unsettled legs show no second status', () => {
    const { container } = renderWithI18n(<OrderRow order={order('open')} />)
    expect(container.querySelector('.sb-order__status')).toHaveTextContent('Open')
    expect(container.querySelector('.sb-order__result')).toBeNull()
    expect(container).not.toHaveTextContent('Pending')
  })

  it('shows the cash-out control for open orders only', () => {
    const { rerender } = renderWithI18n(
      <OrderRow order={order('open')} cashOut={<button type="button">cash</button>} />,
    )
    expect(screen.getByRole('button', { name: 'cash' })).toBeVisible()
    rerender(<OrderRow order={order('won')} cashOut={<button type="button">cash</button>} />)
    expect(screen.queryByRole('button', { name: 'cash' })).not.toBeInTheDocument()
  })

  it('offers Share until the order is shared, confirmed first as a share cannot be taken back', async () => {
    const onShare = vi.fn()
    const { user, rerender } = renderWithI18n(<OrderRow order={order('open')} onShare={onShare} />)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(
      screen.getByText('Every player will see this bet, and a share cannot be taken back.'),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onShare).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Share' }))
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(onShare).toHaveBeenCalledOnce()
    rerender(
      <OrderRow
        order={order('open', { shared: true })}
        onShare={onShare}
        shareLink="https://x.test/#/bets"
      />,
    )
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument()
    expect(screen.getByText('Shared')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible()
  })

  it('lists a parlay’s legs with their results', () => {
    const single = order('lost')
    const leg = {
      ...single.legs[0]!,
      selectionId: 2,
      marketType: 'total' as const,
      line: '2.5',
      selectionName: 'over' as const,
      result: 'won' as const,
    }
    renderWithI18n(<OrderRow order={{ ...single, kind: 'parlay', legs: [single.legs[0]!, leg] }} />)
    expect(screen.getByText('Parlay (2 legs)')).toBeVisible()
    const legs = screen.getAllByRole('listitem')
    expect(legs[0]).toHaveTextContent('Lost')
    expect(legs[1]).toHaveTextContent('Over 2.5')
    expect(legs[1]).toHaveTextContent('Won')
  })
})
