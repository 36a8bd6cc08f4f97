import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { loadConfig, type ServerConfig } from '../src/config'
import { ManualClock } from '../src/feed/clock'
import { createTestClient } from './support/client'
import { newVisitor } from './support/flows'
import {
  dropSchema,
  type StartedServer,
  startServerOn,
  suiteRateLimits,
  testEngine,
} from './support/start-server'

// Without REDIS_URL a node keeps its own session memory (sessions/node-lock.ts): it must be the only node.
const databaseUrl = process.env.TEST_DATABASE_URL ?? ''
const redisUrl = process.env.TEST_REDIS_URL ?? ''

describe.skipIf(testEngine() !== 'postgres')('one node per database without REDIS_URL', () => {
  const schema = `node_lock_${process.pid}_${Date.now().toString(36)}`
  const running: StartedServer[] = []
  const base: ServerConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    port: 0,
    host: '127.0.0.1',
    rateLimits: suiteRateLimits,
    // A feed lead of its own on the shared Redis, and a feed that never ticks.
    feedSeed: 2_000_000 + Math.floor(Math.random() * 1_000_000),
  }

  /** A node on the file's schema (kept: the nodes share it), closed after the test. */
  async function startNode(overrides: Partial<ServerConfig> = {}): Promise<StartedServer> {
    const node = await startServerOn(
      { ...base, ...overrides },
      { engine: 'postgres', url: databaseUrl, schema, keep: true },
      { feed: { clock: new ManualClock(Date.now()), manual: true, flushMs: 3_600_000 } },
    )
    running.push(node)
    return node
  }

  async function stop(node: StartedServer): Promise<void> {
    running.splice(running.indexOf(node), 1)
    await node.close()
  }

  afterEach(async () => {
    for (const node of running.splice(0)) await node.close()
  })
  afterAll(() => dropSchema(databaseUrl, schema))

  it('a second node without REDIS_URL is refused at start; the first serves on, and once it stops another starts', async () => {
    const first = await startNode()
    await expect(startNode()).rejects.toThrow(
      `another node already serves this database (schema ${schema}): several nodes need REDIS_URL`,
    )
    const visitor = await newVisitor(createTestClient(first.url))
    expect(visitor.token).not.toBe('')
    await stop(first)
    const next = await startNode()
    expect((await newVisitor(createTestClient(next.url))).token).not.toBe('')
  })

  it('a node with REDIS_URL is refused beside a node without it', async () => {
    await startNode()
    await expect(startNode({ redisUrl: redisUrl || 'redis://127.0.0.1:1' })).rejects.toThrow(
      `a node without REDIS_URL already serves this database (schema ${schema})`,
    )
  })

  it('a node on another schema of the same database starts beside it', async () => {
    await startNode()
    const elsewhere = `${schema}_other`
    try {
      const other = await startServerOn(
        base,
        { engine: 'postgres', url: databaseUrl, schema: elsewhere },
        { feed: { clock: new ManualClock(Date.now()), manual: true, flushMs: 3_600_000 } },
      )
      await other.close()
    } finally {
      await dropSchema(databaseUrl, elsewhere)
    }
  })

  describe.skipIf(redisUrl === '')('beside nodes with REDIS_URL', () => {
    it('nodes with REDIS_URL start side by side, and a node without it is refused beside them', async () => {
      const a = await startNode({ redisUrl })
      const b = await startNode({ redisUrl })
      await expect(startNode()).rejects.toThrow(
        `another node already serves this database (schema ${schema})`,
      )
      expect((await newVisitor(createTestClient(a.url))).token).not.toBe('')
      expect((await newVisitor(createTestClient(b.url))).token).not.toBe('')
    })
  })
})
