import { describe, expect, it } from 'vitest'
import type { Database } from '../src/db'
import { isUniqueViolation } from '../src/db'
import { migratedOver } from './support/migrated-over'

/**
 * 2100_brand_tenancy on a database that already holds members from before brands: every existing row goes to the
 * first brand (800000), and accounts, principals and invitation codes become unique per brand.
 */
let db: Database

migratedOver('2100', async (opened) => {
  db = opened
  await db.query(
    `INSERT INTO members (kind, account, account_key, pwd_hash, currency_code) VALUES
       ('registered', 'Alice', 'alice', 'h', 'USD')`,
  )
  await db.query(
    `INSERT INTO members (kind, channel, principal, currency_code) VALUES ('channel', 'demo-channel', 'p1', 'USD')`,
  )
  await db.query(
    "INSERT INTO invitation_codes (code, member_id) SELECT 'ABCDEFGH', id FROM members WHERE account_key = 'alice'",
  )
  await db.query("INSERT INTO login_failures (account_key) VALUES ('alice')")
})

async function refused(sql: string): Promise<unknown> {
  try {
    await db.query(sql)
  } catch (error) {
    return error
  }
  throw new Error(`not refused: ${sql}`)
}

describe('2100_brand_tenancy', () => {
  it('moves existing members, invitation codes and login failures to the first brand', async () => {
    expect(await db.query('SELECT DISTINCT product_no FROM members')).toEqual([{ product_no: 800000 }])
    expect(await db.query('SELECT product_no FROM invitation_codes')).toEqual([{ product_no: 800000 }])
    expect(await db.query('SELECT product_no FROM login_failures')).toEqual([{ product_no: 800000 }])
  })

  it('makes accounts, principals and invitation codes unique per brand', async () => {
    await db.query(
      `INSERT INTO members (product_no, kind, account, account_key, pwd_hash, currency_code)
       VALUES (800001, 'registered', 'ALICE', 'alice', 'h', 'BRL')`,
    )
    expect(
      isUniqueViolation(
        await refused(
          `INSERT INTO members (product_no, kind, account, account_key, pwd_hash, currency_code)
           VALUES (800000, 'registered', 'alice', 'alice', 'h', 'USD')`,
        ),
      ),
    ).toBe(true)
    await db.query(
      `INSERT INTO members (product_no, kind, channel, principal, currency_code)
       VALUES (800001, 'channel', 'demo-channel', 'p1', 'BRL')`,
    )
    expect(
      isUniqueViolation(
        await refused(
          `INSERT INTO members (product_no, kind, channel, principal, currency_code)
           VALUES (800000, 'channel', 'demo-channel', 'p1', 'USD')`,
        ),
      ),
    ).toBe(true)
    await db.query(
      `INSERT INTO invitation_codes (code, member_id, product_no)
       SELECT 'abcdefgh', id, 800001 FROM members WHERE product_no = 800001 AND account_key = 'alice'`,
    )
    expect(
      isUniqueViolation(
        await refused(
          `INSERT INTO invitation_codes (code, member_id, product_no)
           SELECT 'abcdefgh', id, 800000 FROM members WHERE kind = 'channel' AND product_no = 800000`,
        ),
      ),
    ).toBe(true)
  })

  it('a new member must name its brand: the column has no default', async () => {
    const error = await refused(`INSERT INTO members (kind, currency_code) VALUES ('visitor', 'USD')`)
    expect(String((error as Error).message)).toMatch(/product_no/)
  })
})
