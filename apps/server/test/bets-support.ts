import { randomUUID } from 'node:crypto'
import type { Envelope, Order, UserInfo } from '@sportsbook/sdk/protocol'
import { expect } from 'vitest'
import { settlementOf } from '../src/bets/settlement-worker'
import type { BookMatch } from '../src/matches/book'
import type { TestSession } from './support/client'
import { newMember } from './support/flows'
import { expectLedgerBalanced as expectBalancedLedger, ledgerBalance } from './support/ledger-checks'
import { creditMember } from './support/ledger-credits'
import type { SharedServer } from './support/shared-server'

/** The worker's shared server (support/shared-server.ts): the bet tests step its feed clock by hand. */
export type BetServer = SharedServer

/** Moves the feed to `time`, writes what changed and waits for the settlement it triggers. */
export async function advanceFeed(bs: BetServer, time: number): Promise<void> {
  if (time > bs.clock.now()) bs.clock.set(time)
  bs.simulator.tick()
  await bs.runtime.store.flush()
  await settlementOf(bs.server.ctx).idle()
}

export type Bettor = TestSession & { user: UserInfo; memberId: number }

/** A registered member with `amount` USD credited through the ledger. */
export async function newBettor(bs: BetServer, amount = '1000', currency = 'USD'): Promise<Bettor> {
  const member = await newMember(bs.client)
  if (amount !== '0') await credit(bs, member.user.memberId, amount, currency)
  return { uid: member.uid, token: member.token, user: member.user, memberId: member.user.memberId }
}

export function credit(bs: BetServer, memberId: number, amount: string, currency = 'USD') {
  return creditMember(bs.server.ctx.ledger, memberId, amount, currency)
}

/** The member's balance of one account kind (`member`: spendable, `escrow`: open stakes). */
export function balanceOf(bs: BetServer, memberId: number, currency = 'USD', kind = 'member') {
  return ledgerBalance(bs.server.ctx.db, memberId, { kind, currency })
}

/** The ledger's invariants, the entries summing to zero, and the open stakes held as the open orders say. */
export async function expectLedgerBalanced(bs: BetServer): Promise<void> {
  const { db } = bs.server.ctx
  await expectBalancedLedger(db)
  const [total] = await db.query<{ total: string }>(
    'SELECT COALESCE(sum(amount), 0)::text AS total FROM ledger_entries',
  )
  expect(Number(total?.total)).toBe(0)
  // Open stakes held = the stakes of open and pending orders, per member and currency.
  const drift = await db.query(
    `SELECT a.member_id FROM ledger_accounts a
     LEFT JOIN (SELECT member_id, currency_code, sum(stake) AS stake FROM orders WHERE status IN ('open', 'pending')
                GROUP BY member_id, currency_code) o ON o.member_id = a.member_id AND o.currency_code = a.currency_code
     WHERE a.kind = 'escrow' AND a.ref = 'bets' AND a.balance <> COALESCE(o.stake, 0)`,
  )
  expect(drift).toEqual([])
}

export interface Pick {
  matchId: number
  marketId: number
  selectionId: number
  odds: string
}

/** A pick of an open selection of the match's market of `type` (and `line`), at its current odds. */
export function pickOf(match: BookMatch, type: string, name: string, line?: string | null): Pick {
  const market = match.markets.find(
    (item) => item.type === type && item.status === 'open' && (line === undefined || item.line === line),
  )
  const selection = market?.selections.find((item) => item.name === name && item.status === 'open')
  if (!market || !selection) throw new Error(`match ${match.id} has no open ${type} ${line ?? ''} ${name}`)
  return { matchId: match.id, marketId: market.id, selectionId: selection.id, odds: selection.odds }
}

/**
 * The open selection of the match's open `type` market with the longest odds: a test that shortens a price picks
 * it, so the shortened price is still a price (at least 1.01) whatever the match's state.
 */
export function longestPick(match: BookMatch, type: string): Pick {
  const market = match.markets.find((item) => item.type === type && item.status === 'open')
  const [selection] = (market?.selections ?? [])
    .filter((item) => item.status === 'open')
    .sort((a, b) => Number(b.odds) - Number(a.odds))
  if (!market || !selection) throw new Error(`match ${match.id} has no open ${type} selection`)
  return { matchId: match.id, marketId: market.id, selectionId: selection.id, odds: selection.odds }
}

