import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  blocked,
  failedResult,
  oneSingle,
  parlay,
  placedResult,
  severalSingles,
  slipState,
  visitorSlip,
} from '../../stories/betting'
import { renderWithI18n } from '../../test/render'
import { BetSlip } from './BetSlip'

describe('BetSlip', () => {
  it('says it is empty', () => {
    renderWithI18n(<BetSlip state={slipState()} />)
    expect(screen.getByRole('region', { name: 'Bet slip 0' })).toHaveAttribute('data-state', 'empty')
    expect(screen.getByText('Your bet slip is empty')).toBeVisible()
  })

  it('takes a single’s stake, quick stakes and Max, and shows its return', async () => {
    const onStakeChange = vi.fn()
    const onQuickStake = vi.fn()
    const onMaxStake = vi.fn()
    const { user } = renderWithI18n(
      <BetSlip
        state={oneSingle}
        onStakeChange={onStakeChange}
        onQuickStake={onQuickStake}
        onMaxStake={onMaxStake}
      />,
    )
    const pick = screen.getByRole('listitem', { name: 'Kingsmere United' })
    expect(pick).toHaveTextContent('Match result')
    expect(pick).toHaveTextContent('Kingsmere United v Northwick Rovers')
    expect(pick).toHaveTextContent('Potential return: 21.00')
    await user.type(screen.getByRole('textbox', { name: 'Stake on Kingsmere United' }), '5')
    expect(onStakeChange).toHaveBeenLastCalledWith(10110, '105')
    await user.click(within(pick).getByRole('button', { name: 'Add 50.00' }))
    expect(onQuickStake).toHaveBeenCalledWith(10110, '50.00')
    await user.click(within(pick).getByRole('button', { name: 'Max' }))
    expect(onMaxStake).toHaveBeenCalledWith(10110)
    expect(screen.getByRole('button', { name: 'Place bets' })).toBeEnabled()
  })

  it('adds up several singles', () => {
    renderWithI18n(<BetSlip state={severalSingles} />)
    expect(screen.getByText('Total stake').nextSibling).toHaveTextContent('30.00 USD')
    expect(screen.getByText('Potential return', { selector: 'span' }).nextSibling).toHaveTextContent(
      '60.00 USD',
    )
  })

  it('switches to a parlay with one stake for the combined odds', async () => {
    const onModeChange = vi.fn()
    const onStakeChange = vi.fn()
    const { user, rerender } = renderWithI18n(
      <BetSlip state={oneSingle} onModeChange={onModeChange} onStakeChange={onStakeChange} />,
    )
    await user.click(screen.getByRole('tab', { name: 'Parlay' }))
    expect(onModeChange).toHaveBeenCalledWith('parlay')
    rerender(<BetSlip state={parlay} onModeChange={onModeChange} onStakeChange={onStakeChange} />)
    expect(screen.getByText('Parlay odds').nextSibling).toHaveTextContent('4.09')
    expect(screen.queryByRole('textbox', { name: /Stake on/ })).not.toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Parlay stake' }), '0')
    expect(onStakeChange).toHaveBeenLastCalledWith('parlay', '250')
  })

  it('says in words why each bet cannot be placed, and offers the new odds', async () => {
    const onAcceptOdds = vi.fn()
    const onPolicyChange = vi.fn()
    const { user } = renderWithI18n(
      <BetSlip state={blocked} onAcceptOdds={onAcceptOdds} onPolicyChange={onPolicyChange} />,
    )
    expect(screen.getByText('The odds went down from 2.10 to 1.90.')).toBeVisible()
    expect(screen.getByText('This market is suspended for now.')).toBeVisible()
    expect(screen.getByText('The largest stake is 800.00.')).toBeVisible()
    expect(
      screen.getByText('Your balance of 1,250.00 does not cover the total stake of 5,010.00.'),
    ).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Stake on Over 2.5' })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('listitem', { name: 'Kingsmere United' })).toHaveTextContent(
      'Odds down from 2.10',
    )
    expect(screen.getByRole('button', { name: 'Place bets' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Accept the new odds' }))
    expect(onAcceptOdds).toHaveBeenCalledOnce()
    await user.selectOptions(screen.getByRole('combobox', { name: 'When the odds change' }), 'any')
    expect(onPolicyChange).toHaveBeenCalledWith('any')
  })

  it('links to the cashier when the balance does not cover the stake, and only then', () => {
    const { rerender } = renderWithI18n(<BetSlip state={blocked} depositHref="#/wallet" />)
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '#/wallet')
    rerender(<BetSlip state={oneSingle} depositHref="#/wallet" />)
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull()
  })

  it('asks a visitor to log in instead of placing', async () => {
    const onLoginClick = vi.fn()
    const { user } = renderWithI18n(<BetSlip state={visitorSlip} onLoginClick={onLoginClick} />)
    expect(screen.queryByRole('button', { name: 'Place bets' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Log in to bet' }))
    expect(onLoginClick).toHaveBeenCalledOnce()
  })

  it('shows that bets are on their way and locks the slip', () => {
    renderWithI18n(<BetSlip state={{ ...oneSingle, phase: 'placing', canPlace: false }} />)
    expect(screen.getByRole('region', { name: /Bet slip/ })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: 'Placing…' })).toBeDisabled()
    expect(screen.getByRole('textbox', { name: 'Stake on Kingsmere United' })).toBeDisabled()
  })

  it('shows the placed orders once, as a status', async () => {
    const onDismiss = vi.fn()
    const onPlace = vi.fn()
    const { user } = renderWithI18n(<BetSlip state={placedResult} onDismiss={onDismiss} onPlace={onPlace} />)
    expect(screen.getByRole('status')).toHaveTextContent('Bets placed: 1')
    expect(screen.getByText('Order 1000001: 10.00 USD at 2.10, potential return 21.00')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('Done that empties the slip hands the focus to the slip, not to the body of the page', async () => {
    const { user, rerender } = renderWithI18n(<BetSlip state={placedResult} />)
    await user.click(screen.getByRole('button', { name: 'Done' }))
    rerender(<BetSlip state={slipState({ selections: [] })} />)
    expect(screen.getByText('Your bet slip is empty')).toBeVisible()
    expect(screen.getByRole('region', { name: /Bet slip/ })).toHaveFocus()
  })

  it('shows what failed with the server’s reason', () => {
    renderWithI18n(<BetSlip state={failedResult} />)
    expect(screen.getByRole('status')).toHaveTextContent('Bets placed: 1. Not placed: 1.')
    expect(screen.getByText('The market is suspended. Nothing was placed.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Back to the slip' })).toBeVisible()
  })

  it('removes a pick and clears the slip', async () => {
    const onRemove = vi.fn()
    const onClear = vi.fn()
    const { user } = renderWithI18n(<BetSlip state={severalSingles} onRemove={onRemove} onClear={onClear} />)
    await user.click(screen.getByRole('button', { name: 'Remove Over 2.5' }))
    expect(onRemove).toHaveBeenCalledWith(10230)
    await user.click(screen.getByRole('button', { name: 'Clear all' }))
    expect(onClear).toHaveBeenCalledOnce()
  })
})
