import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { OddsUpdate } from '@sportsbook/sdk/protocol'
import pg from 'pg'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createTestClient, type TestClient } from './support/client'
import { newVisitor } from './support/flows'
import { type NodeProcess, startNodeProcess } from './support/redis-node-process'
import { ack, closeOpenedSockets, connected, next, openSocket } from './support/sockets'
import { testEngine } from './support/start-server'

afterEach(closeOpenedSockets)

// Two server processes on one Redis (PROTOCOL.md section 5 with REDIS_URL; feed/leader.ts).
const redisUrl = process.env.TEST_REDIS_URL ?? ''
// Once per run: on PostgreSQL when there is one (both nodes then share it, as a real deployment does).
const twoNodeEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

describe.skipIf(redisUrl === '' || testEngine() !== twoNodeEngine)(
  'two server nodes on the Redis adapter',
  () => {
    const nodes: NodeProcess[] = []
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

      const main = openSocket(b.url, 'main', guest)
      const match = openSocket(b.url, 'match', guest)
      await Promise.all([connected(main), connected(match)])

      // A push made on node A (a notice, an order of this member) reaches the socket on node B, once.
      const tag = `notice-${seed}`
      const notices: unknown[] = []
      main.on('notice', (notice: { id: string }) => notice.id === tag && notices.push(notice))
      a.child.send({ emit: 'notice', payload: { notice: { id: tag, title: 'From node A' } } })
      const order = next(main, 'order')
      a.child.send({ emit: 'order', payload: { memberId: guest.user.memberId, order: { id: tag } } })
      expect(await order).toEqual({ id: tag })
      // Node A's pushes reach this socket in the order A sent them: a second copy would come before this one.
      const closing = next<{ id: string }>(main, 'notice', (notice) => notice.id === `${tag}-last`)
      a.child.send({ emit: 'notice', payload: { notice: { id: `${tag}-last`, title: 'Last' } } })
      await closing
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
      // The waits are long for a feed that moves every second: two node processes just started share a CI
      // machine's two cores with the other suites (a run at load 15 heard nothing in 10 s).
      await next(match, 'odds', () => true, 20_000)
      // A second copy of a batch would arrive before the leader's next batch.
      await next(match, 'odds', () => true, 20_000)
      expect(received.size).toBeGreaterThan(0)
      expect([...received.values()].every((count) => count === 1)).toBe(true)

      // When the leader stops, node B takes the lead and its own clients keep getting odds.
      const exited = new Promise((resolve) => a.child.once('exit', resolve))
      a.child.send({ stop: true })
      await exited
      await b.leading()
      expect(await leaderOf(clientB)).toBe(true)
      // The new leader has to take the feed over before it pushes anything.
      await next(match, 'odds', () => true, 30_000)
    }, 120_000)
  },
)
