// The betting side of the loopback backend for the slip's tests: member limits, amount limit and order create
// (json-nested, token cipher) with idempotency by requestId, the odds policy, 2001 to 2004.
import { randomUUID } from 'node:crypto'
import type { Order } from '../../src/protocol'
import type { FakeBackend } from './fake-backend'
import { nodeDecrypt } from './node-cipher'
import type { EnvelopeReply, RecordedRequest, Reply } from './test-server'

export interface OrderAttempt {
  requestId: string
  acceptOdds: string
  stake: string
  currencyCode: string
  legs: { matchId: number; marketId: number; selectionId: number; odds: string }[]
}

export interface BetServer {
  /** Every order create that reached the server, decrypted, in order. */
  attempts: OrderAttempt[]
  /** Orders created, by requestId. */
  orders: Map<string, Order>
  /** The server's current odds per selection; a selection not listed takes the odds sent. */
  odds: Map<number, string>
  /** Selections whose market the server refuses (2003). */
  closed: Set<number>
  /** The next order creates answer this instead (after they are recorded). */
  failNext(reply: Reply, count?: number): void
  /** Answers order create after `ms`, the order made at once (the client may time out in between). */
  answerLate(ms: number, count?: number): void
  /** The member's spendable balance the server checks (2001) and the balance path answers. */
  balance: { amount: string }
  /** Answers of the amount limit path by bet (`s12`, `p12,15`); unlisted bets answer 2003. */
  amountLimits: Map<string, { min: string; max: string }>
  limitCalls: RecordedRequest[]
  /** The in-play delay: above 0, an order comes back `pending` with `acceptAt` (PROTOCOL.md section 12). */
  liveDelayMs: number
  /** Decides a pending order as the server's sweep would: `trade/api/order/list` shows it from then on. */
  decide(orderId: number, status: 'open' | 'rejected', rejectReason?: Order['rejectReason']): Order
}

const ok = (data: unknown): EnvelopeReply => ({ code: 0, msg: 'ok', data })
const fail = (code: number, msg: string, data: unknown = null): EnvelopeReply => ({ code, msg, data })

export const memberLimits = {
  currencyCode: 'USD',
  default: { min: '1.00', max: '500.00' },
  maxPayout: '2000.00',
  sports: [
    {
      sportType: 1,
      min: '1.00',
      max: '500.00',
      markets: [
        { type: '1x2', min: '2.00', max: '400.00' },
        { type: 'total', min: '1.00', max: '300.00' },
      ],
    },
    { sportType: 2, min: '5.00', max: '200.00', markets: [] },
  ],
}

function decrypted(request: RecordedRequest): Record<string, unknown> {
  const body = request.json as { token: string; data: string }
  return JSON.parse(nodeDecrypt(body.data, body.token)) as Record<string, unknown>
}

const units = (amount: string) => Math.round(Number(amount) * 100)

