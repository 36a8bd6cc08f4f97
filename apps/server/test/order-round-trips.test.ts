import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Database, QueryOptions } from '../src/db'
import {
  type BetServer,
  balanceOf,
  expectLedgerBalanced,
  newBettor,
  openMatches,
  placed,
} from './bets-support'
import { requestPath } from './support/request-scope'
import { useSharedServer } from './support/shared-server'

const bs: BetServer = useSharedServer()

beforeAll(async () => {
  // The shared server's crash rounds move only by hand: no round changes phase mid-count.
})

/**
 * Watches what the requests to `path` send to the database through `db` (statements outside transactions, and
 * transactions); the shared server's sweeps run outside requests and are not counted.
 */
function observe(db: Database, path: string) {
  const statements: { sql: string; prepared: boolean }[] = []
  let transactions = 0
  const { query, transaction } = db
  const target = db as { query: Database['query']; transaction: Database['transaction'] }
  target.query = <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
    if (requestPath() === path) statements.push({ sql, prepared: options?.prepare === true })
    return query.call(db, sql, params, options) as Promise<T[]>
  }
  target.transaction = <T>(...args: Parameters<Database['transaction']>) => {
    if (requestPath() === path) transactions += 1
    return transaction.apply(db, args) as Promise<T>
  }
  return {
    statements: () => statements.filter(({ sql }) => !sql.startsWith('SELECT DISTINCT l.order_id')),
    transactions: () => transactions,
    stop() {
      target.query = query
      target.transaction = transaction
    },
  }
}

function anOpenPick() {
  const match = openMatches(bs, (item) => item.status === 'upcoming')[0]!
  const market = match.markets.find((item) => item.status === 'open' && item.main)!
  const selection = market.selections.find((item) => item.status === 'open')!
  return { matchId: match.id, marketId: market.id, selectionId: selection.id, odds: selection.odds }
}

describe('order round trips', () => {
  it('places a bet with one statement once its session and accounts are known: order, legs and stake in one', async () => {
    const bettor = await newBettor(bs, '100')
    const pick = anOpenPick()
    // The first bet creates the member's open-bets account (in a transaction of its own); its session is then
    // remembered by the node (SessionStore.remember: the shared server is a node alone).
    await placed(bs, bettor, { legs: [pick], stake: '1', acceptOdds: 'any' })
    const seen = observe(bs.server.ctx.db, '/trade/api/order/create')
    try {
      await placed(bs, bettor, { legs: [pick], stake: '2', acceptOdds: 'any' })
      // A balance push would read now: nobody has a socket, so nothing is read.
      await new Promise((resolve) => setTimeout(resolve, 300))
    } finally {
      seen.stop()
    }
    expect(seen.transactions()).toBe(0)
    const statements = seen.statements()
    expect(statements).toHaveLength(1)
    expect(statements[0]!.sql).toMatch(/^WITH ledger_entry/)
    // Planned once per connection on PostgreSQL (QueryOptions.prepare).
    expect(statements.every((statement) => statement.prepared)).toBe(true)
    expect(await balanceOf(bs, bettor.memberId)).toBe('97.00')
    expect(await balanceOf(bs, bettor.memberId, 'USD', 'escrow')).toBe('3.00')
    await expectLedgerBalanced(bs)
  })

  it('a short balance in that one statement writes neither the order nor any entry', async () => {
    const bettor = await newBettor(bs, '5')
    const pick = anOpenPick()
    await placed(bs, bettor, { legs: [pick], stake: '1', acceptOdds: 'any' })
    const [before] = await bs.server.ctx.db.query<{ orders: number; entries: number }>(
      `SELECT (SELECT count(*) FROM orders WHERE member_id = $1)::int AS orders,
              (SELECT count(*) FROM ledger_entries)::int AS entries`,
      [bettor.memberId],
    )
    const answer = await bs.client.nested<unknown>(
      '/trade/api/order/create',
      {
        requestId: randomUUID(),
        acceptOdds: 'any',
        stake: '4.01',
        currencyCode: 'USD',
        legs: [pick],
      },
      bettor,
    )
    expect(answer.code).toBe(2001)
    const [after] = await bs.server.ctx.db.query<{ orders: number; entries: number }>(
      `SELECT (SELECT count(*) FROM orders WHERE member_id = $1)::int AS orders,
              (SELECT count(*) FROM ledger_entries)::int AS entries`,
      [bettor.memberId],
    )
    expect(after).toEqual(before)
    expect(await balanceOf(bs, bettor.memberId)).toBe('4.00')
  })
})
