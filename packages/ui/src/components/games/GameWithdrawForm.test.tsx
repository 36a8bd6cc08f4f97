import { screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { round } from '../../stories/games'
import { renderWithI18n } from '../../test/render'
import { GameRounds } from './GameRounds'
import { GameWithdrawForm } from './GameWithdrawForm'

const entries = [
  { provider: 'house', currencyCode: 'USDT', amount: '120.50', frozen: '5.00' },
  { provider: 'house', currencyCode: 'USD', amount: '40.00', frozen: '0.00' },
]

describe('GameWithdrawForm', () => {
  it('withdraws part of the chosen wallet, at most what is not in play', async () => {
    const onWithdraw = vi.fn()
    const { user } = renderWithI18n(<GameWithdrawForm entries={entries} onWithdraw={onWithdraw} />)
    const amount = screen.getByRole('textbox', { name: 'Amount to withdraw' })
    await user.type(amount, '115.51')
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(screen.getByText('The largest amount is 115.50 USDT.')).toBeTruthy()
    expect(onWithdraw).not.toHaveBeenCalled()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game wallet' }), 'house:USD')
    await user.clear(amount)
    await user.type(amount, '12.345')
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(onWithdraw).toHaveBeenCalledWith({ provider: 'house', currencyCode: 'USD', amount: '12.34' })
  })

  it('offers nothing when every wallet is empty or in play', () => {
    const ref = createRef<HTMLFormElement>()
    renderWithI18n(
      <GameWithdrawForm
        ref={ref}
        data-x="1"
        entries={[{ provider: 'house', currencyCode: 'USD', amount: '5.00', frozen: '5.00' }]}
        onWithdraw={vi.fn()}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull()
    expect(ref.current?.dataset.state).toBe('empty')
    expect(ref.current?.dataset.x).toBe('1')
  })
})

describe('GameRounds paging', () => {
  it('asks for the next page while there are more rounds', async () => {
    const onLoadMore = vi.fn()
    const props = { rounds: [round()], onOpen: vi.fn(), verifyHref: () => '#' }
    const { user, rerender } = renderWithI18n(<GameRounds {...props} hasMore onLoadMore={onLoadMore} />)
    await user.click(screen.getByRole('button', { name: 'Show more' }))
    expect(onLoadMore).toHaveBeenCalledOnce()
    rerender(<GameRounds {...props} hasMore loadingMore onLoadMore={onLoadMore} />)
    expect((screen.getByRole('button', { name: 'Loading…' }) as HTMLButtonElement).disabled).toBe(true)
    rerender(<GameRounds {...props} hasMore={false} onLoadMore={onLoadMore} />)
    expect(screen.queryByRole('button', { name: /Show more|Loading/ })).toBeNull()
  })
})
