import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { settlementRecord } from '../../stories/betting'
import { renderWithI18n } from '../../test/render'
import { SettlementRecordCard } from './SettlementRecordCard'

describe('SettlementRecordCard', () => {
  it('shows the settled order and, unfolded, the ledger entries it made', async () => {
    const { user, container } = renderWithI18n(<SettlementRecordCard record={settlementRecord('won')} />)
    expect(container.querySelector('.sb-order')).toHaveAttribute('data-state', 'won')
    const summary = screen.getByText('Ledger entries (3)')
    await user.click(summary)
    const entries = screen.getAllByRole('listitem').filter((item) => item.closest('.sb-record__entries'))
    expect(entries).toHaveLength(3)
    expect(entries[1]).toHaveTextContent('Open bets')
    expect(entries[2]).toHaveTextContent('Bet settled')
    expect(entries[2]).toHaveTextContent('21.00 USD')
  })
})
