import { randomUUID } from 'node:crypto'
import type {
  AuditEntry,
  Collection,
  Envelope,
  OperatorCollection,
  OperatorWithdrawal,
  Page,
  UserInfo,
  Withdrawal,
  WithdrawalPayout,
} from '@sportsbook/sdk/protocol'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { setCreditLine } from '../src/loans/credit-lines'
import { createTestClient, type TestClient, type TestSession, testClientInfo } from './support/client'
import { sharedServer } from './support/shared-server'
import {
  accountBalance,
  expectCode,
  newOperator,
  newPlayer,
  newWithdrawer,
  type Player,
  type WalletServer,
  withdraw,
} from './wallet-support'

/**
 * The operator console's payout work (PROTOCOL.md section 8 and the `withdrawPayout` and `auditList` rows): the
 * full account to the member's brand's operators only, each reveal logged; a rejection needs a reason the player
 * reads; a transfer approved at another amount shows the player what was credited and why; the history of past
 * reviews and its filters.
 */
let ws: WalletServer
let otherBrand: TestClient
let png: Buffer

beforeAll(async () => {
  ws = await sharedServer()
  otherBrand = createTestClient(ws.server.url, { origin: 'http://localhost:5172' })
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()
})

async function pendingWithdrawal(player: Player & { accountId: number }, amount = '100') {
  const answer = (await withdraw(ws, player, amount)) as Envelope<Withdrawal>
  expect(answer.code, answer.msg).toBe(0)
  return answer.data
}

const payout = (session: TestSession, id: number, client = ws.client) =>
  client.form<WithdrawalPayout>('/app/api/internal/withdraw/payout', { id }, session)

const audit = (session: TestSession, client = ws.client) =>
  client.form<Page<AuditEntry>>('/app/api/internal/audit/list', { pageSize: 100 }, session)

const withdrawalsOf = (player: TestSession) =>
  ws.client.form<Page<Withdrawal>>('/app/api/withdraw/list', { pageSize: 100 }, player)

describe('a withdrawal paid out from the console', () => {
  it("shows the brand's operator the full account and the holder's name, and logs the reveal", async () => {
    const player = await newWithdrawer(ws, '1000')
    await setCreditLine(ws.server.ctx.db, player.memberId, 'USD', '100')
    const loan = await ws.client.form(
      '/app/api/loan',
      { amount: '40', currencyCode: 'USD', requestId: randomUUID() },
      player,
    )
    expect(loan.code, loan.msg).toBe(0)
    const item = await pendingWithdrawal(player, '100')
    const operator = await newOperator(ws)
    const answer = await payout(operator, item.id)
    expect(answer.code, answer.msg).toBe(0)
    const [stored] = await ws.server.ctx.db.query<{ account_no: string }>(
      'SELECT account_no FROM withdraw_accounts WHERE id = $1',
      [player.accountId],
    )
    expect(answer.data.account).toEqual({
      bankCode: 'DEVUSD',
      bankName: expect.any(String),
      accountName: 'Ann Smith',
      accountNo: stored!.account_no,
    })
    expect(answer.data.withdrawal).toMatchObject({ id: item.id, member: { memberId: player.memberId } })
    // The player's context: balances with the loan and what is held, and the recent movements.
    const usd = answer.data.member.balances.find((entry) => entry.currencyCode === 'USD')
    expect(usd).toMatchObject({
      amount: '1040.00',
      frozen: '100.00',
      loanAmount: '40.00',
      creditAmount: '100.00',
    })
    expect(answer.data.member.recentWithdrawals.map((row) => row.id)).toEqual([item.id])
    expect(answer.data.member).toMatchObject({ memberId: player.memberId, account: player.account })
    // The reveal is in the brand's audit, newest first.
    const lines = (await audit(operator)).data.list
    expect(lines[0]).toMatchObject({
      action: 'revealAccount',
      operator: { memberId: operator.memberId, account: operator.account },
      member: { memberId: player.memberId },
      subjectId: item.id,
    })
  })

  it('an operator of another brand and a player get 3004, learn nothing and leave no audit line', async () => {
    const player = await newWithdrawer(ws, '500')
    const item = await pendingWithdrawal(player, '50')
    const [before] = await ws.server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM operator_audit',
    )
    const foreign = await newOperator(ws, otherBrand)
    const refused = await payout(foreign, item.id, otherBrand)
    expectCode(refused, 3004)
    expect(JSON.stringify(refused)).not.toContain('Ann Smith')
    expectCode(await payout(player, item.id), 3004)
    expect((await audit(foreign, otherBrand)).data.list.some((line) => line.subjectId === item.id)).toBe(
      false,
    )
    expectCode(await audit(player), 3004)
    const [after] = await ws.server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM operator_audit',
    )
    expect(after!.n).toBe(before!.n)
  })

  it('a rejection needs a reason (1000 on reason, nothing moves); the player reads the reason given', async () => {
    const player = await newWithdrawer(ws, '300')
    const item = await pendingWithdrawal(player, '120')
    const operator = await newOperator(ws)
    const review = (reason?: string) =>
      ws.client.form<Withdrawal>(
        '/app/api/internal/withdraw/review',
        { id: item.id, decision: 'reject', ...(reason === undefined ? {} : { reason }) },
        operator,
      )
    expectCode(await review(), 1000, 'reason')
    expectCode(await review('   '), 1000, 'reason')
    expect(await accountBalance(ws, player.memberId, 'frozen')).toBe('120.00')
    const rejected = await review('The account holder does not match')
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'The account holder does not match' })
    expect(await accountBalance(ws, player.memberId, 'frozen')).toBe('0.00')
    const mine = (await withdrawalsOf(player)).data.list.find((row) => row.id === item.id)
    expect(mine).toMatchObject({ status: 'rejected', reason: 'The account holder does not match' })
    // Approval needs no reason.
    const second = await pendingWithdrawal(player, '20')
    const approved = await ws.client.form<Withdrawal>(
      '/app/api/internal/withdraw/review',
      { id: second.id, decision: 'approve' },
      operator,
    )
    expect(approved.data.status).toBe('approved')
  })
})

