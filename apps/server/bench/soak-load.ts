// The soak benchmark's steady mixed load (bench/soak.ts): visitors arriving (create, login, profile), demo members
// placing singles, some of those orders cashed out (half of them partly), and match sockets following every
// match, a few of them replaced every second. Each kind runs at a fixed rate in an open loop (a tick sends its
// share without waiting for the last answers), so a server that slows down meets the same load, not a lighter one.
import { randomUUID } from 'node:crypto'
import { io, type Socket } from 'socket.io-client'
import { createTestClient, openAnswer, type TestClient, type TestSession } from '../test/support/client'
import type { Leg } from './order-clients'
import { demoMember } from './orders'

export interface SoakRates {
  /** New visitors a second, each three calls. */
  visitors: number
  orders: number
  cashOuts: number
  /** Match sockets kept connected, and how many of them are replaced a second. */
  sockets: number
  socketChurn: number
}

/** What the load did, by kind: calls answered with code 0, other answers by code, transport failures. */
export interface SoakTally {
  calls: Record<string, number>
  codes: Record<string, number>
  /** Calls or sockets that failed without an answer, by kind and error. */
  transportErrors: Record<string, number>
  /** Orders the server accepted, and orders it cashed out (wholly or partly). */
  acceptedOrders: number[]
  cashedOut: number[]
  oddsBatches: number
  socketsOpened: number
}

interface MatchList {
  list: {
    id: number
    status: string
    startTime: number
    markets: { id: number; status: string; selections: { id: number; odds: string; status: string }[] }[]
  }[]
}

const tickMs = 100
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const members = 20

/** Open selections of the latest matches of the list: far enough off to stay open through the soak. */
async function farLegs(client: TestClient, session: TestSession): Promise<Leg[]> {
  const envelope = await client.form('match/list', { status: 'upcoming', pageSize: 100 }, session)
  const { list } = openAnswer<MatchList>(envelope, session.token)
  return list
    .toSorted((a, b) => b.startTime - a.startTime)
    .slice(0, 20)
    .flatMap((match) =>
      match.markets
        .filter((market) => market.status === 'open')
        .flatMap((market) =>
          market.selections
            .filter((selection) => selection.status === 'open')
            .map((selection) => ({
              matchId: match.id,
              marketId: market.id,
              selectionId: selection.id,
              odds: selection.odds,
            })),
        ),
    )
}

function connectMatchSocket(url: string, session: TestSession, tally: SoakTally): Promise<Socket> {
  const socket = io(url, {
    path: '/match/socket',
    transports: ['websocket'],
    query: { uid: session.uid, token: session.token, realm: 'alpha', process: 'web' },
    reconnection: false,
    forceNew: true,
  })
  socket.on('odds', () => {
    tally.oddsBatches += 1
  })
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      tally.socketsOpened += 1
      socket.emit('subscribe', { matchIds: [] })
      resolve(socket)
    })
    socket.once('connect_error', reject)
  })
}

export interface SoakLoad {
  tally: SoakTally
  /** Stops sending, waits for the answers in flight and closes the sockets. */
  stop(): Promise<void>
}

