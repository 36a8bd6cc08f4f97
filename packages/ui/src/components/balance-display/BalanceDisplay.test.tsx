import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { balanceEntry } from '../../stories/balances'
import { renderWithI18n } from '../../test/render'
import { BalanceDisplay } from './BalanceDisplay'

const shownEntries = () =>
  within(screen.getByRole('group', { name: 'Balance' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent)

describe('BalanceDisplay', () => {
  it('shows amount minus frozen, floored to the scale of each currency', () => {
    renderWithI18n(
      <BalanceDisplay
        entries={[
          balanceEntry({ currencyCode: 'USDT', scale: 2, amount: '1500.999', frozen: '200.5' }),
          balanceEntry({ currencyId: 2, currencyCode: 'BTC', scale: 4, amount: '0.123456', frozen: '0' }),
        ]}
      />,
    )
    expect(shownEntries()).toEqual(['1,300.49 USDT', '0.1234 BTC'])
  })

  it('skips an inactive entry unless its currencyId is -1', () => {
    renderWithI18n(
      <BalanceDisplay
        entries={[
          balanceEntry({ currencyId: 3, currencyCode: 'ETH', status: 0, amount: '5' }),
          balanceEntry({ currencyId: -1, currencyCode: 'CNY', status: 0, amount: '7' }),
        ]}
      />,
    )
    expect(shownEntries()).toEqual(['7.00 CNY'])
  })

  it('switches to an M suffix from 10,000,000 when compact', () => {
    const entries = [
      balanceEntry({ currencyCode: 'USDT', amount: '12345678.9' }),
      balanceEntry({ currencyId: 2, currencyCode: 'TRX', amount: '9999999.99' }),
    ]
    renderWithI18n(<BalanceDisplay entries={entries} compact />)
    expect(shownEntries()).toEqual(['12.34M USDT', '9,999,999.99 TRX'])
  })

  it('says so when there is no balance to show', () => {
    renderWithI18n(<BalanceDisplay entries={[]} />)
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('No balance')
  })

  it('refreshes on request and is busy while loading', async () => {
    const onRefresh = vi.fn()
    const { user, rerender } = renderWithI18n(<BalanceDisplay entries={[]} onRefresh={onRefresh} />)
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }))
    expect(onRefresh).toHaveBeenCalledOnce()
    rerender(<BalanceDisplay entries={[]} onRefresh={onRefresh} loading />)
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeDisabled()
  })
})
