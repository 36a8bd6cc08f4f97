import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server, type Socket } from 'socket.io'
import { type Socket as ClientSocket, io as connect } from 'socket.io-client'
import { afterEach, describe, expect, it } from 'vitest'
import type { OddsUpdate } from '../matches/book'
import { BrandOdds } from '../ops/risk/brand-odds'
import { RiskSuspensions } from '../ops/risk/suspensions'
import { eventPacket, type Followed, fanOutOdds, oddsPerEvent } from './odds-fan-out'

// fanOutOdds through a real socket.io server and client on loopback: what each client receives as `odds` events.

const odds = (matchId: number, selectionId: number, seq = 1): OddsUpdate => ({
  seq,
  matchId,
  marketId: matchId * 10,
  selectionId,
  odds: '2.00',
  status: 'open',
})

interface Harness {
  io: Server
  clients: ClientSocket[]
  /** Each server socket, in the order its client connected. */
  sockets: Socket[]
  received: { events: OddsUpdate[][]; sentAt: number[] }[]
}

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

/** A socket.io server with `brands.length` clients, the n-th of brand `brands[n]`, each recording its odds events. */
async function harness(brands: number[], namespace = '/'): Promise<Harness> {
  const http = createServer()
  const io = new Server(http, { transports: ['websocket'] })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const { port } = http.address() as AddressInfo
  const sockets: Socket[] = []
  io.of(namespace).on('connection', (socket) => {
    socket.data = { brand: Number(socket.handshake.auth.brand) }
    sockets.push(socket)
  })
  const clients: ClientSocket[] = []
  const received: Harness['received'] = []
  for (const brand of brands) {
    const client = connect(`http://127.0.0.1:${port}${namespace}`, {
      transports: ['websocket'],
      auth: { brand },
      forceNew: true,
    })
    const record = { events: [] as OddsUpdate[][], sentAt: [] as number[] }
    client.on('odds', (batch: OddsUpdate[], meta: { sentAt: number }) => {
      record.events.push(batch)
      record.sentAt.push(meta.sentAt)
    })
    received.push(record)
    clients.push(client)
    await new Promise<void>((resolve) => client.once('connect', () => resolve()))
  }
  closers.push(async () => {
    for (const client of clients) client.close()
    await io.close()
  })
  return { io, clients, sockets, received }
}

/** Waits until every client has heard its last event: a ping answered after the odds comes after them. */
async function drained(h: Harness): Promise<void> {
  await Promise.all(h.clients.map((client) => client.timeout(5000).emitWithAck('drained')))
}

function answerPings(h: Harness) {
  for (const socket of h.sockets) socket.on('drained', (ack: () => void) => ack())
}

const none = new BrandOdds(new RiskSuspensions(), [])

describe('eventPacket', () => {
  it('is what emit writes for the same event and arguments, on the root and on a namespace', async () => {
    for (const namespace of ['/', '/match']) {
      const h = await harness([1], namespace)
      answerPings(h)
      const [socket] = h.sockets
      const items = [odds(1, 11), odds(1, 12)]
      socket!.conn.write(eventPacket(namespace, 'odds', [JSON.stringify(items), '{"sentAt":5}']))
      socket!.emit('odds', items, { sentAt: 5 })
      await drained(h)
      expect(h.received[0]!.events).toEqual([items, items])
      expect(h.received[0]!.sentAt).toEqual([5, 5])
    }
  })
})

describe('fanOutOdds', () => {
  it('writes each socket one event with the odds of the matches it follows, each match in order, and nothing to the others', async () => {
    const h = await harness([1, 1, 1, 1])
    answerPings(h)
    const followed = new Map<Socket, Followed>([
      [h.sockets[0]!, new Set([3, 2, 1])],
      [h.sockets[1]!, new Set([2])],
      [h.sockets[2]!, new Set([3, 9])],
    ])
    const batch = [odds(1, 11, 1), odds(2, 21, 1), odds(1, 12, 2), odds(3, 31, 1)]
    const before = Date.now()
    fanOutOdds(h.sockets, (socket) => followed.get(socket), batch, none)
    await drained(h)
    expect(h.received[0]!.events).toEqual([[odds(1, 11, 1), odds(1, 12, 2), odds(2, 21, 1), odds(3, 31, 1)]])
    expect(h.received[1]!.events).toEqual([[odds(2, 21, 1)]])
    expect(h.received[2]!.events).toEqual([[odds(3, 31, 1)]])
    // Not subscribed yet: nothing.
    expect(h.received[3]!.events).toEqual([])
    expect(h.received[0]!.sentAt[0]).toBeGreaterThanOrEqual(before)
  })

  it("shows a brand's suspended selections suspended to its sockets only", async () => {
    const h = await harness([1, 2])
    answerPings(h)
    const suspensions = new RiskSuspensions()
    suspensions.replace(2, 'USD', null, [{ matchId: 1, marketId: 10, selectionId: 11 }])
    const batch = [odds(1, 11), odds(1, 12), odds(2, 21)]
    fanOutOdds(h.sockets, () => new Set([1, 2]), batch, new BrandOdds(suspensions, batch))
    await drained(h)
    expect(h.received[0]!.events).toEqual([batch])
    expect(h.received[1]!.events).toEqual([
      [{ ...odds(1, 11), status: 'suspended' }, odds(1, 12), odds(2, 21)],
    ])
  })

  it(`leaves a socket's odds past ${oddsPerEvent} items in several events, a match's items in order`, async () => {
    const h = await harness([1])
    answerPings(h)
    const batch = [
      ...Array.from({ length: oddsPerEvent - 10 }, (_, index) => odds(1, 1000 + index)),
      ...Array.from({ length: oddsPerEvent + 5 }, (_, index) => odds(2, 100_000 + index)),
    ]
    fanOutOdds(h.sockets, () => new Set([1, 2]), batch, none)
    await drained(h)
    const events = h.received[0]!.events
    expect(events.every((event) => event.length <= oddsPerEvent)).toBe(true)
    expect(events.flat()).toEqual(batch)
    expect(events).toHaveLength(3)
  })

  it('writes nothing for an empty batch', async () => {
    const h = await harness([1])
    answerPings(h)
    fanOutOdds(h.sockets, () => new Set([1]), [], none)
    await drained(h)
    expect(h.received[0]!.events).toEqual([])
  })
})
