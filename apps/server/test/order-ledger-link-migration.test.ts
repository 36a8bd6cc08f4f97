import { describe, expect, it } from 'vitest'
import type { Database } from '../src/db'
import { migratedOver } from './support/migrated-over'

/**
 * 6200_order_ledger_link on a database whose transfers name their order only in the memo (`order:<id>`): each
 * order's stake, settlement and cash out gain `order_id`, other transfers none, and the ledger stays append-only.
 */
let db: Database
let orderId: number

async function transfer(kind: string, memo: string): Promise<void> {
  await db.query(
    `INSERT INTO ledger_transfers (kind, memo, currency_code, signature) VALUES ($1, $2, 'USD', '{}')`,
    [kind, memo],
  )
}

migratedOver('6200', async (opened) => {
  db = opened
  const [member] = await db.query<{ id: number }>(
    `INSERT INTO members (product_no, kind, account, account_key, pwd_hash, currency_code)
     VALUES (800000, 'registered', 'Alice', 'alice', 'h', 'USD') RETURNING id`,
  )
  const [order] = await db.query<{ id: number }>(
    `INSERT INTO orders (member_id, request_id, request_hash, kind, accept_odds, currency_code, stake, odds,
       potential_return, status, payout, created_at, settled_at)
     VALUES ($1, 'r1', 'h1', 'single', 'any', 'USD', 10, 1.95, 19.5, 'cashedOut', 9.5, 1, 2) RETURNING id`,
    [member!.id],
  )
  orderId = Number(order!.id)
  await db.query(
    `INSERT INTO order_cash_outs (order_id, member_id, request_id, amount, created_at) VALUES ($1, $2, 'c1', 9.5, 2)`,
    [orderId, member!.id],
  )
  await transfer('bet-stake', `order:${orderId}`)
  await transfer('cash-out', `order:${orderId}`)
  await transfer('deposit', 'deposit:7')
  await transfer('operator-credit', `order:${orderId} (an operator's note that looks like one)`)
})

describe('6200_order_ledger_link', () => {
  it("links an order's stake and cash out to it from their memo, and nothing else", async () => {
    const rows = await db.query<{ kind: string; order_id: number | null }>(
      'SELECT kind, order_id FROM ledger_transfers ORDER BY id',
    )
    expect(rows.map((row) => [row.kind, row.order_id === null ? null : Number(row.order_id)])).toEqual([
      ['bet-stake', orderId],
      ['cash-out', orderId],
      ['deposit', null],
      ['operator-credit', null],
    ])
  })

  it('leaves the ledger append-only', async () => {
    await expect(db.query('UPDATE ledger_transfers SET order_id = NULL')).rejects.toThrow(/append-only/)
  })

  it("keeps a cash out's key hash from now on: new rows must carry one", async () => {
    expect(await db.query('SELECT request_hash FROM order_cash_outs')).toEqual([{ request_hash: '' }])
    await expect(
      db.query(
        `INSERT INTO order_cash_outs (order_id, member_id, request_id, amount, created_at)
         SELECT id, member_id, 'c2', 1, 3 FROM orders`,
      ),
    ).rejects.toThrow(/request_hash/)
  })
})
