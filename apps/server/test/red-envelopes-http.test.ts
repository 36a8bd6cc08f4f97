import { randomUUID } from 'node:crypto'
import type { Envelope, RedEnvelopeActivity, RedEnvelopeClaim } from '@sportsbook/sdk/protocol'
import { io } from 'socket.io-client'
import { beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../src/cli/commands'
import { envelopeWorkerOf } from '../src/red-envelopes/routes'
import { accountBalance } from './games-support'
import { createTestClient, type TestClient, type TestSession } from './support/client'
import { newMember, newVisitor, uniqueAccount } from './support/flows'
import { sharedServer } from './support/shared-server'
import type { TestServer } from './support/start-server'

let server: TestServer
let client: TestClient
let ops: TestSession

beforeAll(async () => {
  server = (await sharedServer()).server
  client = createTestClient(server.url)
  const member = await newMember(client)
  await server.ctx.db.query("UPDATE members SET role = 'operator' WHERE id = $1", [member.user.memberId])
  ops = member
})

function create(payload: Record<string, unknown> = {}) {
  const now = Date.now()
  return client.form<RedEnvelopeActivity>(
    '/app/api/internal/red-envelope/create',
    {
      title: 'Lucky',
      currencyCode: 'USD',
      total: '10',
      count: 4,
      startsAt: now - 1000,
      endsAt: now + 600_000,
      ...payload,
    },
    ops,
  )
}

const claim = (session: TestSession, id: number, requestId = randomUUID()) =>
  client.form<RedEnvelopeClaim>('app/api/red/envelope/activity/participate', { id, requestId }, session)

/** Registered members of brand 800000 with sessions, written straight to the database (no password hashing). */
async function quickMembers(count: number): Promise<(TestSession & { memberId: number })[]> {
  const members: (TestSession & { memberId: number })[] = []
  for (let i = 0; i < count; i++) {
    const account = uniqueAccount('r')
    const [row] = await server.ctx.db.query<{ id: number }>(
      `INSERT INTO members (product_no, kind, account, account_key, pwd_hash, currency_code)
       VALUES (800000, 'registered', $1, $2, 'not-a-hash', 'USD') RETURNING id`,
      [account, account.toLowerCase()],
    )
    const session = await server.ctx.sessions.open(server.ctx.db as never, Number(row!.id))
    members.push({ uid: String(row!.id), token: session.token, memberId: Number(row!.id) })
  }
  return members
}

async function escrowBalance(id: number) {
  const [row] = await server.ctx.db.query<{ balance: string }>(
    `SELECT balance::numeric(38, 2)::text AS balance FROM ledger_accounts WHERE kind = 'escrow' AND ref = $1`,
    [`red-envelope:${id}`],
  )
  return row?.balance ?? '0.00'
}

describe('red envelope activities (PROTOCOL.md section 10)', () => {
  it('an operator creates an activity the house funds; members list it and each claims once', async () => {
    const created = await create()
    expect(created.code, created.msg).toBe(0)
    expect(created.data).toMatchObject({
      total: '10.00',
      count: 4,
      remaining: 4,
      status: 'open',
      claimed: null,
    })
    expect(await escrowBalance(created.data.id)).toBe('10.00')

    const alice = await newMember(client)
    const list = await client.form<RedEnvelopeActivity[]>('app/api/member/red/envelope/activity', {}, alice)
    expect(list.data.find((activity) => activity.id === created.data.id)?.claimed).toBeNull()

    const requestId = randomUUID()
    const first = await claim(alice, created.data.id, requestId)
    expect(first.code, first.msg).toBe(0)
    expect(Number(first.data.amount)).toBeGreaterThanOrEqual(0.01)
    expect(first.data.activity).toMatchObject({ remaining: 3, claimed: first.data.amount })
    expect(await accountBalance(server, alice.user.memberId, 'member')).toBe(first.data.amount)
    // A second claim, with the same key or another, answers the first claim again and pays nothing.
    expect((await claim(alice, created.data.id, requestId)).data.amount).toBe(first.data.amount)
    expect((await claim(alice, created.data.id)).data.amount).toBe(first.data.amount)
    expect(await accountBalance(server, alice.user.memberId, 'member')).toBe(first.data.amount)
    // The same key for another activity is 2005.
    const other = await create()
    expect((await claim(alice, other.data.id, requestId)).code).toBe(2005)
  })

  it('takes the stored amounts in order until none is left (3005); they sum to the total', async () => {
    const created = await create({ total: '1.00', count: 3 })
    const [a, b, c, d] = await quickMembers(4)
    const amounts: string[] = []
    for (const member of [a!, b!, c!]) amounts.push((await claim(member, created.data.id)).data.amount)
    const stored = await server.ctx.db.query<{ amount: string }>(
      'SELECT amount::numeric(38, 2)::text AS amount FROM red_envelope_amounts WHERE activity_id = $1 ORDER BY seq',
      [created.data.id],
    )
    expect(amounts).toEqual(stored.map((row) => row.amount))
    expect(amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0)).toBe(100)
    const none = await claim(d!, created.data.id)
    expect(none.code).toBe(3005)
    expect(await escrowBalance(created.data.id)).toBe('0.00')
  })

  it('refuses outside its time (1006), another brand (3004), visitors (3004), bad fields (1000)', async () => {
    const now = Date.now()
    const upcoming = await create({ startsAt: now + 60_000, endsAt: now + 120_000 })
    expect(upcoming.data.status).toBe('upcoming')
    const bob = await newMember(client)
    expect(await claim(bob, upcoming.data.id)).toMatchObject({ code: 1006, data: { status: 'upcoming' } })
    const otherBrand = createTestClient(server.url, { origin: 'http://localhost:5172' })
    const stranger = await newMember(otherBrand)
    const open = await create()
    const refused = await otherBrand.form(
      'app/api/red/envelope/activity/participate',
      { id: open.data.id, requestId: randomUUID() },
      stranger,
    )
    expect(refused.code).toBe(3004)
    expect((await claim(await newVisitor(client), open.data.id)).code).toBe(3004)
    expect((await claim(bob, 0)).data).toEqual({ field: 'id' })
    expect(
      (
        await client.form(
          'app/api/red/envelope/activity/participate',
          { id: open.data.id, requestId: 'x' },
          bob,
        )
      ).data,
    ).toEqual({ field: 'requestId' })
  })

  it('checks the operator’s fields: 1000 naming each, nothing created', async () => {
    expect((await create({ currencyCode: 'DEMO' })).data).toEqual({ field: 'currencyCode' })
    expect((await create({ total: '0.03', count: 4 })).data).toEqual({ field: 'total' })
    expect((await create({ total: '10', count: 4, minAmount: '3' })).data).toEqual({ field: 'total' })
    expect((await create({ total: '1.001' })).data).toEqual({ field: 'total' })
    expect((await create({ count: 0 })).data).toEqual({ field: 'count' })
    expect((await create({ endsAt: 5, startsAt: 10 })).data).toEqual({ field: 'endsAt' })
    expect((await create({ title: '' })).data).toEqual({ field: 'title' })
    const member = await newMember(client)
    const notOperator = await client.form(
      '/app/api/internal/red-envelope/create',
      { title: 't', currencyCode: 'USD', total: '1', count: 1, startsAt: 0, endsAt: 1 },
      member,
    )
    expect(notOperator.code).toBe(3004)
  })

  it('an activity that opens is pushed as redEnvelope to the main sockets of its brand', async () => {
    const visitor = await newVisitor(client)
    const socket = io(server.url, {
      path: '/app/socket',
      transports: ['websocket'],
      query: { token: visitor.token, uid: visitor.uid, realm: 'alpha', process: 'web' },
      extraHeaders: { origin: 'http://localhost:5171' },
      reconnection: false,
      forceNew: true,
    })
    try {
      await new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(null))
        socket.once('connect_error', reject)
      })
      const heard: RedEnvelopeActivity[] = []
      socket.on('redEnvelope', (activity: RedEnvelopeActivity) => heard.push(activity))
      const created = await create({ title: 'Popup' })
      await expect
        .poll(() => heard.map((activity) => activity.id), { timeout: 5000 })
        .toContain(created.data.id)
      expect(heard.find((activity) => activity.id === created.data.id)).toMatchObject({
        title: 'Popup',
        status: 'open',
      })
    } finally {
      socket.close()
    }
  })

  it('the red-envelope command creates an activity the house funds, with the same rules', async () => {
    const lines: string[] = []
    const cli = (...argv: string[]) =>
      runCli(argv, {
        db: server.ctx.db,
        ledger: server.ctx.ledger,
        config: server.ctx.config,
        out: (line) => lines.push(line),
      })
    expect(await cli('red-envelope', 'From the CLI', '12.34', '5', 'usd', '--min', '1')).toBe(0)
    const id = Number(/activity (\d+)/.exec(lines.at(-1) ?? '')?.[1])
    expect(lines.at(-1)).toContain('5 envelopes, 12.34 USD')
    expect(await escrowBalance(id)).toBe('12.34')
    const member = await newMember(client)
    const claimed = await claim(member, id)
    expect(claimed.code, claimed.msg).toBe(0)
    expect(Number(claimed.data.amount)).toBeGreaterThanOrEqual(1)
    expect(await cli('red-envelope', 'Too small', '4', '5', 'USD', '--min', '1')).toBe(2)
    expect(await cli('red-envelope', 'Bad time', '4', '2', 'USD', '--starts', 'tomorrow')).toBe(2)
  })

  it('what is left when it ends goes back to the house, once', async () => {
    const now = Date.now()
    const created = await create({ total: '5.00', count: 5, startsAt: now - 2000, endsAt: now + 1500 })
    const [member] = await quickMembers(1)
    const taken = await claim(member!, created.data.id)
    // Read before it ends: the worker's own sweep may return the rest as soon as it has.
    const houseBefore = await houseBalance()
    await new Promise((resolve) => setTimeout(resolve, 1600))
    expect((await claim((await quickMembers(1))[0]!, created.data.id)).code).toBe(1006)
    const worker = envelopeWorkerOf(server.ctx)!
    worker.poke()
    await worker.idle()
    worker.poke()
    await worker.idle()
    expect(await escrowBalance(created.data.id)).toBe('0.00')
    const left = 500 - Math.round(Number(taken.data.amount) * 100)
    expect(Math.round((Number(await houseBalance()) - Number(houseBefore)) * 100)).toBe(left)
  })
})

