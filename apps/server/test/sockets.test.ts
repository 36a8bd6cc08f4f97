import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  balanceEntrySchema,
  type OddsUpdate,
  oddsUpdateSchema,
  scoreUpdateSchema,
  statusUpdateSchema,
} from '@sportsbook/sdk/protocol'
import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, type TestClient, type TestSession } from './support/client'
import { newMember, newVisitor } from './support/flows'
import { startNodeProcess } from './support/redis-node-process'
import { startTestServer, type TestServer, testEngine } from './support/start-server'

let server: TestServer
let client: TestClient
let visitor: TestSession
const opened: Socket[] = []

beforeAll(async () => {
  // 300 feed seconds per wall second: kick-offs, baskets and price moves every second.
  server = await startTestServer({ feedSpeed: 300 })
  client = createTestClient(server.url)
  visitor = await newVisitor(client)
})

afterEach(() => {
  for (const socket of opened.splice(0)) socket.close()
})

afterAll(async () => {
  await server?.close()
})

const paths = { main: '/app/socket', match: '/match/socket' } as const

function open(kind: keyof typeof paths, session: TestSession): Socket {
  const socket = io(server.url, {
    path: paths[kind],
    transports: ['websocket'],
    query: { token: session.token, uid: session.uid, realm: 'alpha', process: 'web' },
    reconnection: false,
    forceNew: true,
  })
  opened.push(socket)
  return socket
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', (error) => reject(error))
  })
}

function refusal(socket: Socket): Promise<unknown> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected with a bad token')))
    socket.once('connect_error', (error: Error & { data?: unknown }) => resolve(error.data))
  })
}

/** The next `event` whose payload passes `test`, or a rejection after `ms`. */
function next<T>(
  socket: Socket,
  event: string,
  test: (payload: T) => boolean = () => true,
  ms = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener)
      reject(new Error(`no ${event} within ${ms} ms`))
    }, ms)
    const listener = (payload: T) => {
      if (!test(payload)) return
      clearTimeout(timer)
      socket.off(event, listener)
      resolve(payload)
    }
    socket.on(event, listener)
  })
}

function silence(socket: Socket, event: string, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const listener = () => reject(new Error(`unexpected ${event}`))
    socket.on(event, listener)
    setTimeout(() => {
      socket.off(event, listener)
      resolve()
    }, ms)
  })
}

function ack<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return socket.timeout(3000).emitWithAck(event, payload) as Promise<T>
}