export async function startSoakLoad(url: string, rates: SoakRates): Promise<SoakLoad> {
  const client = createTestClient(url)
  const tally: SoakTally = {
    calls: {},
    codes: {},
    transportErrors: {},
    acceptedOrders: [],
    cashedOut: [],
    oddsBatches: 0,
    socketsOpened: 0,
  }
  const inFlight = new Set<Promise<unknown>>()
  const failed = (kind: string, error: unknown) => {
    const key = `${kind}: ${error instanceof Error ? error.message : String(error)}`
    tally.transportErrors[key] = (tally.transportErrors[key] ?? 0) + 1
  }
  const call = async <T>(kind: string, send: () => Promise<{ code: number; data: T }>) => {
    const request = send()
    inFlight.add(request)
    try {
      const answer = await request
      const key = answer.code === 0 ? kind : `${kind} ${answer.code}`
      const counts = answer.code === 0 ? tally.calls : tally.codes
      counts[key] = (counts[key] ?? 0) + 1
      return answer.code === 0 ? answer.data : undefined
    } catch (error) {
      failed(kind, error)
      return undefined
    } finally {
      inFlight.delete(request)
    }
  }

  const bettors = await Promise.all(Array.from({ length: members }, () => demoMember(url)))
  const legs = await farLegs(client, bettors[0]!)
  if (legs.length === 0) throw new Error('soak: no open selection on the latest matches')
  const sockets = await Promise.all(
    Array.from({ length: rates.sockets }, () => connectMatchSocket(url, bettors[0]!, tally)),
  )

  const visitor = async () => {
    const created = await call<TestSession>('visitor create', () =>
      client.form('/app/api/visitor/create', { lang: 'en', uid: '', token: '' }),
    )
    if (!created) return
    await call('visitor login', () => client.form('/app/api/visitor/login', { lang: 'en' }, created))
    await call('profile', () => client.form('/app/api/member/profile', { lang: 'en' }, created))
  }
  // Accepted orders with their bettor, for the cash outs.
  const placedOrders: { id: number; session: TestSession }[] = []
  const cashedOut = new Set<number>()
  let sent = 0
  const order = async () => {
    const turn = sent++
    const session = bettors[turn % bettors.length]!
    const leg = legs[turn % legs.length]!
    const placed = await call<{ id: number; status: string }>('order', () =>
      client.nested(
        '/trade/api/order/create',
        { requestId: randomUUID(), acceptOdds: 'any', stake: '1', currencyCode: 'DEMO', legs: [leg] },
        session,
      ),
    )
    if (!placed || placed.status === 'rejected') return
    tally.acceptedOrders.push(placed.id)
    placedOrders.push({ id: placed.id, session })
    if (placedOrders.length > 200) placedOrders.splice(0, 100)
  }
  let cashed = 0
  const cashOut = async () => {
    const turn = cashed++
    // Orders of the last seconds are open; each is cashed out at most once here.
    const placed = placedOrders[placedOrders.length - 1 - (turn % 50)]
    if (!placed || cashedOut.has(placed.id)) return
    cashedOut.add(placed.id)
    const { id: orderId, session } = placed
    const quote = await call<{ quoteId: string }>('cash-out quote', () =>
      client.form('trade/api/order/cash/quote', { orderId }, session),
    )
    if (!quote) return
    const fraction = turn % 2 === 0 ? '1' : '0.50'
    const done = await call('cash out', () =>
      client.form(
        'trade/api/order/cash/out',
        { quoteId: quote.quoteId, fraction, requestId: randomUUID() },
        session,
      ),
    )
    if (done !== undefined) tally.cashedOut.push(orderId)
  }
  let replaced = 0
  const churn = async () => {
    const index = replaced++ % sockets.length
    sockets[index]?.close()
    try {
      sockets[index] = await connectMatchSocket(url, bettors[index % bettors.length]!, tally)
    } catch (error) {
      failed('socket', error)
    }
  }

  // A fixed rate in whole calls: each tick owes rate × tick and sends what is due.
  const owed = { visitors: 0, orders: 0, cashOuts: 0, socketChurn: 0 }
  const work = { visitors: visitor, orders: order, cashOuts: cashOut, socketChurn: churn }
  const timer = setInterval(() => {
    for (const kind of Object.keys(owed) as (keyof typeof owed)[]) {
      owed[kind] += (rates[kind] * tickMs) / 1000
      while (owed[kind] >= 1) {
        owed[kind] -= 1
        const running = work[kind]()
        inFlight.add(running)
        void running.finally(() => inFlight.delete(running))
      }
    }
  }, tickMs)

  return {
    tally,
    async stop() {
      clearInterval(timer)
      // Calls still unanswered after a minute are counted, not waited for.
      const drained = Promise.allSettled([...inFlight])
      const late = await Promise.race([drained.then(() => false), sleep(60_000).then(() => true)])
      if (late) tally.transportErrors['unanswered a minute after the load stopped'] = inFlight.size
      for (const socket of sockets) socket.close()
    },
  }
}
