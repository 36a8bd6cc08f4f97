import { randomUUID } from 'node:crypto'
import type { CrashRound, Envelope, GameWalletEntry, LaunchAnswer, UserInfo } from '@sportsbook/sdk/protocol'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, expect } from 'vitest'
import { type CrashEngine, crashEngineOf } from '../src/games/house/crash/crash-engine'
import { crashTimeOf, latestRound } from '../src/games/house/crash/crash-rounds'
import { createTestClient, type TestClient, type TestSession } from './support/client'
import { newMember } from './support/flows'
import { ledgerBalance } from './support/ledger-checks'
import { creditMember } from './support/ledger-credits'
import { sharedServer } from './support/shared-server'
import type { TestServer } from './support/start-server'

/** A registered member with money, speaking to a real server over HTTP. */
export type Player = TestSession & { user: UserInfo; memberId: number }

export async function newPlayer(server: TestServer, client: TestClient, amount = '1000', currency = 'USD') {
  const member = await newMember(client)
  const player: Player = {
    uid: member.uid,
    token: member.token,
    user: member.user,
    memberId: member.user.memberId,
  }
  if (amount !== '0') await creditPlayer(server, player.memberId, amount, currency)
  return player
}

export function creditPlayer(server: TestServer, memberId: number, amount: string, currency = 'USD') {
  return creditMember(server.ctx.ledger, memberId, amount, currency)
}

/** One ledger account's balance at the currency's two decimals (`member`, or `game` with a ref). */
export function accountBalance(
  server: TestServer,
  memberId: number,
  kind: string,
  ref = '',
  currency = 'USD',
) {
  return ledgerBalance(server.ctx.db, memberId, { kind, currency, ref })
}

/** Launches a game (101 dice by default) with `amount` moved into the house game wallet; the url's session. */
export async function launch(client: TestClient, player: Player, amount?: string, gameId = 101) {
  const answer = await client.form<LaunchAnswer>(
    'game/play',
    { gameId, currencyCode: 'USD', amount, requestId: randomUUID() },
    player,
  )
  expect(answer.code, answer.msg).toBe(0)
  const url = new URL(answer.data.url)
  return { answer: answer.data, url, session: url.searchParams.get('session') ?? '' }
}

/** A JSON call to the built-in provider's endpoints. */
export async function house<T>(server: TestServer, path: string, body: Record<string, unknown>) {
  const response = await fetch(`${server.url}/games/house/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Envelope<T>
}

export async function houseGet<T>(server: TestServer, path: string, session: string) {
  const response = await fetch(`${server.url}/games/house/api/${path}?session=${encodeURIComponent(session)}`)
  return (await response.json()) as Envelope<T>
}

export function walletOf(list: GameWalletEntry[], provider = 'house', currency = 'USD') {
  return list.find((entry) => entry.provider === provider && entry.currencyCode === currency)
}

/** A player's socket on the crash namespace, with every `round` push it hears; rejects when refused. */
export function crashSocket(
  server: TestServer,
  session: string,
): Promise<{ socket: Socket; rounds: CrashRound[] }> {
  const socket = io(`${server.url}/games/house/crash`, {
    path: '/app/socket',
    transports: ['websocket'],
    auth: { session },
    reconnection: false,
    forceNew: true,
  })
  const rounds: CrashRound[] = []
  socket.on('round', (round: CrashRound) => rounds.push(round))
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, rounds }))
    socket.once('connect_error', reject)
  })
}

/**
 * The first `round` push from index `from` of `rounds` on that `match`es, waiting for the next pushes until one
 * does (the test's time-out bounds the wait).
 */
export function roundPush(
  crash: { socket: Socket; rounds: CrashRound[] },
  match: (round: CrashRound) => boolean,
  from = 0,
): Promise<CrashRound> {
  const heard = crash.rounds.slice(from).find(match)
  if (heard) return Promise.resolve(heard)
  return new Promise((resolve) => {
    // Registered after crashSocket's own listener, so `rounds` already holds the push when this one hears it.
    const listener = (round: CrashRound) => {
      if (!match(round)) return
      crash.socket.off('round', listener)
      resolve(round)
    }
    crash.socket.on('round', listener)
  })
}

/** A test file's hold on the shared server's crash rounds: they move only when the file says, on its clock. */
export interface CrashByHand {
  server: TestServer
  client: TestClient
  engine: CrashEngine
  /** The engine's clock, cash-outs' too: the file sets it. */
  now: number
}

/**
 * Takes the shared server's crash rounds in hand for a test file (its beforeAll and afterAll): the engine reads
 * `now` of the answer. Another file may have driven them on a clock of its own, ahead of this one: the clock
 * starts after its last round.
 */
export function crashByHand(): CrashByHand {
  const hand = { now: Date.now() } as CrashByHand
  let serverNow: () => number
  beforeAll(async () => {
    hand.server = (await sharedServer()).server
    hand.client = createTestClient(hand.server.url)
    hand.engine = crashEngineOf(hand.server.ctx)!
    serverNow = hand.engine.now
    hand.engine.now = () => hand.now
    const last = await latestRound(hand.server.ctx.db)
    if (last) {
      const over = (crashTimeOf(last) ?? Number(last.betting_ends_at)) + hand.engine.settings.pauseMs + 1
      hand.now = Math.max(hand.now, over)
    }
  })
  afterAll(() => {
    hand.engine.now = serverNow
  })
  return hand
}

/**
 * Moves the rounds on until a round takes bets at `hand.now` whose crash point is in `[min, max)` hundredths
 * (any, by default), and answers it.
 */
export async function bettingRound(hand: CrashByHand, min = 100, max = Number.MAX_SAFE_INTEGER) {
  for (let i = 0; i < 500; i++) {
    await hand.engine.advance()
    const round = await latestRound(hand.server.ctx.db)
    if (
      round?.phase === 'betting' &&
      hand.now < Number(round.betting_ends_at) &&
      round.crash_point >= min &&
      round.crash_point < max
    )
      return round
    if (round?.phase === 'flying') hand.now = Math.max(hand.now, crashTimeOf(round) ?? hand.now) + 1
    else if (round?.phase === 'crashed') hand.now = Math.max(hand.now, Number(round.crashed_at)) + 4_000
    else hand.now = Math.max(hand.now, Number(round?.betting_ends_at ?? hand.now))
  }
  throw new Error('no round with that crash point')
}

export { createTestClient }
