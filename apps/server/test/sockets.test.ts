import {
  balanceEntrySchema,
  type OddsUpdate,
  oddsUpdateSchema,
  scoreUpdateSchema,
  statusUpdateSchema,
} from '@sportsbook/sdk/protocol/schemas'
import type { Socket } from 'socket.io-client'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../src/feed/clock'
import type { MatchPlan } from '../src/feed/plan'
import { type FeedRuntime, matchesOf } from '../src/feed/runtime'
import type { FeedSimulator } from '../src/feed/simulator'
import { createTestClient, type TestClient, type TestSession } from './support/client'
import { newMember, newVisitor } from './support/flows'
import { creditMember } from './support/ledger-credits'
import { ack, closeOpenedSockets, connected, next, openSocket, type SocketKind } from './support/sockets'
import { startTestServer, type TestServer } from './support/start-server'

let server: TestServer
let client: TestClient
let visitor: TestSession
let clock: ManualClock
let runtime: FeedRuntime
let simulator: FeedSimulator

beforeAll(async () => {
  // The feed moves only when a test steps its clock: every push below follows a step the test made.
  clock = new ManualClock(Date.now())
  server = await startTestServer({ feedSpeed: 1 }, { feed: { clock, manual: true, flushMs: 3_600_000 } })
  runtime = matchesOf(server.ctx)
  simulator = runtime.feed as FeedSimulator
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

/** Moves the feed to `time` and brings every match up to it, as the simulator's timer would. */
function feedTo(time: number): void {
  if (time > clock.now()) clock.set(time)
  simulator.tick()
}

/**
 * Upcoming football matches that will be played (not cancelled) with a goal, earliest kick-off first. Football: a
 * goal suspends its markets at once, so the goal's step moves prices too; a basketball match's first basket comes
 * within its first half-minute of prices, which then stay as they are.
 */
function comingPlans(): MatchPlan[] {
  return runtime.book
    .all()
    .filter((match) => match.status === 'upcoming')
    .map((match) => simulator.plan(match.id))
    .filter(
      (plan): plan is MatchPlan =>
        plan !== null && plan.sportType === 1 && plan.cancelAt === null && plan.scoring.length > 0,
    )
    .sort((a, b) => a.kickoff - b.kickoff)
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
    socket.on('odds', (batch: OddsUpdate[]) => {
      expect(Array.isArray(batch)).toBe(true)
      for (const update of batch) follow(v.parse(oddsUpdateSchema, update))
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
    const plan = comingPlans()[0]!
    const matchId = plan.fixture.id
    const kickedOff = next<{ matchId: number; status: string }>(
      socket,
      'match',
      (update) => update.matchId === matchId && update.status === 'live',
    )
    feedTo(plan.kickoff + 1000)
    await kickedOff
    // A goal moves the score and the match's prices (a football match's markets are suspended a while).
    const scored = next<{ matchId: number; score: { home: number; away: number } }>(
      socket,
      'score',
      (update) => update.matchId === matchId && update.score.home + update.score.away > 0,
    )
    const repriced = next<OddsUpdate[]>(socket, 'odds', (batch) =>
      batch.some((update) => update.matchId === matchId),
    )
    feedTo(plan.scoring[0]!.at + 1000)
    await Promise.all([scored, repriced])
    expect(seen.odds).toBeGreaterThan(0)
    expect(seen.score).toBeGreaterThan(0)
    expect(seen.match).toBeGreaterThan(0)
  })

  it('follows only the subscribed matches, and a new subscribe replaces the last', async () => {
    const socket = open('match', visitor)
    await connected(socket)
    // Two matches that both change in one step of the feed: the followed one scores, the other kicks off.
    const plans = comingPlans()
    const followedPlan = plans[0]!
    const otherPlan = plans.find((plan) => plan.kickoff > followedPlan.kickoff + 1000)!
    const followed = followedPlan.fixture.id
    const other = otherPlan.fixture.id
    feedTo(followedPlan.kickoff + 1000)
    await ack(socket, 'subscribe', { matchIds: [followed] })
    const updates: number[] = []
    const record = (batch: OddsUpdate[]) => updates.push(...batch.map((update) => update.matchId))
    socket.on('odds', record)
    socket.on('match', (update: { matchId: number }) => updates.push(update.matchId))
    socket.on('score', (update: { matchId: number }) => updates.push(update.matchId))
    const scored = next<{ matchId: number }>(socket, 'score', (update) => update.matchId === followed)
    feedTo(Math.max(followedPlan.scoring[0]!.at, otherPlan.kickoff) + 1000)
    await scored
    // The step's pushes leave together; anything of the other match would be here before this answer.
    expect(await ack(socket, 'subscribe', { matchIds: 'all' })).toEqual({ code: 1000, field: 'matchIds' })
    expect(runtime.book.get(other)?.status).not.toBe('upcoming')
    expect(new Set(updates)).toEqual(new Set([followed]))
    await ack(socket, 'subscribe', { matchIds: [] })
    const nextKickOff = comingPlans()[0]!
    const kickedOff = next<{ matchId: number }>(
      socket,
      'match',
      (update) => update.matchId === nextKickOff.fixture.id,
    )
    feedTo(nextKickOff.kickoff + 1000)
    await kickedOff
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
    await creditMember(server.ctx.ledger, memberId, '25')
    const entries = v.parse(v.array(balanceEntrySchema), await balance)
    expect(entries.find((entry) => entry.currencyCode === 'USD')?.amount).toBe('25.00')
    const order = next(mine, 'order')
    const theirOrders: unknown[] = []
    theirs.on('order', (pushed: unknown) => theirOrders.push(pushed))
    server.ctx.bus.emit('order', { memberId, order: { id: 7, status: 'won' } })
    expect(await order).toEqual({ id: 7, status: 'won' })
    const notices = Promise.all([mine, theirs, guest].map((socket) => next(socket, 'notice')))
    server.ctx.bus.emit('notice', { notice: { id: 3, title: 'Maintenance tonight' } })
    expect(await notices).toEqual(Array(3).fill({ id: 3, title: 'Maintenance tonight' }))
    // One socket's pushes arrive in the order they were sent: an order for them would have come before the notice.
    expect(theirOrders).toEqual([])
  })
})
