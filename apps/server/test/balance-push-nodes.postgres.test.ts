import type { ChildProcess } from 'node:child_process'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient } from './support/client'
import { newMember } from './support/flows'
import { creditMember } from './support/ledger-credits'
import { startNodeProcess } from './support/redis-node-process'
import { balanceShowing, closeOpenedSockets, connected, openSocket } from './support/sockets'
import { startTestServer, type TestServer, testEngine } from './support/start-server'

afterEach(closeOpenedSockets)

const redisUrl = process.env.TEST_REDIS_URL ?? ''
// Both nodes must share one database: PostgreSQL only.
const twoNodes = redisUrl !== '' && testEngine() === 'postgres'

describe.skipIf(!twoNodes)('balance push across two nodes on the Redis adapter', () => {
  let nodeA: TestServer
  let nodeB: { url: string; child: ChildProcess } | null = null

  beforeAll(async () => {
    nodeA = await startTestServer({ redisUrl })
    nodeB = await startNodeProcess({
      REDIS_URL: redisUrl,
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      DATABASE_SCHEMA: nodeA.ctx.config.databaseSchema!,
    })
  }, 120_000)

  afterAll(async () => {
    if (nodeB && nodeB.child.exitCode === null) {
      const exited = new Promise((resolve) => nodeB?.child.once('exit', resolve))
      nodeB.child.send({ stop: true })
      await exited
    }
    await nodeA?.close()
  })

  it('reaches the member socket on the other node when the money moves on this one', async () => {
    const member = await newMember(createTestClient(nodeB!.url))
    const socket = await connected(openSocket(nodeB!.url, 'main', member))
    const pushed = balanceShowing(socket, '25.00')
    // The money moves on node A, where the member has no socket: node B reads and pushes.
    await creditMember(nodeA.ctx.ledger, member.user.memberId, '25')
    expect((await pushed).find((entry) => entry.currencyCode === 'USD')?.amount).toBe('25.00')
  })
})