/** Open matches of the book (upcoming after the feed's now, or live with open markets), by kick-off. */
export function openMatches(bs: BetServer, filter: (match: BookMatch) => boolean = () => true): BookMatch[] {
  const now = bs.clock.now()
  return bs.runtime.book
    .all()
    .filter(
      (match) =>
        ((match.status === 'upcoming' && match.startTime > now + 60_000) || match.status === 'live') &&
        match.markets.some((market) => market.status === 'open') &&
        filter(match),
    )
}

export interface OrderPayload {
  requestId?: string
  acceptOdds?: 'exact' | 'higher' | 'any'
  stake?: string
  currencyCode?: string
  legs: Pick[]
  /** A bet builder's quote (PROTOCOL.md section 12). */
  builder?: { quoteId: string }
}

export function orderBody(payload: OrderPayload) {
  return {
    requestId: payload.requestId ?? randomUUID(),
    acceptOdds: payload.acceptOdds ?? 'exact',
    stake: payload.stake ?? '10',
    currencyCode: payload.currencyCode ?? 'USD',
    legs: payload.legs,
    ...(payload.builder ? { builder: payload.builder } : {}),
  }
}

export function placeOrder(
  bs: BetServer,
  session: TestSession,
  payload: OrderPayload,
): Promise<Envelope<Order>> {
  return bs.client.nested<Order>('/trade/api/order/create', orderBody(payload), session)
}

/** Places an order that must succeed. */
export async function placed(bs: BetServer, session: TestSession, payload: OrderPayload): Promise<Order> {
  const answer = await placeOrder(bs, session, payload)
  expect(answer.code, answer.msg).toBe(0)
  return answer.data
}

export async function orderById(bs: BetServer, session: TestSession, orderId: number): Promise<Order> {
  const answer = await bs.client.form<{ list: Order[] }>('trade/api/order/list', { pageSize: 100 }, session)
  expect(answer.code, answer.msg).toBe(0)
  const order = answer.data.list.find((item) => item.id === orderId)
  if (!order) throw new Error(`order ${orderId} not listed`)
  return order
}

/**
 * Writes a market's results as the match store does when the feed settles it (the winner `won`, the others
 * `lost`) and runs the settlement sweep: for tests of what settled orders look like, without moving the feed.
 */
export async function settleMarketNow(bs: BetServer, pick: Pick, result: 'won' | 'lost'): Promise<void> {
  await bs.server.ctx.db.query(
    `UPDATE match_selections SET status = 'settled', result = CASE WHEN id = $2 THEN $3 ELSE $4 END
     WHERE market_id = $1`,
    [pick.marketId, pick.selectionId, result, result === 'won' ? 'lost' : 'won'],
  )
  await bs.server.ctx.db.query("UPDATE match_markets SET status = 'settled' WHERE id = $1", [pick.marketId])
  await settlementOf(bs.server.ctx).sweep()
}

/** The football matches still to kick off, open for bets: most tests' picks come from them. */
export const upcomingFootball = (bs: BetServer) =>
  openMatches(bs, (match) => match.sportType === 1 && match.status === 'upcoming')

/**
 * Live football matches with an open 1x2, at least `atLeast` of them when the feed has them: the feed is moved past
 * the next kick-off when fewer are live.
 */
export async function liveFootball(bs: BetServer, atLeast: number): Promise<BookMatch[]> {
  const open = (match: BookMatch) =>
    match.sportType === 1 &&
    match.status === 'live' &&
    match.markets.some(
      (market) =>
        market.type === '1x2' &&
        market.status === 'open' &&
        market.selections.every((s) => s.status === 'open'),
    )
  if (openMatches(bs, open).length < atLeast) {
    await advanceFeed(bs, upcomingFootball(bs)[0]!.startTime + 60_000)
  }
  return openMatches(bs, open)
}

/** Suspends or reopens the market of `pick` and every selection of it, at the feed's time, as the feed does. */
export function setMarketStatus(bs: BetServer, pick: Pick, status: 'open' | 'suspended'): void {
  const market = bs.runtime.book.get(pick.matchId)!.markets.find((item) => item.id === pick.marketId)!
  bs.runtime.book.apply([
    ...market.selections.map((selection) => ({
      kind: 'odds' as const,
      matchId: pick.matchId,
      marketId: pick.marketId,
      selectionId: selection.id,
      odds: selection.odds,
      status,
      at: bs.clock.now(),
    })),
    { kind: 'market', matchId: pick.matchId, marketId: pick.marketId, status, at: bs.clock.now() },
  ])
}
