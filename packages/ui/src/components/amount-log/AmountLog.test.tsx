import { transferKinds } from '@sportsbook/sdk/protocol'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { sampleLog } from '../../stories/betting'
import { renderWithI18n } from '../../test/render'
import { AmountLog } from './AmountLog'

describe('AmountLog', () => {
  it('lists the movements with their kind in words, the signed amount and the balance after', () => {
    renderWithI18n(<AmountLog entries={sampleLog} status="ready" />)
    const table = screen.getByRole('table', { name: 'Account history' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(4)
    expect(rows[1]).toHaveTextContent('Bet settled')
    expect(rows[1]).toHaveTextContent('+21.00 USD')
    expect(rows[2]).toHaveTextContent('Bet stake')
    expect(rows[2]).toHaveTextContent('-10.00 USD')
    expect(rows[3]).toHaveTextContent('Credit')
    expect(rows[3]).toHaveTextContent('1,000.00 USD')
  })

  it('names references in words, never as the server writes them', () => {
    const references = [
      'order:1000001',
      'withdrawal:12',
      'game:house',
      'dice:3:17',
      'red-envelope:4:2',
      'odd:x',
    ]
    const entries = references.map((reference, index) => ({ ...sampleLog[0]!, id: index, reference }))
    const { container } = renderWithI18n(<AmountLog entries={entries} status="ready" />)
    expect(
      [...container.querySelectorAll('.sb-amount-log__reference')].map((cell) => cell.textContent),
    ).toEqual(['Order 1000001', '#12', 'House games', '', '#4', ''])
  })

  it('shows a kind it does not know as the server names it', () => {
    renderWithI18n(<AmountLog entries={[{ ...sampleLog[0]!, kind: 'loan-draw' }]} status="ready" />)
    expect(screen.getByText('loan-draw')).toBeVisible()
  })

  it("words every kind of the protocol's transferKinds", () => {
    const entries = transferKinds.map((kind, index) => ({ ...sampleLog[0]!, id: index, kind, reference: '' }))
    renderWithI18n(<AmountLog entries={entries} status="ready" />)
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(transferKinds.length + 1)
    for (const kind of transferKinds) expect(screen.queryByText(kind)).toBeNull()
    expect(screen.getByText('Transfer to the game wallet')).toBeVisible()
  })

  it('says when there is nothing yet, and asks for more', async () => {
    const onLoadMore = vi.fn()
    const { user, rerender } = renderWithI18n(<AmountLog entries={[]} status="ready" />)
    expect(screen.getByText('No movements yet')).toBeVisible()
    rerender(<AmountLog entries={sampleLog} status="ready" hasMore onLoadMore={onLoadMore} />)
    await user.click(screen.getByRole('button', { name: 'Show more' }))
    expect(onLoadMore).toHaveBeenCalledOnce()
  })
})
