import type { ChildProcess } from 'node:child_process'
import { type BalanceEntry, balanceEntrySchema } from '@sportsbook/sdk/protocol'
import { io, type Socket } from 'socket.io-client'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type BetServer, newBettor, openMatches, placed } from './bets-support'
import { createTestClient, type TestSession } from './support/client'
import { newMember } from './support/flows'
import { startNodeProcess } from './support/redis-node-process'
import { sharedServer } from './support/shared-server'
import { startTestServer, type TestServer, testEngine } from './support/start-server'

const opened: Socket[] = []
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close()
})

function mainSocket(url: string, session: TestSession): Promise<Socket> {
  const socket = io(url, {
    path: '/app/socket',
    transports: ['websocket'],
    query: { token: session.token, uid: session.uid, realm: 'alpha', process: 'web' },
    reconnection: false,
    forceNew: true,
  })
  opened.push(socket)
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', reject)
  })
}

/** The USD amount of the first `balance` push showing `amount`, or a rejection after `ms`. */
function balanceShowing(socket: Socket, amount: string, ms = 5000): Promise<BalanceEntry[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('balance', listener)
      reject(new Error(`no balance push showing ${amount} within ${ms} ms`))
    }, ms)
    const listener = (payload: unknown) => {
      const entries = v.parse(v.array(balanceEntrySchema), payload)
      if (entries.find((entry) => entry.currencyCode === 'USD')?.amount !== amount) return
      clearTimeout(timer)
      socket.off('balance', listener)
      resolve(entries)
    }
    socket.on('balance', listener)
  })
}

describe('balance push on one node', () => {
  let bs: BetServer
  beforeAll(async () => {
    bs = await sharedServer()
  })

  it('pushes the balance after a stake to the member socket, and after a burst of bets the last balance', async () => {
    const bettor = await newBettor(bs, '50')
    const socket = await mainSocket(bs.server.url, bettor)
    const match = openMatches(bs, (item) => item.status === 'upcoming')[0]!
    const market = match.markets.find((item) => item.status === 'open' && item.main)!
    const pick = {
      matchId: match.id,
      marketId: market.id,
      selectionId: market.selections[0]!.id,
      odds: market.selections[0]!.odds,
    }
    const afterOne = balanceShowing(socket, '48.00')
    await placed(bs, bettor, { legs: [pick], stake: '2', acceptOdds: 'any' })
    await afterOne
    const afterBurst = balanceShowing(socket, '38.00')
    await Promise.all(
      Array.from({ length: 5 }, () => placed(bs, bettor, { legs: [pick], stake: '2', acceptOdds: 'any' })),
    )
    await afterBurst
  })
})

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
    const socket = await mainSocket(nodeB!.url, member)
    const pushed = balanceShowing(socket, '25.00')
    // The money moves on node A, where the member has no socket: node B reads and pushes.
    await nodeA.ctx.ledger.transferNow({
      kind: 'operator-credit',
      entries: [
        { account: { kind: 'member', memberId: member.user.memberId, currency: 'USD' }, amount: '25' },
        { account: { kind: 'external', currency: 'USD' }, amount: '-25' },
      ],
    })
    expect((await pushed).find((entry) => entry.currencyCode === 'USD')?.amount).toBe('25.00')
  })
})
