import { oddsHundredths, outcomeGrid, type PeerBank, selectionCapacity } from '@sportsbook/sdk/protocol'
import { sharerName } from '../bets/shares'
import type { Currency } from '../ledger/currencies'
import { fromUnits, toUnits } from '../ledger/money'
import type { BankRow, StoredParticipant } from './bank-store'

/**
 * A bank on the wire (PROTOCOL.md section 9, Bank): each selection's capacity from the participants' results.
 * "closed" is never stored: an open or paused bank whose match has kicked off (closesAt on the feed clock, or the
 * feed going live) reads closed.
 */

/** The status a bank reads: open or paused past kick-off is closed. */
export function wireStatus(bank: BankRow, now: number): PeerBank['status'] {
  if (bank.status !== 'open' && bank.status !== 'paused') return bank.status
  return now >= bank.closesAt || bank.match.status !== 'upcoming' ? 'closed' : bank.status
}

export function bankerName(bank: BankRow): string {
  return sharerName(bank.bankerAccount, bank.bankerId)
}

/** The bank on the wire: each selection's capacity from the participants' results (0 unless it takes orders). */
export function wireBank(
  bank: BankRow,
  participants: StoredParticipant[],
  currency: Currency,
  now: number,
): PeerBank {
  const status = wireStatus(bank, now)
  const grid = outcomeGrid(bank.marketType, bank.line)
  const maxStake = toUnits(bank.maxStake, currency.scale)
  const capital = participants.reduce((sum, item) => sum + item.capital, 0n)
  const money = (units: bigint) => fromUnits(units, currency.scale)
  return {
    id: bank.id,
    matchId: bank.matchId,
    marketId: bank.marketId,
    match: bank.match,
    market: { type: bank.marketType, line: bank.line },
    banker: { memberId: bank.bankerId, name: bankerName(bank) },
    currencyCode: bank.currencyCode,
    selections: bank.selections.map((selection) => ({
      selectionId: selection.selectionId,
      name: selection.name,
      odds: selection.odds,
      capacity: money(
        status === 'open'
          ? selectionCapacity(participants, grid, selection.name, oddsHundredths(selection.odds), maxStake)
          : 0n,
      ),
    })),
    capital: money(capital),
    minStake: money(toUnits(bank.minStake, currency.scale)),
    maxStake: money(maxStake),
    private: bank.passwordHash !== null,
    description: bank.description,
    status,
    participants: bank.participantCount,
    orders: bank.orderCount,
    commissionRate: bank.commissionRate.replace(/0+$/, '').replace(/\.$/, '.0'),
    closesAt: bank.closesAt,
    createdAt: bank.createdAt,
  }
}
