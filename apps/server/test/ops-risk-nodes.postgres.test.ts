import type { ChildProcess } from 'node:child_process'
import type { Match, OddsUpdate } from '@sportsbook/sdk/protocol'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { matchesOf } from '../src/feed/runtime'
import { type BetServer, type Bettor, pickOf, placed } from './bets-support'
import { createTestClient, openAnswer, type TestClient, type TestSession } from './support/client'
import { newMember } from './support/flows'
import { creditMember } from './support/ledger-credits'
import { startNodeProcess } from './support/redis-node-process'
import { ack, closeOpenedSockets, connected, next, openSocket } from './support/sockets'
import { startTestServer, type TestServer, testEngine } from './support/start-server'

afterEach(closeOpenedSockets)

const redisUrl = process.env.TEST_REDIS_URL ?? ''
// Both nodes must share one database: PostgreSQL only.
const twoNodes = redisUrl !== '' && testEngine() === 'postgres'

describe.skipIf(!twoNodes)("a brand's suspensions across two nodes on the Redis adapter", () => {
  let nodeA: TestServer
  let nodeB: { url: string; child: ChildProcess } | null = null
  let clientA: TestClient
  let clientB: TestClient

  beforeAll(async () => {
    nodeA = await startTestServer({ redisUrl })
    nodeB = await startNodeProcess({
      REDIS_URL: redisUrl,
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      DATABASE_SCHEMA: nodeA.ctx.config.databaseSchema!,
    })
    clientA = createTestClient(nodeA.url)
    clientB = createTestClient(nodeB.url)
  }, 120_000)

  afterAll(async () => {
    if (nodeB && nodeB.child.exitCode === null) {
      const exited = new Promise((resolve) => nodeB?.child.once('exit', resolve))
      nodeB.child.send({ stop: true })
      await exited
    }
    await nodeA?.close()
  })

  /** A registered member with money, through node A (both nodes share the database). */
  async function funded(amount: string): Promise<Bettor> {
    const member = await newMember(clientA)
    await creditMember(nodeA.ctx.ledger, member.user.memberId, amount)
    return { ...member, memberId: member.user.memberId }
  }

  async function statusOnB(session: TestSession, matchId: number, selectionId: number): Promise<string> {
    const answer = await clientB.form('match/details', { matchId }, session)
    const match = openAnswer<Match>(answer, session.token)
    return match.markets.flatMap((market) => market.selections).find((item) => item.id === selectionId)!
      .status
  }

  it("shows node A's capped order and cap change on node B at once: its views and its sockets", async () => {
    const book = matchesOf(nodeA.ctx).book
    const now = matchesOf(nodeA.ctx).feed.now()
    const match = book
      .all()
      .find((item) => item.sportType === 1 && item.status === 'upcoming' && item.startTime > now + 3_600_000)!
    const home = pickOf(match, '1x2', 'home')
    const away = pickOf(match, '1x2', 'away')
    const operator = await newMember(clientA)
    await nodeA.ctx.db.query(`UPDATE members SET role = 'operator' WHERE id = $1`, [operator.user.memberId])
    const bettor = await funded('500')
    const bs = { client: clientA } as BetServer
    await placed(bs, bettor, { legs: [home], stake: '10', acceptOdds: 'any' })

    // The player follows the match on node B.
    const socket = await connected(openSocket(nodeB!.url, 'match', bettor))
    await ack(socket, 'subscribe', { matchIds: [match.id] })
    const heard = (status: string) =>
      next<OddsUpdate[]>(socket, 'odds', (batch) =>
        batch.some((item) => item.selectionId === home.selectionId && item.status === status),
      )

    // A cap at the liability the order made, set on node A: node B suspends the selection and says so.
    const risk = await clientA.form<{ list: { selections: { selectionId: number; liability: string }[] }[] }>(
      '/app/api/internal/risk/markets',
      { matchId: match.id },
      operator,
    )
    const liability = risk.data.list[0]!.selections.find(
      (item) => item.selectionId === home.selectionId,
    )!.liability
    const suspended = heard('suspended')
    const set = await clientA.form(
      '/app/api/internal/risk/settings',
      { currencyCode: 'USD', maxLiabilityPerSelection: liability },
      operator,
    )
    expect(set.code, set.msg).toBe(0)
    await suspended
    expect(await statusOnB(bettor, match.id, home.selectionId)).toBe('suspended')

    // An order on node A on the other side lowers the home liability: node B opens it again.
    const reopened = heard('open')
    await placed(bs, await funded('100'), { legs: [away], stake: '2', acceptOdds: 'any' })
    await reopened
    expect(await statusOnB(bettor, match.id, home.selectionId)).toBe('open')
  })
})
