import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CrashEngine, crashEngineOf } from '../src/games/house/crash/crash-engine'
import { crashTimeOf, latestRound } from '../src/games/house/crash/crash-rounds'
import { crashSocket, createTestClient, house, launch, newPlayer, roundPush } from './games-support'
import type { TestClient } from './support/client'
import { sharedServer } from './support/shared-server'
import type { TestServer } from './support/start-server'

let server: TestServer
let client: TestClient
let engine: CrashEngine
let now = Date.now()

let serverNow: () => number

beforeAll(async () => {
  server = (await sharedServer()).server
  client = createTestClient(server.url)
  // The shared server's crash rounds move only by hand: this file drives them on its own clock.
  engine = crashEngineOf(server.ctx)!
  serverNow = engine.now
  engine.now = () => now
})
afterAll(() => {
  engine.now = serverNow
})

async function crashSession() {
  const player = await newPlayer(server, client, '100')
  return (await launch(client, player, '100', 102)).session
}

describe('crash round pushes', () => {
  it('pushes bets placed together in one round push, and the phase change with them', async () => {
    const sessions = await Promise.all(Array.from({ length: 5 }, crashSession))
    // A fresh betting round on the test's clock (another file may have left the rounds later on its own clock).
    for (let i = 0; i < 200; i++) {
      await engine.advance()
      const round = await latestRound(server.ctx.db)
      if (round?.phase === 'betting' && now < Number(round.betting_ends_at)) break
      if (round?.phase === 'flying') now = Math.max(now, crashTimeOf(round) ?? now) + 1
      else if (round?.phase === 'crashed') now = Math.max(now, Number(round.crashed_at)) + 4_000
      else now = Math.max(now, Number(round?.betting_ends_at ?? now))
    }
    const round = (await latestRound(server.ctx.db))!
    expect(round.phase).toBe('betting')
    const crash = await crashSocket(server, sessions[0]!)
    try {
      // The round as the socket joined comes first; the bets' pushes come after it.
      await roundPush(crash, (item) => item.id === round.id)
      const before = crash.rounds.length
      const answers = await Promise.all(
        sessions.map((session) =>
          house(server, 'crash/bet', { session, stake: '1', requestId: randomUUID() }),
        ),
      )
      expect(answers.map((answer) => answer.code)).toEqual([0, 0, 0, 0, 0])
      const gathered = await roundPush(
        crash,
        (item) => item.id === round.id && item.bets.length === 5,
        before,
      )
      // Five bets, gathered: fewer pushes than bets, the first with all five the last one heard.
      const pushed = crash.rounds.slice(before)
      expect(pushed.length).toBeLessThan(5)
      expect(pushed.at(-1)).toBe(gathered)

      const count = crash.rounds.length
      now = Number(round.betting_ends_at)
      await engine.advance()
      // A phase change goes out at once, not gathered with bets: it comes whatever the push timer does.
      const flying = await roundPush(crash, (item) => item.id === round.id && item.phase === 'flying', count)
      expect(flying.bets).toHaveLength(5)
    } finally {
      crash.socket.close()
    }
  })
})
