import { randomUUID } from 'node:crypto'
import type { GamblerOrder, PeerBank } from '@sportsbook/sdk/protocol'
import type { BookMatch } from '../src/matches/book'
import type { TestClient, TestSession } from './support/client'

/**
 * The peer market's requests as the tests send them (PROTOCOL.md section 9): one body per call, each with a fresh
 * requestId, so a test names only what it is about.
 */

/**
 * Opening a bank on `match`'s 1X2 market at 2.00 on every selection: 100 USD of capital, stakes 1 to 50; `extra`
 * replaces any field.
 */
export function bankBody(match: BookMatch, extra: Record<string, unknown> = {}) {
  const market = match.markets.find((item) => item.type === '1x2')
  if (!market) throw new Error(`match ${match.id} has no 1x2 market`)
  return {
    matchId: match.id,
    marketId: market.id,
    selections: market.selections.map((item) => ({ selectionId: item.id, odds: '2.00' })),
    capital: '100',
    currencyCode: 'USD',
    minStake: '1',
    maxStake: '50',
    requestId: randomUUID(),
    ...extra,
  }
}

export function openBank(
  client: TestClient,
  banker: TestSession,
  match: BookMatch,
  extra: Record<string, unknown> = {},
) {
  return client.flat<PeerBank>('/match/opening', bankBody(match, extra), banker)
}

/** A gambler order of `stake` on `selection` of `bank` at its odds (the first selection unless named). */
export function gamblerOrderBody(
  bank: PeerBank,
  stake: string,
  selection = bank.selections[0]!,
  extra: Record<string, unknown> = {},
) {
  return {
    bankId: bank.id,
    selectionId: selection.selectionId,
    odds: selection.odds,
    stake,
    requestId: randomUUID(),
    ...extra,
  }
}

export function betOnBank(
  client: TestClient,
  gambler: TestSession,
  bank: PeerBank,
  stake: string,
  selection = bank.selections[0]!,
  extra: Record<string, unknown> = {},
) {
  return client.form<GamblerOrder>(
    '/trade/api/gambler/order/create',
    gamblerOrderBody(bank, stake, selection, extra),
    gambler,
  )
}

/** A partner joins `bank` (no password unless given) and invests `amount` in it. */
export function joinBank(client: TestClient, partner: TestSession, bank: PeerBank, password = '') {
  return client.form<PeerBank>('/match/opening/partner/join', { id: bank.id, password }, partner)
}

export function investIn(
  client: TestClient,
  partner: TestSession,
  bank: PeerBank,
  amount: string,
  requestId = randomUUID(),
) {
  return client.form<PeerBank>('/match/opening/invest', { id: bank.id, amount, requestId }, partner)
}
