import { randomUUID } from 'node:crypto'
import type { Deposit, Withdrawal } from '@sportsbook/sdk/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import { setCreditLine } from '../src/loans/credit-lines'
import { signatureHeaderOf } from '../src/payments/signature'
import { type BetServer, expectLedgerBalanced, openMatches, pickOf, placeOrder } from './bets-support'
import { useSharedServer } from './support/shared-server'
import {
  accountBalance,
  newOperator,
  newPlayer,
  newWithdrawer,
  type WalletServer,
  withdraw,
} from './wallet-support'

/**
 * Money paths hit at the same moment. On PostgreSQL these run truly in parallel (a pool of connections); on
 * PGlite (one connection) they interleave at statement boundaries. Either way the outcome must be the same.
 */
const bs: BetServer = useSharedServer()
let ws: WalletServer

beforeAll(async () => {
  ws = bs
})

function codesOf(answers: { code: number }[]) {
  const counts: Record<number, number> = {}
  for (const answer of answers) counts[answer.code] = (counts[answer.code] ?? 0) + 1
  return counts
}

// Many requests each, on a 2-core machine shared with other work: a minute or two on PGlite.
const raceTimeout = 180_000

describe('races', () => {
  it(
    '20 withdrawals of the full balance at once: exactly one is accepted',
    async () => {
      const player = await newWithdrawer(ws, '500')
      const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(ws, player, '500')))
      expect(codesOf(answers)).toEqual({ 0: 1, 2001: 19 })
      expect(await accountBalance(ws, player.memberId)).toBe('0.00')
      expect(await accountBalance(ws, player.memberId, 'frozen')).toBe('500.00')
      await expectLedgerBalanced(bs)
    },
    raceTimeout,
  )

  it(
    'one withdrawal and 50 bets at once never overdraw',
    async () => {
      const player = await newWithdrawer(ws, '100')
      const match = openMatches(bs, (item) => item.status === 'upcoming')[0]!
      const pick = pickOf(match, match.sportType === 1 ? '1x2' : 'moneyline', 'home')
      const bets = Array.from({ length: 50 }, () =>
        placeOrder(bs, player, { stake: '10', legs: [pick], acceptOdds: 'any' }),
      )
      const [withdrawal, ...placed] = await Promise.all([withdraw(ws, player, '60'), ...bets])
      const staked = placed.filter((answer) => answer.code === 0).length * 10
      const withdrawn = withdrawal!.code === 0 ? 60 : 0
      expect(withdrawn + staked).toBeLessThanOrEqual(100)
      expect(placed.every((answer) => answer.code === 0 || answer.code === 2001)).toBe(true)
      expect(Number(await accountBalance(ws, player.memberId))).toBe(100 - withdrawn - staked)
      await expectLedgerBalanced(bs)
    },
    raceTimeout,
  )

  it(
    '20 deliveries of one notification at once credit once',
    async () => {
      const player = await newPlayer(ws)
      const d = (
        await ws.client.form<Deposit>(
          '/app/api/deposit/create',
          { payTypeId: 101, amount: '75', currencyCode: 'USD', requestId: randomUUID() },
          player,
        )
      ).data
      const body = JSON.stringify({
        id: `evt_${randomUUID()}`,
        type: 'payment.succeeded',
        depositId: d.id,
        providerRef: new URL(d.payUrl).pathname.split('/').pop(),
        amount: '75.00',
        currencyCode: 'USD',
        created: Math.floor(Date.now() / 1000),
      })
      const header = signatureHeaderOf('development-only-sandbox-secret', body)
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          ws.client.raw('/app/api/deposit/notify/sandbox', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'sportsbook-signature': header },
            body,
          }),
        ),
      )
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200))
      expect(await accountBalance(ws, player.memberId)).toBe('75.00')
      await expectLedgerBalanced(bs)
    },
    raceTimeout,
  )

  it(
    'reviews racing: one wins, every other is 1006, the hold moves once',
    async () => {
      const operator = await newOperator(ws)
      const player = await newWithdrawer(ws, '300')
      const w = (await withdraw(ws, player, '100')).data as Withdrawal
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          ws.client.form<Withdrawal>(
            '/app/api/internal/withdraw/review',
            { id: w.id, decision: index % 2 ? 'approve' : 'reject', reason: 'checked' },
            operator,
          ),
        ),
      )
      expect(codesOf(answers)).toEqual({ 0: 1, 1006: 9 })
      const winner = answers.find((answer) => answer.code === 0)!.data.status
      expect(await accountBalance(ws, player.memberId, 'frozen')).toBe('0.00')
      expect(await accountBalance(ws, player.memberId)).toBe(winner === 'approved' ? '200.00' : '300.00')
      const moves = await ws.server.ctx.db.query('SELECT id FROM ledger_transfers WHERE memo = $1', [
        `withdrawal:${w.id}`,
      ])
      expect(moves).toHaveLength(2)
      await expectLedgerBalanced(bs)
    },
    raceTimeout,
  )

  it(
    'one requestId sent 10 times at once writes one withdrawal and freezes once',
    async () => {
      const player = await newWithdrawer(ws, '300')
      const requestId = randomUUID()
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => withdraw(ws, player, '100', { requestId })),
      )
      expect(codesOf(answers)).toEqual({ 0: 10 })
      expect(new Set(answers.map((answer) => (answer.data as Withdrawal).id)).size).toBe(1)
      expect(await accountBalance(ws, player.memberId, 'frozen')).toBe('100.00')
    },
    raceTimeout,
  )

  it(
    '10 loans of the whole credit line at once: one is accepted',
    async () => {
      const player = await newPlayer(ws)
      await setCreditLine(ws.server.ctx.db, player.memberId, 'USD', '250')
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          ws.client.form(
            '/app/api/loan',
            { amount: '250', currencyCode: 'USD', requestId: randomUUID() },
            player,
          ),
        ),
      )
      expect(codesOf(answers)).toEqual({ 0: 1, 2004: 9 })
      expect(await accountBalance(ws, player.memberId)).toBe('250.00')
      expect(await accountBalance(ws, player.memberId, 'loan')).toBe('-250.00')
      await expectLedgerBalanced(bs)
    },
    raceTimeout,
  )
})
