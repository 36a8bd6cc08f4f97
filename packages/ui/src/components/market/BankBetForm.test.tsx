import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { sampleBank, sampleSimpleMatch } from '../../stories/market'
import { renderWithI18n } from '../../test/render'
import { BankBetForm } from './BankBetForm'
import { OpenBankForm } from './OpenBankForm'

describe('BankBetForm', () => {
  it('caps the stake at the picked selection capacity and sends the bank odds', async () => {
    const onPlace = vi.fn()
    const { user } = renderWithI18n(<BankBetForm bank={sampleBank()} scale={2} onPlace={onPlace} />)
    await user.click(screen.getByRole('radio', { name: /Chelsea/ }))
    const stake = screen.getByRole('textbox', { name: 'Stake' })
    await user.type(stake, '13.17')
    await user.click(screen.getByRole('button', { name: 'Place bet' }))
    expect(screen.getByText('The largest amount is 13.16 USDT.')).toBeTruthy()
    expect(onPlace).not.toHaveBeenCalled()
    await user.clear(stake)
    await user.type(stake, '10')
    expect(screen.getByText(/39\.00 USDT/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Place bet' }))
    expect(onPlace).toHaveBeenCalledWith({ selectionId: 112, odds: '3.90', stake: '10.00' })
  })
})

describe('OpenBankForm', () => {
  it('previews the worst case from the odds and capital as they are typed', async () => {
    const onOpen = vi.fn()
    const match = sampleSimpleMatch()
    const { user } = renderWithI18n(
      <OpenBankForm match={match} currencyCode="USDT" scale={2} available="500.00" onOpen={onOpen} />,
    )
    expect(screen.getByText('Enter your odds and capital to see your worst case.')).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Capital' }), '100')
    await user.type(screen.getByRole('textbox', { name: 'Largest bet' }), '30')
    const preview = screen.getByRole('region', { name: 'Worst case preview' })
    expect(preview.textContent).toMatch(/-\d+\.\d{2} USDT/)
    await user.click(screen.getByRole('button', { name: 'Open the bank' }))
    const market = match.markets.find((item) => item.status === 'open')
    expect(onOpen).toHaveBeenCalledWith(
      expect.objectContaining({
        marketId: market?.id,
        capital: '100.00',
        maxStake: '30.00',
        selections: market?.selections.map((item) => ({ selectionId: item.id, odds: item.odds })),
      }),
    )
  })
})
