import { randomUUID } from 'node:crypto'
import type { Deposit, Withdrawal } from '@sportsbook/sdk/protocol'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { setCreditLine } from '../src/loans/credit-lines'
import { signatureHeaderOf } from '../src/payments/signature'
import { type BetServer, openMatches, pickOf, placeOrder } from './bets-support'
import { expectLedgerBalanced } from './support/ledger-checks'
import { useSharedServer } from './support/shared-server'
import type { Player } from './wallet-support'
import { newOperator, newWithdrawer, type WalletServer, withdraw } from './wallet-support'

/**
 * Random sequences of deposits, withdrawals, reviews, loans, repayments and bets (PROTOCOL.md section 8), each on
 * a fresh member, sometimes two at once; after each sequence the ledger's invariants hold over the whole database.
 */
const bs: BetServer = useSharedServer()
let ws: WalletServer
let operator: Player

beforeAll(async () => {
  ws = bs
  operator = await newOperator(ws)
})

const amount = fc.integer({ min: 1, max: 400 }).map(String)
const action = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 10, max: 400 }).map(String) }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    amount: fc.integer({ min: 20, max: 400 }).map(String),
  }),
  fc.record({
    kind: fc.constant('review' as const),
    pick: fc.nat(),
    decision: fc.constantFrom('approve', 'reject'),
  }),
  fc.record({ kind: fc.constantFrom('loan' as const, 'repay' as const), amount }),
  fc.record({ kind: fc.constant('bet' as const), amount: fc.integer({ min: 1, max: 100 }).map(String) }),
)

type Action = typeof action extends fc.Arbitrary<infer A> ? A : never

async function run(
  player: Player & { accountId: number },
  step: Action,
  withdrawals: number[],
): Promise<void> {
  const { client } = ws
  if (step.kind === 'deposit') {
    const d = await client.form<Deposit>(
      '/app/api/deposit/create',
      { payTypeId: 101, amount: step.amount, currencyCode: 'USD', requestId: randomUUID() },
      player,
    )
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      depositId: d.data.id,
      providerRef: new URL(d.data.payUrl).pathname.split('/').pop(),
      amount: d.data.amount,
      currencyCode: 'USD',
      created: Math.floor(Date.now() / 1000),
    })
    const header = signatureHeaderOf('development-only-sandbox-secret', body)
    const headers = { 'content-type': 'application/json', 'sportsbook-signature': header }
    // Delivered twice at once, as providers do on a retry.
    await Promise.all(
      [1, 2].map(() => client.raw('/app/api/deposit/notify/sandbox', { method: 'POST', headers, body })),
    )
  } else if (step.kind === 'withdraw') {
    const answer = await withdraw(ws, player, step.amount)
    expect([0, 2001]).toContain(answer.code)
    if (answer.code === 0) withdrawals.push((answer.data as Withdrawal).id)
  } else if (step.kind === 'review') {
    if (withdrawals.length === 0) return
    const id = withdrawals[step.pick % withdrawals.length]!
    const reviews = await Promise.all(
      [step.decision, step.decision === 'approve' ? 'reject' : 'approve'].map((decision) =>
        client.form('/app/api/internal/withdraw/review', { id, decision, reason: 'checked' }, operator),
      ),
    )
    expect(reviews.filter((answer) => answer.code === 0).length).toBeLessThanOrEqual(1)
  } else if (step.kind === 'loan' || step.kind === 'repay') {
    const answer = await client.form(
      step.kind === 'loan' ? '/app/api/loan' : '/app/api/repay',
      { amount: step.amount, currencyCode: 'USD', requestId: randomUUID() },
      player,
    )
    expect([0, 2004]).toContain(answer.code)
  } else {
    const match = openMatches(bs, (item) => item.status === 'upcoming')[0]!
    const pick = pickOf(match, match.sportType === 1 ? '1x2' : 'moneyline', 'home')
    const answer = await placeOrder(bs, player, { stake: step.amount, legs: [pick], acceptOdds: 'any' })
    expect([0, 2001, 2004]).toContain(answer.code)
  }
}

async function expectInvariants(): Promise<void> {
  const { db } = ws.server.ctx
  await expectLedgerBalanced(db)
  // The display balance and what is frozen never fall below zero; a loan account never owes the member.
  expect(
    await db.query(
      `SELECT id FROM ledger_accounts WHERE (kind IN ('member', 'frozen') AND balance < 0) OR (kind = 'loan' AND balance > 0)`,
    ),
  ).toEqual([])
  // No hold both posted and voided; a reviewed one resolved exactly once as its status says; frozen = holds open.
  expect(
    await db.query(
      `SELECT w.id FROM withdrawals w
       LEFT JOIN ledger_transfers t ON t.memo = 'withdrawal:' || w.id AND t.kind IN ('withdrawal-post', 'withdrawal-void')
       GROUP BY w.id, w.status
       HAVING count(t.id) <> CASE WHEN w.status = 'inReview' THEN 0 ELSE 1 END
          OR bool_or(t.kind = 'withdrawal-post') IS DISTINCT FROM CASE w.status WHEN 'approved' THEN true WHEN 'rejected' THEN false END`,
    ),
  ).toEqual([])
  expect(
    await db.query(
      `SELECT a.member_id FROM ledger_accounts a
       LEFT JOIN (SELECT member_id, currency_code, sum(amount) AS held FROM withdrawals WHERE status = 'inReview'
                  GROUP BY member_id, currency_code) w ON w.member_id = a.member_id AND w.currency_code = a.currency_code
       WHERE a.kind = 'frozen' AND a.balance <> COALESCE(w.held, 0)`,
    ),
  ).toEqual([])
  // The loan account owes what the last record says is outstanding.
  expect(
    await db.query(
      `SELECT a.member_id FROM ledger_accounts a
       JOIN LATERAL (SELECT outstanding FROM loan_records r WHERE r.member_id = a.member_id
                     AND r.currency_code = a.currency_code ORDER BY id DESC LIMIT 1) r ON true
       WHERE a.kind = 'loan' AND -a.balance <> r.outstanding`,
    ),
  ).toEqual([])
}

describe('the wallet ledger under random sequences', () => {
  it('keeps every invariant', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(action, { minLength: 1, maxLength: 10 }),
        fc.boolean(),
        async (steps, pairwise) => {
          const player = await newWithdrawer(ws, '200')
          await setCreditLine(ws.server.ctx.db, player.memberId, 'USD', '250')
          const withdrawals: number[] = []
          if (pairwise) {
            for (let index = 0; index < steps.length; index += 2) {
              await Promise.all(steps.slice(index, index + 2).map((step) => run(player, step, withdrawals)))
            }
          } else {
            for (const step of steps) await run(player, step, withdrawals)
          }
          await expectInvariants()
        },
      ),
      { numRuns: 12 },
    )
  }, 300_000)
})
