import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { sampleToday, sampleWin } from '../../stories/betting'
import { renderWithI18n } from '../../test/render'
import { BetStats } from './BetStats'

describe('BetStats', () => {
  it("shows today's betting and the last days' results", () => {
    renderWithI18n(<BetStats today={sampleToday} win={sampleWin} status="ready" />)
    expect(screen.getByRole('heading', { name: 'Today' })).toBeVisible()
    expect(screen.getByText('Bets placed').nextSibling).toHaveTextContent('4')
    expect(screen.getByText('Net result').nextSibling).toHaveTextContent('-12.50 USD')
    expect(screen.getByRole('heading', { name: 'Last 30 days' })).toBeVisible()
    expect(screen.getByText('Win rate').nextSibling).toHaveTextContent('66.7%')
    expect(screen.getByText('Won').nextSibling).toHaveTextContent('8 / 12')
  })

  it('loads, then fails with Retry', async () => {
    const onRetry = vi.fn()
    const { user, rerender } = renderWithI18n(<BetStats today={undefined} win={undefined} status="loading" />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading')
    rerender(<BetStats today={undefined} win={undefined} status="error" onRetry={onRetry} />)
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
