import { randomUUID } from 'node:crypto'
import {
  type Collection,
  codes,
  type Deposit,
  type Envelope,
  type LoanRecord,
  type RedEnvelopeClaim,
  type Withdrawal,
} from '@sportsbook/sdk/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import { setCreditLine } from '../src/loans/credit-lines'
import { type EnvelopeRig, envelopeRig } from './red-envelopes-support'
import type { TestSession } from './support/client'
import {
  accountBalance,
  credit,
  newPlayer,
  newWithdrawer,
  type WalletServer,
  withdraw,
} from './wallet-support'

/**
 * The wallet's, the loans' and the red envelopes' money paths with one key sent 20 times at once (PROTOCOL.md
 * sections 8 and 10, src/requests/): one row, one movement, every answer that row; the key with another body is
 * 2005 and changes nothing. On PostgreSQL the requests truly race (a pool of connections).
 */
let rig: EnvelopeRig
let ws: WalletServer

beforeAll(async () => {
  rig = await envelopeRig()
  ws = { server: rig.server, client: rig.client }
})

async function twenty<T>(send: () => Promise<Envelope<T>>): Promise<T> {
  const answers = await Promise.all(Array.from({ length: 20 }, send))
  expect(answers.map((answer) => answer.code)).toEqual(Array(20).fill(0))
  for (const answer of answers) expect(answer.data).toEqual(answers[0]!.data)
  return answers[0]!.data
}