async function houseBalance() {
  const [row] = await server.ctx.db.query<{ balance: string }>(
    "SELECT balance::text AS balance FROM ledger_accounts WHERE kind = 'house' AND currency_code = 'USD'",
  )
  return row?.balance ?? '0'
}

describe('red envelope races', () => {
  it('50 concurrent claims of one member: one claim, paid once', async () => {
    const created = await create({ total: '100', count: 60 })
    const [member] = await quickMembers(1)
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(member!, created.data.id)))
    expect(answers.every((answer) => answer.code === 0)).toBe(true)
    expect(new Set(answers.map((answer) => answer.data.amount)).size).toBe(1)
    const [row] = await server.ctx.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM red_envelope_claims WHERE activity_id = $1',
      [created.data.id],
    )
    expect(row?.n).toBe('1')
    expect(await accountBalance(server, member!.memberId, 'member')).toBe(answers[0]!.data.amount)
  })

  it('500 members claiming 100 envelopes: exactly 100 succeed, summing to the total; the rest get 3005', async () => {
    const created = await create({ total: '250', count: 100 })
    const members = await quickMembers(500)
    const answers: Envelope<RedEnvelopeClaim>[] = await Promise.all(
      members.map((member) => claim(member, created.data.id)),
    )
    const won = answers.filter((answer) => answer.code === 0)
    expect(won).toHaveLength(100)
    expect(answers.filter((answer) => answer.code === 3005)).toHaveLength(400)
    expect(won.reduce((sum, answer) => sum + Math.round(Number(answer.data.amount) * 100), 0)).toBe(25_000)
    expect(await escrowBalance(created.data.id)).toBe('0.00')
  }, 300_000)
})
