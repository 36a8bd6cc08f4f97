import { screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { crashGame, diceGame, round } from '../../stories/games'
import { renderWithI18n } from '../../test/render'
import { GameLobby } from './GameLobby'
import { GameRounds } from './GameRounds'
import { GameWallet } from './GameWallet'
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

describe('GameRounds figures', () => {
  const props = { onOpen: vi.fn(), verifyHref: () => '#', gameNames: { 1: 'Dice' } }

  it('names the game and shows stake, payout and net alike for a win and a loss', () => {
    const { container } = renderWithI18n(
      <GameRounds
        {...props}
        rounds={[
          round({
            id: 1,
            gameId: 1,
            stake: '1.00',
            payout: '1.98',
            multiplier: '1.9800',
            status: 'won',
            currencyCode: 'USD',
          }),
          round({
            id: 2,
            gameId: 1,
            stake: '1.00',
            payout: '0.00',
            multiplier: '0',
            status: 'lost',
            currencyCode: 'USD',
          }),
        ]}
      />,
    )
    const [won, lost] = [...container.querySelectorAll('.sb-game-round__summary')]
    expect(won?.querySelector('.sb-game-round__game')?.textContent).toBe('Dice')
    expect(won?.querySelector('[data-field="stake"]')?.textContent).toBe('Stake 1.00 USD')
    expect(won?.querySelector('[data-field="payout"]')?.textContent).toBe('Payout 1.98 USD')
    expect(won?.querySelector('[data-field="net"]')?.textContent).toBe('Net +0.98 USD')
    expect(won?.querySelector('[data-field="multiplier"]')?.textContent).toBe('×1.98')
    expect(lost?.querySelector('[data-field="payout"]')?.textContent).toBe('Payout 0.00 USD')
    expect(lost?.querySelector('[data-field="net"]')?.textContent).toBe('Net -1.00 USD')
    expect(lost?.querySelector('[data-field="multiplier"]')).toBeNull()
  })
})

describe('GameWallet', () => {
  it('names the built-in provider for players, not by its wire name', () => {
    renderWithI18n(<GameWallet entries={entries} onWithdrawAll={vi.fn()} />)
    expect(screen.getAllByText('House games')).toHaveLength(2)
    expect(screen.queryByText('house')).toBeNull()
  })
})

describe('GameLobby', () => {
  it('puts the games alone in their category in one list without repeating their names as headings', () => {
    const art = 'data:image/svg+xml;base64,PHN2Zy8+'
    const dice = { ...diceGame, thumbnail: art }
    const crash = { ...crashGame, thumbnail: art }
    const another = { ...crash, id: 3, code: 'crash-x', name: 'Crash X' }
    const { container, rerender } = renderWithI18n(<GameLobby games={[dice, crash]} gameHref={() => '#'} />)
    expect(container.querySelectorAll('h3')).toHaveLength(0)
    expect(container.querySelectorAll('.sb-game-lobby__list')).toHaveLength(1)
    rerender(<GameLobby games={[dice, crash, another]} gameHref={() => '#'} />)
    expect([...container.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(['crash'])
    expect(container.querySelectorAll('.sb-game-card__art')).toHaveLength(3)
  })
})
