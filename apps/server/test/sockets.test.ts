import {
  balanceEntrySchema,
  type OddsUpdate,
  oddsUpdateSchema,
  scoreUpdateSchema,
  statusUpdateSchema,
} from '@sportsbook/sdk/protocol'
import type { Socket } from 'socket.io-client'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, type TestClient, type TestSession } from './support/client'
import { newMember, newVisitor } from './support/flows'
import { ack, closeOpenedSockets, connected, next, openSocket, type SocketKind } from './support/sockets'
import { startTestServer, type TestServer } from './support/start-server'

let server: TestServer
let client: TestClient
let visitor: TestSession

beforeAll(async () => {
  // 300 feed seconds per wall second: kick-offs, baskets and price moves every second.
  server = await startTestServer({ feedSpeed: 300 })
  client = createTestClient(server.url)
  visitor = await newVisitor(client)
})

afterEach(closeOpenedSockets)

afterAll(async () => {
  await server?.close()
})

const open = (kind: SocketKind, session: TestSession) => openSocket(server.url, kind, session)

function refusal(socket: Socket): Promise<unknown> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected with a bad token')))
    socket.once('connect_error', (error: Error & { data?: unknown }) => resolve(error.data))
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
