import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { settlementRecord } from '../../stories/betting'
import { renderWithI18n } from '../../test/render'
import { OrderRow } from '../order-row/OrderRow'
import { SettlementRecordCard } from './SettlementRecordCard'

describe('SettlementRecordCard', () => {
  it('is a settlement statement: the order settled, every ledger entry, the change of the balance', () => {
    const { container } = renderWithI18n(<SettlementRecordCard record={settlementRecord('won')} />)
    expect(container.querySelector('.sb-record')).toHaveAttribute('data-state', 'won')
    expect(screen.getByText('Settlement of order 1000001')).toBeVisible()
    const entries = within(screen.getByRole('list', { name: 'Ledger entries (3)' })).getAllByRole('listitem')
    expect(entries).toHaveLength(3)
    expect(entries[0]).toHaveTextContent('Bet stake · Balance')
    expect(entries[0]).toHaveTextContent('-10.00 USD')
    expect(entries[1]).toHaveTextContent('Open bets')
    expect(entries[2]).toHaveTextContent('Bet settled · Balance')
    expect(entries[2]).toHaveTextContent('+21.00 USD')
    // Stake out, payout in: 21.00 - 10.00.
    expect(container.querySelector('.sb-record__net')).toHaveTextContent('Balance change+11.00 USD')
  })

  it('does not repeat the settled bet card (issue 11: the two tabs showed the same card)', () => {
    const record = settlementRecord('lost')
    const statement = renderWithI18n(<SettlementRecordCard record={record} />).container.innerHTML
    const bet = renderWithI18n(<OrderRow order={record.order} />).container.innerHTML
    expect(statement).not.toContain('sb-order')
    expect(statement).not.toBe(bet)
  })
})
