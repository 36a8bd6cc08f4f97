import { randomUUID } from 'node:crypto'
import { codes, type Envelope } from '@sportsbook/sdk/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import { setCreditLine } from '../src/loans/credit-lines'
import { createTestClient, pwdOf, type TestClient } from './support/client'
import { sharedServer } from './support/shared-server'
import {
  accountBalance,
  newPlayer,
  type Player,
  setWithdrawPassword,
  type WalletServer,
  withdrawPassword,
} from './wallet-support'

/**
 * The wallet's and the loans' money paths take only currencies of the member's own brand (src/requests/
 * member-currency.ts): Copa Bet (800001, Origin :5172) holds BRL and USDT, Apex Sports (800000) USD too. The Copa
 * member here holds USD credited by hand, a USD credit line and a USD withdraw account (as if made before the
 * brand's currencies were bound), so only the brand's rule refuses USD, never the balance or a missing account.
 */
let ws: WalletServer
let copa: TestClient

beforeAll(async () => {
  const { server } = await sharedServer()
  copa = createTestClient(server.url, { origin: 'http://localhost:5172' })
  ws = { server, client: copa }
})

async function copaPlayerHoldingUsd(): Promise<Player & { accountId: number }> {
  const player = await newPlayer(ws, '500', 'USD')
  await setCreditLine(ws.server.ctx.db, player.memberId, 'USD', '300')
  await setWithdrawPassword(ws, player)
  const [account] = await ws.server.ctx.db.query<{ id: number }>(
    `INSERT INTO withdraw_accounts (member_id, bank_code, account_name, account_no, currency_code, created_at)
     VALUES ($1, 'DEVUSD', 'Ann Smith', 'ACC000123456', 'USD', $2) RETURNING id`,
    [player.memberId, Date.now()],
  )
  return { ...player, accountId: Number(account!.id) }
}

function expectCurrencyRefused(answer: Envelope) {
  expect(answer, answer.msg).toMatchObject({ code: codes.INVALID_REQUEST, data: { field: 'currencyCode' } })
}

async function rowsOf(memberId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of ['deposits', 'collections', 'withdrawals', 'loan_records']) {
    const [row] = await ws.server.ctx.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ${table} WHERE member_id = $1`,
      [memberId],
    )
    counts[table] = Number(row?.n)
  }
  return counts
}

describe("wallet and loans in another brand's currency", () => {
  it('a member cannot deposit, collect, withdraw, borrow or repay in it (1000 currencyCode), nothing changes', async () => {
    const player = await copaPlayerHoldingUsd()
    const usd = (extra: Record<string, unknown>) => ({
      currencyCode: 'USD',
      requestId: randomUUID(),
      ...extra,
    })
    expectCurrencyRefused(
      await copa.form('/app/api/deposit/create', usd({ payTypeId: 101, amount: '50' }), player),
    )
    expectCurrencyRefused(
      await copa.form('/app/api/collection/create', usd({ payTypeId: 201, amount: '50' }), player),
    )
    expectCurrencyRefused(
      await copa.form(
        '/app/api/withdraw/create',
        usd({ accountId: player.accountId, amount: '50', pwd: pwdOf(withdrawPassword) }),
        player,
      ),
    )
    expectCurrencyRefused(await copa.form('/app/api/loan', usd({ amount: '50' }), player))
    expectCurrencyRefused(await copa.form('/app/api/repay', usd({ amount: '50' }), player))
    expectCurrencyRefused(
      await copa.form(
        '/app/api/withdraw/account/operate',
        {
          op: 'add',
          bankCode: 'DEVUSD',
          accountName: 'Ann Smith',
          accountNo: 'ACC000654321',
          currencyCode: 'USD',
        },
        player,
      ),
    )
    expect(await rowsOf(player.memberId)).toEqual({
      deposits: 0,
      collections: 0,
      withdrawals: 0,
      loan_records: 0,
    })
    expect(await accountBalance(ws, player.memberId, 'member', 'USD')).toBe('500.00')
    expect(await accountBalance(ws, player.memberId, 'frozen', 'USD')).toBe('0.00')
    expect(await accountBalance(ws, player.memberId, 'loan', 'USD')).toBe('0.00')
  })

  it("the same member's own currency goes through on the same paths", async () => {
    const player = await copaPlayerHoldingUsd()
    await setCreditLine(ws.server.ctx.db, player.memberId, 'BRL', '300')
    const brl = (extra: Record<string, unknown>) => ({
      currencyCode: 'BRL',
      requestId: randomUUID(),
      ...extra,
    })
    const deposit = await copa.form('/app/api/deposit/create', brl({ payTypeId: 101, amount: '50' }), player)
    expect(deposit.code, deposit.msg).toBe(0)
    const collection = await copa.form(
      '/app/api/collection/create',
      brl({ payTypeId: 201, amount: '50' }),
      player,
    )
    expect(collection.code, collection.msg).toBe(0)
    const loan = await copa.form('/app/api/loan', brl({ amount: '120' }), player)
    expect(loan.code, loan.msg).toBe(0)
    expect(await accountBalance(ws, player.memberId, 'member', 'BRL')).toBe('120.00')
    expect(await accountBalance(ws, player.memberId, 'member', 'USD')).toBe('500.00')
  })
})