describe('sockets', () => {
  it('connects to both paths with a good token', async () => {
    const main = open('main', visitor)
    const match = open('match', visitor)
    await Promise.all([connected(main), connected(match)])
    expect(main.connected && match.connected).toBe(true)
  })

  it('refuses a bad or missing token with connect_error data.code 403', async () => {
    const bad = { uid: visitor.uid, token: 'not-a-token' }
    expect(await refusal(open('main', bad))).toEqual({ code: 403 })
    expect(await refusal(open('match', bad))).toEqual({ code: 403 })
    expect(await refusal(open('main', { uid: '', token: '' }))).toEqual({ code: 403 })
    expect(await refusal(open('match', { uid: '1', token: visitor.token }))).toEqual({ code: 403 })
  })

  it('disconnects the sockets of a revoked session and refuses its token afterwards', async () => {
    const member = await newMember(client)
    const main = open('main', member)
    const match = open('match', member)
    await Promise.all([connected(main), connected(match)])
    const closed = Promise.all([next<string>(main, 'disconnect'), next<string>(match, 'disconnect')])
    expect((await client.form('/app/api/member/logout', {}, member)).code).toBe(0)
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect'])
    expect(await refusal(open('main', member))).toEqual({ code: 403 })
    expect(await refusal(open('match', member))).toEqual({ code: 403 })
  })

  it('pushes odds batches, scores and statuses of every match after an empty subscribe, seq growing per match', async () => {
    const socket = open('match', visitor)
    await connected(socket)
    expect(await ack(socket, 'subscribe', { matchIds: [] })).toEqual({ matchIds: [] })
    const seen = { odds: 0, score: 0, match: 0 }
    const shown = new Map<number, number>()
    const follow = (update: { matchId: number; seq: number }) => {
      expect(update.seq).toBeGreaterThanOrEqual(shown.get(update.matchId) ?? 0)
      shown.set(update.matchId, update.seq)
    }
    const latencies: number[] = []
    socket.on('odds', (batch: OddsUpdate[], meta: { sentAt: number }) => {
      expect(Array.isArray(batch)).toBe(true)
      for (const update of batch) follow(v.parse(oddsUpdateSchema, update))
      latencies.push(Date.now() - meta.sentAt)
      seen.odds += batch.length
    })
    socket.on('score', (update) => {
      follow(v.parse(scoreUpdateSchema, update))
      seen.score += 1
    })
    socket.on('match', (update) => {
      follow(v.parse(statusUpdateSchema, update))
      seen.match += 1
    })
    const deadline = Date.now() + 15_000
    while ((seen.odds === 0 || seen.score === 0 || seen.match === 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(seen.odds).toBeGreaterThan(0)
    expect(seen.score).toBeGreaterThan(0)
    expect(seen.match).toBeGreaterThan(0)
    expect(Math.max(...latencies)).toBeLessThan(1000)
  })

  it('follows only the subscribed matches, and a new subscribe replaces the last', async () => {
    const socket = open('match', visitor)
    await connected(socket)
    const live = await client.get<{ list: { id: number; clock: { period: string } | null }[] }>(
      'api/matchList',
      { status: 'live', sportType: 2 },
      visitor,
    )
    // A game with quarters still to play, so it keeps scoring during the test.
    const playing = live.data.list.filter((match) => ['Q1', 'Q2', 'Q3'].includes(match.clock?.period ?? ''))
    const followed = (playing[0] ?? live.data.list[0])!.id
    await ack(socket, 'subscribe', { matchIds: [followed] })
    const updates: number[] = []
    const record = (batch: OddsUpdate[]) => updates.push(...batch.map((update) => update.matchId))
    socket.on('odds', record)
    socket.on('score', (update: { matchId: number }) => updates.push(update.matchId))
    await next(socket, 'score', () => true, 10_000)
    expect(new Set(updates)).toEqual(new Set([followed]))
    expect(await ack(socket, 'subscribe', { matchIds: 'all' })).toEqual({ code: 1000, field: 'matchIds' })
    await ack(socket, 'subscribe', { matchIds: [] })
    await next<OddsUpdate[]>(
      socket,
      'odds',
      (batch) => batch.some((update) => update.matchId !== followed),
      10_000,
    )
  })

  it('sets the socket language and pushes a profile language change to every socket of the member', async () => {
    const member = await newMember(client)
    const phone = open('main', member)
    const laptop = open('main', member)
    await Promise.all([connected(phone), connected(laptop)])
    expect(await ack(phone, 'language', { lang: 'ja' })).toEqual({ lang: 'ja' })
    expect(await ack(phone, 'language', { lang: 'xx' })).toEqual({ code: 1000, field: 'lang' })
    const heard = Promise.all([next(phone, 'language'), next(laptop, 'language')])
    expect((await client.form('/app/api/member/profile/edit', { languageCode: 'ko' }, member)).code).toBe(0)
    expect(await heard).toEqual([{ lang: 'ko' }, { lang: 'ko' }])
  })

  it("pushes the member's balance entries, orders and notices to the right sockets", async () => {
    const member = await newMember(client)
    const other = await newMember(client)
    const mine = open('main', member)
    const theirs = open('main', other)
    const guest = open('main', visitor)
    await Promise.all([connected(mine), connected(theirs), connected(guest)])
    const memberId = member.user.memberId
    const balance = next<unknown>(mine, 'balance')
    await server.ctx.ledger.transferNow({
      kind: 'operator-credit',
      entries: [
        { account: { kind: 'member', memberId, currency: 'USD' }, amount: '25' },
        { account: { kind: 'external', currency: 'USD' }, amount: '-25' },
      ],
    })
    const entries = v.parse(v.array(balanceEntrySchema), await balance)
    expect(entries.find((entry) => entry.currencyCode === 'USD')?.amount).toBe('25.00')
    const order = next(mine, 'order')
    const quiet = silence(theirs, 'order', 500)
    server.ctx.bus.emit('order', { memberId, order: { id: 7, status: 'won' } })
    expect(await order).toEqual({ id: 7, status: 'won' })
    await quiet
    const notices = Promise.all([mine, theirs, guest].map((socket) => next(socket, 'notice')))
    server.ctx.bus.emit('notice', { notice: { id: 3, title: 'Maintenance tonight' } })
    expect(await notices).toEqual(Array(3).fill({ id: 3, title: 'Maintenance tonight' }))
  })
})

// Two server processes on one Redis (PROTOCOL.md section 5 with REDIS_URL; feed/leader.ts).
const redisUrl = process.env.TEST_REDIS_URL ?? ''
// Once per run: on PostgreSQL when there is one (both nodes then share it, as a real deployment does).
const twoNodeEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

describe.skipIf(redisUrl === '' || testEngine() !== twoNodeEngine)(
  'two server nodes on the Redis adapter',
  () => {
    const nodes: { url: string; child: ChildProcess }[] = []
    const cleanups: (() => Promise<void>)[] = []

    afterAll(async () => {
      for (const node of nodes) {
        if (node.child.exitCode !== null) continue
        const exited = new Promise((resolve) => node.child.once('exit', resolve))
        node.child.send({ stop: true })
        await exited
      }
      for (const cleanup of cleanups) await cleanup()
    })

    it("reaches a socket of one node with the other node's pushes, feed pushes from the leader only", async () => {
      const seed = String(100_000 + Math.floor(Math.random() * 900_000))
      const shared: Record<string, string> = { REDIS_URL: redisUrl, FEED_SEED: seed, FEED_SPEED: '60' }
      const envs: Record<string, string>[] = []
      if (process.env.TEST_DATABASE_URL) {
        const schema = `redis_nodes_${process.pid}_${Date.now().toString(36)}`
        envs.push({ ...shared, DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: schema })
        envs.push(envs[0] as Record<string, string>)
        cleanups.push(async () => {
          const pgClient = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
          await pgClient.connect()
          await pgClient.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
          await pgClient.end()
        })
      } else {
        for (const name of ['a', 'b']) {
          const dir = await mkdtemp(join(tmpdir(), `sportsbook-node-${name}-`))
          cleanups.push(() => rm(dir, { recursive: true, force: true }))
          envs.push({ ...shared, DATA_DIR: dir, PGLITE_DIR: join(dir, 'pglite') })
        }
      }
      const a = await startNodeProcess(envs[0] as Record<string, string>)
      nodes.push(a)
      const b = await startNodeProcess(envs[1] as Record<string, string>)
      nodes.push(b)
      const clientB = createTestClient(b.url)
      const guest = await newVisitor(clientB)
      const leaderOf = async (node: TestClient) => {
        const live = await node.get<{ list: { id: number }[] }>('api/matchList', { status: 'live' }, guest)
        const id = live.data.list[0]?.id
        const echo = await node.form<{ feed: { leader: boolean } }>(
          '/match/echo/match',
          { matchId: id },
          guest,
        )
        return echo.data.feed.leader
      }
      // With one database both nodes know the member; with two PGlite folders only node B does.
      if (process.env.TEST_DATABASE_URL) expect(await leaderOf(createTestClient(a.url))).toBe(true)
      expect(await leaderOf(clientB)).toBe(false)

      const socketOn = (kind: keyof typeof paths) => {
        const socket = io(b.url, {
          path: paths[kind],
          transports: ['websocket'],
          query: { token: guest.token, uid: guest.uid, realm: 'alpha', process: 'web' },
          reconnection: false,
          forceNew: true,
        })
        opened.push(socket)
        return socket
      }
      const main = socketOn('main')
      const match = socketOn('match')
      await Promise.all([connected(main), connected(match)])

      // A push made on node A (a notice, an order of this member) reaches the socket on node B, once.
      const tag = `notice-${seed}`
      const notices: unknown[] = []
      main.on('notice', (notice: { id: string }) => notice.id === tag && notices.push(notice))
      a.child.send({ emit: 'notice', payload: { notice: { id: tag, title: 'From node A' } } })
      const order = next(main, 'order')
      a.child.send({ emit: 'order', payload: { memberId: guest.user.memberId, order: { id: tag } } })
      expect(await order).toEqual({ id: tag })
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(notices).toEqual([{ id: tag, title: 'From node A' }])

      // Node B does not lead the feed: its match socket gets node A's pushes, each once.
      await ack(match, 'subscribe', { matchIds: [] })
      const received = new Map<string, number>()
      match.on('odds', (batch: OddsUpdate[]) => {
        for (const update of batch) {
          const key = `${update.selectionId}:${update.seq}:${update.odds}:${update.status}`
          received.set(key, (received.get(key) ?? 0) + 1)
        }
      })
      await next(match, 'odds', () => true, 10_000)
      await new Promise((resolve) => setTimeout(resolve, 2000))
      expect(received.size).toBeGreaterThan(0)
      expect([...received.values()].every((count) => count === 1)).toBe(true)

      // When the leader stops, node B takes the lead and its own clients keep getting odds.
      const exited = new Promise((resolve) => a.child.once('exit', resolve))
      a.child.send({ stop: true })
      await exited
      const deadline = Date.now() + 15_000
      while (!(await leaderOf(clientB)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 300))
      expect(await leaderOf(clientB)).toBe(true)
      await next(match, 'odds', () => true, 10_000)
    }, 120_000)
  },
)
