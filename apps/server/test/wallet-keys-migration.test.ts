import { describe, expect, it } from 'vitest'
import type { Database } from '../src/db'
import { requestHash } from '../src/requests/request-hash'
import { migratedOver } from './support/migrated-over'

/**
 * 6100_wallet_keys on a database whose wallet rows carry the old body hashes and whose red envelope claims carry
 * none: every key row gets the hash the server's requestHash makes for the same body now (SQL and TypeScript
 * agree, amounts in units of each currency's scale), so a key sent again replays instead of answering 2005.
 */
let db: Database
let ids: Record<'member' | 'account' | 'activity', number>

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await db.query<T>(sql, params)
  return row!
}

migratedOver('6100', async (opened) => {
  db = opened
  const member = await one<{ id: number }>(
    `INSERT INTO members (product_no, kind, account, account_key, pwd_hash, currency_code)
     VALUES (800000, 'registered', 'Alice', 'alice', 'h', 'USD') RETURNING id`,
  )
  const account = await one<{ id: number }>(
    `INSERT INTO withdraw_accounts (member_id, bank_code, account_name, account_no, currency_code, created_at)
     VALUES ($1, 'DEVUSDT', 'Alice', 'ACC123456', 'USDT', 1) RETURNING id`,
    [member.id],
  )
  const activity = await one<{ id: number }>(
    `INSERT INTO red_envelope_activities (product_no, title, currency_code, total, count, min_amount, starts_at,
       ends_at, created_at)
     VALUES (800000, 'Lucky', 'USD', 10, 4, 0.01, 1, 2, 1) RETURNING id`,
  )
  ids = { member: Number(member.id), account: Number(account.id), activity: Number(activity.id) }
  // What a server of that time wrote: its own hash texts, and claims without any.
  await db.query(
    `INSERT INTO deposits (member_id, request_id, request_hash, pay_type_id, provider, return_url, amount,
       currency_code, created_at)
     VALUES ($1, 'd1', '[101,"7550","USD"]', 101, 'sandbox', '', 75.5, 'USD', 1)`,
    [ids.member],
  )
  await db.query(
    `INSERT INTO collections (member_id, request_id, request_hash, pay_type_id, amount, currency_code, reference,
       receiving_bank, receiving_name, receiving_no, created_at)
     VALUES ($1, 'c1', '[203,"1200000","USDT"]', 203, 120, 'USDT', 'SBREF', 'b', 'n', 'no', 1)`,
    [ids.member],
  )
  await db.query(
    `INSERT INTO withdrawals (member_id, request_id, request_hash, account_id, amount, currency_code, created_at)
     VALUES ($1, 'w1', 'old', $2, 20.1234, 'USDT', 1)`,
    [ids.member, ids.account],
  )
  await db.query(
    `INSERT INTO loan_records (member_id, request_id, request_hash, kind, amount, currency_code, outstanding,
       created_at)
     VALUES ($1, 'l1', 'old', 'loan', 250, 'USD', 250, 1), ($1, 'l2', 'old', 'repay', 0.5, 'USD', 249.5, 2)`,
    [ids.member],
  )
  await db.query(
    `INSERT INTO red_envelope_claims (activity_id, member_id, seq, amount, request_id, created_at)
     VALUES ($1, $2, 0, 2.5, 'r1', 1)`,
    [ids.activity, ids.member],
  )
})

async function hashOf(table: string, requestId: string): Promise<string> {
  return (
    await one<{ request_hash: string }>(`SELECT request_hash FROM ${table} WHERE request_id = $1`, [
      requestId,
    ])
  ).request_hash
}

describe('6100_wallet_keys', () => {
  it("gives every wallet and loan key the server's canonical hash of its body", async () => {
    expect(await hashOf('deposits', 'd1')).toBe(
      requestHash('deposit-create', { payTypeId: 101, amount: 7550n, currencyCode: 'USD' }),
    )
    expect(await hashOf('collections', 'c1')).toBe(
      requestHash('collection-create', { payTypeId: 203, amount: 1_200_000n, currencyCode: 'USDT' }),
    )
    expect(await hashOf('withdrawals', 'w1')).toBe(
      requestHash('withdraw-create', { accountId: ids.account, amount: 201_234n, currencyCode: 'USDT' }),
    )
    expect(await hashOf('loan_records', 'l1')).toBe(
      requestHash('loan', { amount: 25_000n, currencyCode: 'USD' }),
    )
    expect(await hashOf('loan_records', 'l2')).toBe(
      requestHash('loan-repay', { amount: 50n, currencyCode: 'USD' }),
    )
  })

  it("gives a red envelope claim its activity's hash, and a new claim must carry one", async () => {
    expect(await hashOf('red_envelope_claims', 'r1')).toBe(
      requestHash('red-envelope-claim', { id: ids.activity }),
    )
    const second = await one<{ id: number }>(
      `INSERT INTO members (product_no, kind, account, account_key, pwd_hash, currency_code)
       VALUES (800000, 'registered', 'Bob', 'bob', 'h', 'USD') RETURNING id`,
    )
    await expect(
      db.query(
        `INSERT INTO red_envelope_claims (activity_id, member_id, seq, amount, request_id, created_at)
         VALUES ($1, $2, 1, 2.5, 'r2', 1)`,
        [ids.activity, second.id],
      ),
    ).rejects.toThrow(/request_hash/)
  })
})