/** Adds the bets paths to a fake backend (the session and balance paths are the fake backend's). */
export function addBetServer(backend: FakeBackend): BetServer {
  const failures: { reply: Reply; count: number }[] = []
  let late = { ms: 0, count: 0 }
  const bets: BetServer = {
    attempts: [],
    orders: new Map(),
    odds: new Map(),
    closed: new Set(),
    failNext: (reply, count = 1) => failures.push({ reply, count }),
    answerLate: (ms, count = 1) => {
      late = { ms, count }
    },
    balance: { amount: '100.00' },
    amountLimits: new Map(),
    limitCalls: [],
    liveDelayMs: 0,
    decide(orderId, status, rejectReason = null) {
      const entry = [...bets.orders.entries()].find(([, order]) => order.id === orderId)
      if (!entry) throw new Error(`no order ${orderId}`)
      const decided: Order = {
        ...entry[1],
        status,
        rejectReason: status === 'rejected' ? rejectReason : null,
      }
      bets.orders.set(entry[0], decided)
      return decided
    },
  }
  const member = (request: RecordedRequest) => {
    const body = (request.json ?? request.form ?? {}) as { uid?: string; token?: string }
    const user = backend.users.get(String(body.uid))
    return user && user.token === body.token && user.kind !== 'visitor' ? user : undefined
  }

  backend.server.on('/trade/member/limits', (request) =>
    member(request) ? ok(memberLimits) : fail(403, 'Session expired'),
  )
  backend.server.on('/app/api/wallet/balance', (request) =>
    member(request)
      ? ok([
          {
            currencyId: 1,
            assetID: 'a1',
            currencyCode: 'USD',
            scale: 2,
            amount: bets.balance.amount,
            frozen: '0.00',
            creditAmount: '0',
            loanAmount: '0',
            status: 1,
          },
        ])
      : fail(403, 'Session expired'),
  )
  backend.server.on('/trade/api/order/amount/limit', (request) => {
    bets.limitCalls.push(request)
    const payload = decrypted(request) as unknown as Pick<OrderAttempt, 'legs'>
    const ids = payload.legs.map((leg) => leg.selectionId).sort((a, b) => a - b)
    const key = ids.length === 1 ? `s${ids[0]}` : `p${ids.join(',')}`
    const limit = bets.amountLimits.get(key)
    if (!limit) return fail(2003, 'Market unavailable')
    return ok({ currencyCode: 'USD', ...limit, maxPayout: memberLimits.maxPayout, odds: '2.00' })
  })
  backend.server.on('/trade/api/order/create', async (request) => {
    if (!member(request)) return fail(403, 'Session expired')
    const attempt = decrypted(request) as unknown as OrderAttempt
    bets.attempts.push(attempt)
    const failure = failures[0]
    if (failure) {
      failure.count -= 1
      if (failure.count === 0) failures.shift()
      return failure.reply
    }
    const delay = late.count > 0 ? late.ms : 0
    if (late.count > 0) late.count -= 1
    const answer = place(attempt)
    return delay > 0 ? { body: answer, delayMs: delay } : answer
  })

  backend.server.on('trade/api/order/list', (request) => {
    if (!member(request)) return fail(403, 'Session expired')
    const list = [...bets.orders.values()].reverse()
    return ok({ list, total: list.length, page: 1, pageSize: 20 })
  })

  function place(attempt: OrderAttempt): EnvelopeReply {
    const replay = bets.orders.get(attempt.requestId)
    if (replay) return ok(replay)
    const refused = attempt.legs.find((leg) => bets.closed.has(leg.selectionId))
    if (refused) return fail(2003, 'The market is suspended', refused)
    const current = attempt.legs.map((leg) => ({ ...leg, odds: bets.odds.get(leg.selectionId) ?? leg.odds }))
    const moved = current.some((leg, index) => {
      const sent = Number(attempt.legs[index]!.odds)
      if (attempt.acceptOdds === 'any') return false
      return attempt.acceptOdds === 'exact' ? Number(leg.odds) !== sent : Number(leg.odds) < sent
    })
    if (moved) {
      const product = current.reduce((total, leg) => total * Number(leg.odds), 1)
      return fail(2002, 'The odds changed', {
        odds: (Math.floor(product * 100) / 100).toFixed(2),
        legs: current.map((leg) => ({ ...leg, status: 'open' })),
      })
    }
    if (units(attempt.stake) > units('500.00')) {
      return fail(2004, 'Stake outside your limits', {
        currencyCode: 'USD',
        min: '1.00',
        max: '500.00',
        maxPayout: '2000.00',
        odds: '2.00',
      })
    }
    if (units(attempt.stake) > units(bets.balance.amount)) return fail(2001, 'Insufficient balance')
    bets.balance.amount = ((units(bets.balance.amount) - units(attempt.stake)) / 100).toFixed(2)
    const odds = current.reduce((total, leg) => total * Number(leg.odds), 1)
    const order: Order = {
      id: bets.orders.size + 1,
      kind: current.length === 1 ? 'single' : 'parlay',
      legs: current.map((leg) => ({
        ...leg,
        result: null,
        sportType: 1,
        leagueName: 'League',
        homeName: 'Home',
        awayName: 'Away',
        startTime: 0,
        marketType: '1x2',
        line: null,
        selectionName: 'home',
      })),
      odds: (Math.floor(odds * 100) / 100).toFixed(2),
      stake: attempt.stake,
      currencyCode: attempt.currencyCode,
      potentialReturn: ((units(attempt.stake) * Math.floor(odds * 100)) / 10000).toFixed(2),
      status: bets.liveDelayMs > 0 ? 'pending' : 'open',
      acceptAt: bets.liveDelayMs > 0 ? Date.now() + bets.liveDelayMs : null,
      rejectReason: null,
      payout: null,
      createdAt: Date.now(),
      settledAt: null,
      activityId: null,
      freeBet: false,
      requestId: attempt.requestId,
      acceptOdds: attempt.acceptOdds as Order['acceptOdds'],
      cashOutOffer: null,
      shared: false,
    }
    bets.orders.set(attempt.requestId, order)
    return ok(order)
  }
  return bets
}

/** Logs a registered member in (currency USD) through the real login path. */
export async function loginMember(
  backend: FakeBackend,
  sb: { session: { login(form: { account: string; password: string }): Promise<unknown> } },
): Promise<void> {
  const { md5x2 } = await import('../../src/crypto')
  const account = `player${randomUUID().slice(0, 6)}`
  backend.addMember(account, md5x2('secret1'))
  await sb.session.login({ account, password: 'secret1' })
}
