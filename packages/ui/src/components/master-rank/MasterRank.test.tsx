import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { sampleRank } from '../../stories/betting'
import { renderWithI18n } from '../../test/render'
import { MasterRank } from './MasterRank'

describe('MasterRank', () => {
  it('ranks the sharers with win rate and net win', () => {
    renderWithI18n(<MasterRank entries={sampleRank} status="ready" />)
    const rows = within(screen.getByRole('table', { name: 'Master ranking' })).getAllByRole('row')
    expect(rows[1]).toHaveTextContent('1ace***9975%9 / 12272.40 USD')
    expect(rows[2]).toHaveTextContent('tip***07')
  })

  it('switches the period', async () => {
    const onDaysChange = vi.fn()
    const { user } = renderWithI18n(
      <MasterRank entries={sampleRank} status="ready" onDaysChange={onDaysChange} />,
    )
    expect(screen.getByRole('tab', { name: '30 days' })).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('tab', { name: '7 days' }))
    expect(onDaysChange).toHaveBeenCalledWith(7)
  })

  it('says when nobody is ranked', () => {
    renderWithI18n(<MasterRank entries={[]} status="ready" />)
    expect(screen.getByText('Nobody is ranked yet')).toBeVisible()
  })
})