async function collectionInReview(player: Player, amount: string) {
  const created = await ws.client.form<Collection>(
    '/app/api/collection/create',
    { payTypeId: 201, amount, currencyCode: 'USD', requestId: randomUUID() },
    player,
  )
  expect(created.code, created.msg).toBe(0)
  const form = new FormData()
  for (const [key, value] of Object.entries({
    token: player.token,
    uid: player.uid,
    realm: testClientInfo.realm,
    process: testClientInfo.process,
    id: String(created.data.id),
  }))
    form.set(key, value)
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'proof.png')
  const uploaded = (await (
    await ws.client.raw('/app/api/collection/upload', { method: 'POST', body: form })
  ).json()) as Envelope<Collection>
  expect(uploaded.code, uploaded.msg).toBe(0)
  return created.data
}

describe('a bank transfer reviewed', () => {
  it('approved at another amount than declared shows the player the amount credited and the reason', async () => {
    const player = await newPlayer(ws)
    const operator = await newOperator(ws)
    const c = await collectionInReview(player, '120')
    const review = (fields: Record<string, unknown>) =>
      ws.client.form<Collection>('/app/api/internal/collection/review', { id: c.id, ...fields }, operator)
    expectCode(await review({ decision: 'reject' }), 1000, 'reason')
    await review({ decision: 'approve', amount: '110', reason: '110.00 arrived: the bank took a fee' })
    expect(await accountBalance(ws, player.memberId)).toBe('110.00')
    const mine = await ws.client.form<Page<Collection>>('/app/api/collection/order', { id: c.id }, player)
    expect(mine.data.list[0]).toMatchObject({
      amount: '120.00',
      creditedAmount: '110.00',
      status: 'approved',
      reason: '110.00 arrived: the bank took a fee',
    })
  })
})

describe('the history of past reviews', () => {
  it('filters by status, member and creation time; the queue reads oldest first, the history newest first', async () => {
    const operator = await newOperator(ws)
    const player = await newWithdrawer(ws, '1000')
    const first = await pendingWithdrawal(player, '20')
    const second = await pendingWithdrawal(player, '30')
    const third = await pendingWithdrawal(player, '40')
    for (const [item, decision, reason] of [
      [first, 'approve', ''],
      [second, 'reject', 'wrong holder'],
    ] as const) {
      const answer = await ws.client.form(
        '/app/api/internal/withdraw/review',
        { id: item.id, decision, reason },
        operator,
      )
      expect(answer.code, answer.msg).toBe(0)
    }
    const list = async (fields: Record<string, unknown>) => {
      const answer = await ws.client.form<Page<OperatorWithdrawal>>(
        '/app/api/internal/withdraw/list',
        { pageSize: 100, ...fields },
        operator,
      )
      expect(answer.code, answer.msg).toBe(0)
      return answer.data.list.map((row) => row.id)
    }
    const account = player.account.toUpperCase()
    expect(await list({ account })).toEqual([third.id, second.id, first.id])
    expect(await list({ account, status: 'rejected' })).toEqual([second.id])
    expect(await list({ account, status: 'approved' })).toEqual([first.id])
    const queue = await list({ status: 'inReview' })
    expect(queue.indexOf(third.id)).toBeGreaterThan(-1)
    expect(queue).toEqual([...queue].sort((a, b) => a - b))
    expect(await list({ account, startTime: third.createdAt })).toContain(third.id)
    expect(await list({ account, startTime: third.createdAt + 1 })).toEqual([])
    expect(await list({ account, endTime: first.createdAt })).toEqual([])
    expect(await list({ account, endTime: first.createdAt + 1 })).toContain(first.id)
    expect(await list({ account: 'nobody-here' })).toEqual([])
    const foreign = await newOperator(ws, otherBrand)
    const theirs = await otherBrand.form<Page<OperatorWithdrawal>>(
      '/app/api/internal/withdraw/list',
      { account },
      foreign,
    )
    expect(theirs.data.list).toEqual([])
    const collections = await ws.client.form<Page<OperatorCollection>>(
      '/app/api/internal/collection/list',
      { account, startTime: 0, endTime: Date.now() + 1000 },
      operator,
    )
    expect(collections.code).toBe(0)
    expectCode(
      await ws.client.form('/app/api/internal/withdraw/list', { startTime: 'yesterday' }, operator),
      1000,
      'startTime',
    )
  })

  it("user info marks the brand's operators (the site shows them the console)", async () => {
    const operator = await newOperator(ws)
    const player = await newPlayer(ws)
    const read = (session: TestSession) =>
      ws.client.form<UserInfo>('/app/api/member/profile', { lang: 'en' }, session)
    expect((await read(operator)).data.operator).toBe(true)
    expect((await read(player)).data.operator).toBe(false)
  })
})