async function rowsOf(table: string, memberId: number): Promise<number> {
  const [row] = await ws.server.ctx.db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM ${table} WHERE member_id = $1`,
    [memberId],
  )
  return Number(row?.n)
}

async function transfersOf(memberId: number, kind: string): Promise<number> {
  const [row] = await ws.server.ctx.db.query<{ n: string }>(
    `SELECT count(DISTINCT t.id)::text AS n FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
     JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = $1 AND t.kind = $2`,
    [memberId, kind],
  )
  return Number(row?.n)
}

function send<T>(path: string, body: Record<string, unknown>, session: TestSession) {
  return ws.client.form<T>(path, body, session)
}

describe('one key x20 at once on the wallet, loan and red envelope paths', () => {
  it('a deposit is opened once, with one payment at the provider; another amount is 2005', async () => {
    const player = await newPlayer(ws)
    const body = { payTypeId: 101, amount: '75', currencyCode: 'USD', requestId: randomUUID() }
    const deposit = await twenty(() => send<Deposit>('/app/api/deposit/create', body, player))
    expect(deposit).toMatchObject({ amount: '75.00', status: 'pending', requestId: body.requestId })
    expect(await rowsOf('deposits', player.memberId)).toBe(1)
    const [payments] = await ws.server.ctx.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM sandbox_payments WHERE deposit_id = $1',
      [deposit.id],
    )
    expect(payments?.n).toBe('1')
    const other = await send('/app/api/deposit/create', { ...body, amount: '76' }, player)
    expect(other.code).toBe(codes.IDEMPOTENCY_CONFLICT)
    expect(await rowsOf('deposits', player.memberId)).toBe(1)
  })

  it('a collection is opened once with one reference; another amount is 2005', async () => {
    const player = await newPlayer(ws)
    const body = { payTypeId: 201, amount: '120', currencyCode: 'USD', requestId: randomUUID() }
    const collection = await twenty(() => send<Collection>('/app/api/collection/create', body, player))
    expect(collection).toMatchObject({ amount: '120.00', status: 'awaitingProof' })
    expect(await rowsOf('collections', player.memberId)).toBe(1)
    const other = await send('/app/api/collection/create', { ...body, amount: '121' }, player)
    expect(other.code).toBe(codes.IDEMPOTENCY_CONFLICT)
    expect(await rowsOf('collections', player.memberId)).toBe(1)
  })

  it('a withdrawal freezes once; another amount is 2005', async () => {
    const player = await newWithdrawer(ws, '300')
    const requestId = randomUUID()
    const withdrawal = await twenty(
      () => withdraw(ws, player, '100', { requestId }) as Promise<Envelope<Withdrawal>>,
    )
    expect(withdrawal).toMatchObject({ amount: '100.00', status: 'inReview' })
    expect(await rowsOf('withdrawals', player.memberId)).toBe(1)
    expect(await transfersOf(player.memberId, 'withdrawal-hold')).toBe(1)
    expect(await accountBalance(ws, player.memberId)).toBe('200.00')
    expect(await accountBalance(ws, player.memberId, 'frozen')).toBe('100.00')
    expect((await withdraw(ws, player, '101', { requestId })).code).toBe(codes.IDEMPOTENCY_CONFLICT)
    expect(await accountBalance(ws, player.memberId, 'frozen')).toBe('100.00')
  })

  it('a loan moves once; another amount, or the key on repay, is 2005', async () => {
    const player = await newPlayer(ws)
    await setCreditLine(ws.server.ctx.db, player.memberId, 'USD', '500')
    const body = { amount: '150', currencyCode: 'USD', requestId: randomUUID() }
    const loan = await twenty(() => send<LoanRecord>('/app/api/loan', body, player))
    expect(loan).toMatchObject({ kind: 'loan', amount: '150.00', outstanding: '150.00' })
    expect(await rowsOf('loan_records', player.memberId)).toBe(1)
    expect(await transfersOf(player.memberId, 'loan')).toBe(1)
    expect(await accountBalance(ws, player.memberId)).toBe('150.00')
    expect((await send('/app/api/loan', { ...body, amount: '151' }, player)).code).toBe(
      codes.IDEMPOTENCY_CONFLICT,
    )
    expect((await send('/app/api/repay', body, player)).code).toBe(codes.IDEMPOTENCY_CONFLICT)
    expect(await accountBalance(ws, player.memberId, 'loan')).toBe('-150.00')
  })

  it('a repayment moves once; another amount is 2005', async () => {
    const player = await newPlayer(ws)
    await setCreditLine(ws.server.ctx.db, player.memberId, 'USD', '500')
    const lent = await send(
      '/app/api/loan',
      { amount: '200', currencyCode: 'USD', requestId: randomUUID() },
      player,
    )
    expect(lent.code, lent.msg).toBe(0)
    await credit(ws, player.memberId, '50')
    const body = { amount: '80', currencyCode: 'USD', requestId: randomUUID() }
    const repaid = await twenty(() => send<LoanRecord>('/app/api/repay', body, player))
    expect(repaid).toMatchObject({ kind: 'repay', amount: '80.00', outstanding: '120.00' })
    expect(await transfersOf(player.memberId, 'loan-repay')).toBe(1)
    expect(await accountBalance(ws, player.memberId)).toBe('170.00')
    expect((await send('/app/api/repay', { ...body, amount: '81' }, player)).code).toBe(
      codes.IDEMPOTENCY_CONFLICT,
    )
    expect(await accountBalance(ws, player.memberId, 'loan')).toBe('-120.00')
  })

  it('a red envelope claim is paid once; the key for another activity is 2005', async () => {
    const created = await rig.create({ total: '10', count: 4 })
    const [member] = await rig.quickMembers(1)
    const requestId = randomUUID()
    const claim = await twenty<RedEnvelopeClaim>(() => rig.claim(member!, created.data.id, requestId))
    expect(claim.activity).toMatchObject({ id: created.data.id, remaining: 3, claimed: claim.amount })
    expect(await transfersOf(member!.memberId, 'red-envelope-claim')).toBe(1)
    expect(await accountBalance(ws, member!.memberId)).toBe(claim.amount)
    const other = await rig.create({ total: '10', count: 4 })
    expect((await rig.claim(member!, other.data.id, requestId)).code).toBe(codes.IDEMPOTENCY_CONFLICT)
    expect(await rig.escrowBalance(other.data.id)).toBe('10.00')
    expect(await accountBalance(ws, member!.memberId)).toBe(claim.amount)
  })
})
