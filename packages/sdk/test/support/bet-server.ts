// The betting side of the loopback backend for the slip's tests: member limits, amount limit and order create
// (json-nested, token cipher) with idempotency by requestId, the odds policy, 2001 to 2004; a flaky proxy in front
// that drops connections for real; and a match socket.io server that pushes odds.
import { randomUUID } from 'node:crypto'
import { createServer, type Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server, type Socket } from 'socket.io'
import type { Match, Order } from '../../src/protocol'
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
      status: 'open',
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
  const { md5x2 } = await import('../../src')
  const account = `player${randomUUID().slice(0, 6)}`
  backend.addMember(account, md5x2('secret1'))
  await sb.session.login({ account, password: 'secret1' })
}

export interface FlakyProxy {
  url: string
  /** The next `count` requests to `path` lose their connection before reaching the backend. */
  dropBefore(path: string, count?: number): void
  /** The next `count` requests to `path` reach the backend, which answers, but the connection drops. */
  dropAfter(path: string, count?: number): void
  close(): Promise<void>
}

/** A real HTTP hop in front of the backend that can cut a connection, so the client sees a true network failure. */
export async function startFlakyProxy(target: string): Promise<FlakyProxy> {
  const drops = new Map<string, { when: 'before' | 'after'; count: number }>()
  const take = (path: string) => {
    const drop = drops.get(path)
    if (!drop || drop.count === 0) return null
    drop.count -= 1
    return drop.when
  }
  const server: HttpServer = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    const when = take(path)
    if (when === 'before') return void req.socket.destroy()
    const headers: Record<string, string> = {}
    if (req.headers['content-type']) headers['content-type'] = req.headers['content-type']
    try {
      const answer = await fetch(`${target}${req.url}`, {
        method: req.method,
        headers,
        ...(req.method === 'GET' ? {} : { body: Buffer.concat(chunks) }),
      })
      const body = Buffer.from(await answer.arrayBuffer())
      if (when === 'after') return void req.socket.destroy()
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' })
      res.end(body)
    } catch {
      // The backend went away (a test ended while an answer was late): so does this connection.
      req.socket.destroy()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dropBefore: (path, count = 1) => void drops.set(path, { when: 'before', count }),
    dropAfter: (path, count = 1) => void drops.set(path, { when: 'after', count }),
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

export interface MatchSocketServer {
  url: string
  io: Server
  /** The next client connection. */
  nextConnection(): Promise<Socket>
  close(): Promise<void>
}

/** A socket.io server on the match socket's path (PROTOCOL.md section 5). */
export async function startMatchSocketServer(): Promise<MatchSocketServer> {
  const http = createServer()
  const io = new Server(http, { path: '/match/socket', transports: ['websocket'] })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    io,
    nextConnection: () => new Promise((resolve) => io.once('connection', resolve)),
    async close() {
      io.disconnectSockets(true)
      await new Promise((resolve) => io.close(() => resolve(undefined)))
      http.closeAllConnections()
    },
  }
}

/** A football match with a 1X2 market (selections id*10+1..3) and a total market (id*10+4..5). */
export function footballMatch(
  id: number,
  options: {
    status?: Match['status']
    seq?: number
    odds?: [string, string, string]
    marketStatus?: Match['markets'][number]['status']
  } = {},
): Match {
  const [home, draw, away] = options.odds ?? ['1.95', '3.40', '4.10']
  const marketStatus = options.marketStatus ?? 'open'
  const selection = (
    n: number,
    name: 'home' | 'draw' | 'away' | 'over' | 'under',
    odds: string,
    marketId: number,
  ) => ({
    id: id * 10 + n,
    marketId,
    name,
    odds,
    status: marketStatus,
    result: null,
  })
  return {
    id,
    sportType: 1,
    league: { id: 1, name: 'Premier League' },
    home: { id: 1, name: `Home ${id}`, shortName: 'HOM' },
    away: { id: 2, name: `Away ${id}`, shortName: 'AWA' },
    startTime: 1_900_000_000_000,
    status: options.status ?? 'upcoming',
    score: { home: 0, away: 0 },
    clock: null,
    markets: [
      {
        id: id * 10,
        matchId: id,
        type: '1x2',
        line: null,
        main: true,
        status: marketStatus,
        selections: [
          selection(1, 'home', home, id * 10),
          selection(2, 'draw', draw, id * 10),
          selection(3, 'away', away, id * 10),
        ],
      },
      {
        id: id * 10 + 9,
        matchId: id,
        type: 'total',
        line: '2.5',
        main: true,
        status: marketStatus,
        selections: [selection(4, 'over', '1.90', id * 10 + 9), selection(5, 'under', '1.90', id * 10 + 9)],
      },
    ],
    marketCount: 2,
    seq: options.seq ?? 1,
    favorite: false,
    hot: false,
    hasStream: false,
  }
}
