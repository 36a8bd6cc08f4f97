import { randomUUID } from 'node:crypto'
import type { RedEnvelopeActivity } from '@sportsbook/sdk/protocol'
import { io } from 'socket.io-client'
import { beforeAll, describe, expect, it } from 'vitest'
import { envelopeWorkerOf } from '../src/red-envelopes/routes'
import { accountBalance } from './games-support'
import { type EnvelopeRig, envelopeRig } from './red-envelopes-support'
import { runCliOn } from './support/cli-runner'
import { createTestClient, type TestClient } from './support/client'
import { newMember, newVisitor } from './support/flows'
import { next } from './support/sockets'
import type { TestServer } from './support/start-server'

let rig: EnvelopeRig
let server: TestServer
let client: TestClient

beforeAll(async () => {
  rig = await envelopeRig()
  ;({ server, client } = rig)
})

describe('red envelope activities (PROTOCOL.md section 10)', () => {
  it('an operator creates an activity the house funds; members list it and each claims once', async () => {
    const created = await rig.create()
    expect(created.code, created.msg).toBe(0)
    expect(created.data).toMatchObject({
      total: '10.00',
      count: 4,
      remaining: 4,
      status: 'open',
      claimed: null,
    })
    expect(await rig.escrowBalance(created.data.id)).toBe('10.00')

    const alice = await newMember(client)
    const list = await client.form<RedEnvelopeActivity[]>('app/api/member/red/envelope/activity', {}, alice)
    expect(list.data.find((activity) => activity.id === created.data.id)?.claimed).toBeNull()

    const requestId = randomUUID()
    const first = await rig.claim(alice, created.data.id, requestId)
    expect(first.code, first.msg).toBe(0)
    expect(Number(first.data.amount)).toBeGreaterThanOrEqual(0.01)
    expect(first.data.activity).toMatchObject({ remaining: 3, claimed: first.data.amount })
    expect(await accountBalance(server, alice.user.memberId, 'member')).toBe(first.data.amount)
    // A second claim, with the same key or another, answers the first claim again and pays nothing.
    expect((await rig.claim(alice, created.data.id, requestId)).data.amount).toBe(first.data.amount)
    expect((await rig.claim(alice, created.data.id)).data.amount).toBe(first.data.amount)
    expect(await accountBalance(server, alice.user.memberId, 'member')).toBe(first.data.amount)
    // The same key for another activity is 2005.
    const other = await rig.create()
    expect((await rig.claim(alice, other.data.id, requestId)).code).toBe(2005)
  })

  it('takes the stored amounts in order until none is left (3005); they sum to the total', async () => {
    const created = await rig.create({ total: '1.00', count: 3 })
    const [a, b, c, d] = await rig.quickMembers(4)
    const amounts: string[] = []
    for (const member of [a!, b!, c!]) amounts.push((await rig.claim(member, created.data.id)).data.amount)
    const stored = await server.ctx.db.query<{ amount: string }>(
      'SELECT amount::numeric(38, 2)::text AS amount FROM red_envelope_amounts WHERE activity_id = $1 ORDER BY seq',
      [created.data.id],
    )
    expect(amounts).toEqual(stored.map((row) => row.amount))
    expect(amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0)).toBe(100)
    const none = await rig.claim(d!, created.data.id)
    expect(none.code).toBe(3005)
    expect(await rig.escrowBalance(created.data.id)).toBe('0.00')
  })

  it('refuses outside its time (1006), another brand (3004), visitors (3004), bad fields (1000)', async () => {
    const now = Date.now()
    const upcoming = await rig.create({ startsAt: now + 60_000, endsAt: now + 120_000 })
    expect(upcoming.data.status).toBe('upcoming')
    const bob = await newMember(client)
    expect(await rig.claim(bob, upcoming.data.id)).toMatchObject({ code: 1006, data: { status: 'upcoming' } })
    const otherBrand = createTestClient(server.url, { origin: 'http://localhost:5172' })
    const stranger = await newMember(otherBrand)
    const open = await rig.create()
    const refused = await otherBrand.form(
      'app/api/red/envelope/activity/participate',
      { id: open.data.id, requestId: randomUUID() },
      stranger,
    )
    expect(refused.code).toBe(3004)
    expect((await rig.claim(await newVisitor(client), open.data.id)).code).toBe(3004)
    expect((await rig.claim(bob, 0)).data).toEqual({ field: 'id' })
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
    expect((await rig.create({ currencyCode: 'DEMO' })).data).toEqual({ field: 'currencyCode' })
    expect((await rig.create({ total: '0.03', count: 4 })).data).toEqual({ field: 'total' })
    expect((await rig.create({ total: '10', count: 4, minAmount: '3' })).data).toEqual({ field: 'total' })
    expect((await rig.create({ total: '1.001' })).data).toEqual({ field: 'total' })
    expect((await rig.create({ count: 0 })).data).toEqual({ field: 'count' })
    expect((await rig.create({ endsAt: 5, startsAt: 10 })).data).toEqual({ field: 'endsAt' })
    expect((await rig.create({ title: '' })).data).toEqual({ field: 'title' })
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
      const title = `Popup ${randomUUID().slice(0, 8)}`
      const pushed = next<RedEnvelopeActivity>(socket, 'redEnvelope', (activity) => activity.title === title)
      const created = await rig.create({ title })
      expect(await pushed).toMatchObject({ id: created.data.id, title, status: 'open' })
    } finally {
      socket.close()
    }
  })

  it('the red-envelope command creates an activity the house funds, with the same rules', async () => {
    let last = ''
    const cli = async (...argv: string[]) => {
      const { code, out } = await runCliOn(server, argv)
      last = out.split('\n').at(-1) ?? ''
      return code
    }
    expect(await cli('red-envelope', 'From the CLI', '12.34', '5', 'usd', '--min', '1')).toBe(0)
    const id = Number(/activity (\d+)/.exec(last)?.[1])
    expect(last).toContain('5 envelopes, 12.34 USD')
    expect(await rig.escrowBalance(id)).toBe('12.34')
    const member = await newMember(client)
    const claimed = await rig.claim(member, id)
    expect(claimed.code, claimed.msg).toBe(0)
    expect(Number(claimed.data.amount)).toBeGreaterThanOrEqual(1)
    expect(await cli('red-envelope', 'Too small', '4', '5', 'USD', '--min', '1')).toBe(2)
    expect(await cli('red-envelope', 'Bad time', '4', '2', 'USD', '--starts', 'tomorrow')).toBe(2)
  })

  it('what is left when it ends goes back to the house, once', async () => {
    // The worker's clock steps to the activity's end instead of the test waiting for it.
    const worker = envelopeWorkerOf(server.ctx)!
    const wallClock = worker.now
    let now = Date.now()
    worker.now = () => now
    try {
      const endsAt = now + 1500
      const created = await rig.create({ total: '5.00', count: 5, startsAt: now - 2000, endsAt })
      const [member] = await rig.quickMembers(1)
      const taken = await rig.claim(member!, created.data.id)
      expect(taken.code, taken.msg).toBe(0)
      const houseBefore = await houseBalance()
      now = endsAt
      const late = await rig.claim((await rig.quickMembers(1))[0]!, created.data.id)
      expect(late).toMatchObject({ code: 1006, data: { status: 'finished' } })
      worker.poke()
      await worker.idle()
      worker.poke()
      await worker.idle()
      expect(await rig.escrowBalance(created.data.id)).toBe('0.00')
      const left = 500 - Math.round(Number(taken.data.amount) * 100)
      expect(Math.round((Number(await houseBalance()) - Number(houseBefore)) * 100)).toBe(left)
    } finally {
      worker.now = wallClock
    }
  })
})

async function houseBalance() {
  const [row] = await server.ctx.db.query<{ balance: string }>(
    "SELECT balance::text AS balance FROM ledger_accounts WHERE kind = 'house' AND currency_code = 'USD'",
  )
  return row?.balance ?? '0'
}
