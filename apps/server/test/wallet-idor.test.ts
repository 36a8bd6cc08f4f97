import { randomUUID } from 'node:crypto'
import type { Collection, Deposit, Envelope, Withdrawal } from '@sportsbook/sdk/protocol'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { setCreditLine } from '../src/loans/credit-lines'
import { createTestClient, pwdOf, type TestClient, type TestSession, testClientInfo } from './support/client'
import { sharedServer } from './support/shared-server'
import {
  newOperator,
  newWithdrawer,
  type Player,
  type WalletServer,
  withdraw,
  withdrawPassword,
} from './wallet-support'

/**
 * Every wallet path tried with another member's ids (of the same brand and of another brand, and by another
 * brand's operator), and with malformed fields: nothing is read, nothing changes (PROTOCOL.md section 8).
 */
let ws: WalletServer
let otherBrand: TestClient
let victim: Player & { accountId: number }
const ids = { deposit: 0, collection: 0, withdrawal: 0 }

beforeAll(async () => {
  ws = await sharedServer()
  otherBrand = createTestClient(ws.server.url, { origin: 'http://localhost:5172' })
  victim = await newWithdrawer(ws, '1000')
  await setCreditLine(ws.server.ctx.db, victim.memberId, 'USD', '100')
  await ws.client.form(
    '/app/api/loan',
    { amount: '40', currencyCode: 'USD', requestId: randomUUID() },
    victim,
  )
  ids.deposit = (
    await ws.client.form<Deposit>(
      '/app/api/deposit/create',
      { payTypeId: 101, amount: '50', currencyCode: 'USD', requestId: randomUUID() },
      victim,
    )
  ).data.id
  ids.collection = (
    await ws.client.form<Collection>(
      '/app/api/collection/create',
      { payTypeId: 201, amount: '50', currencyCode: 'USD', requestId: randomUUID() },
      victim,
    )
  ).data.id
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .png()
    .toBuffer()
  expect((await upload(ws.client, victim, ids.collection, png)).code).toBe(0)
  ids.withdrawal = ((await withdraw(ws, victim, '100')).data as Withdrawal).id
})

async function upload(client: TestClient, session: TestSession, id: number | string, data: Buffer) {
  const form = new FormData()
  for (const [key, value] of Object.entries({
    token: session.token,
    uid: session.uid,
    realm: testClientInfo.realm,
    process: testClientInfo.process,
    id: String(id),
  })) {
    form.set(key, value)
  }
  form.set('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'p.png')
  return (await (
    await client.raw('/app/api/collection/upload', { method: 'POST', body: form })
  ).json()) as Envelope
}

/** Everything of the victim's wallet: rows and ledger balances. */
async function snapshot() {
  const { db } = ws.server.ctx
  const rows: unknown[] = []
  for (const table of [
    'deposits',
    'collections',
    'collection_proofs',
    'withdrawals',
    'withdraw_accounts',
    'loan_records',
    'withdraw_passwords',
    'credit_lines',
  ]) {
    const column =
      table === 'collection_proofs'
        ? 'collection_id IN (SELECT id FROM collections WHERE member_id = $1)'
        : 'member_id = $1'
    rows.push(await db.query(`SELECT * FROM ${table} WHERE ${column} ORDER BY 1`, [victim.memberId]))
  }
  rows.push(
    await db.query('SELECT kind, balance::text FROM ledger_accounts WHERE member_id = $1 ORDER BY id', [
      victim.memberId,
    ]),
  )
  return JSON.stringify(rows)
}

/** Every wallet path with the victim's ids, as `session` on `client`: each refused or answering only the caller's. */
async function attack(client: TestClient, session: Player, currencyCode = 'USD') {
  // 1005: the caller's own withdraw password (an operator has none); nothing of the victim's is touched.
  const refused = (answer: Envelope) => expect([3004, 1006, 1005]).toContain(answer.code)
  const post = (path: string, payload: Record<string, unknown>) => client.form(path, payload, session)
  refused(await post('/app/api/collection/cancel', { id: ids.collection }))
  refused(await upload(client, session, ids.collection, Buffer.from('x')))
  refused(await post('/app/api/withdraw/account/operate', { op: 'remove', id: victim.accountId }))
  refused(
    await post('/app/api/withdraw/create', {
      accountId: victim.accountId,
      amount: '50',
      currencyCode,
      pwd: pwdOf(withdrawPassword),
      requestId: randomUUID(),
    }),
  )
  refused(await post('/app/api/internal/withdraw/review', { id: ids.withdrawal, decision: 'approve' }))
  refused(
    await post('/app/api/internal/collection/review', {
      id: ids.collection,
      decision: 'approve',
      amount: '50',
    }),
  )
  const proof = await client.raw(
    `/app/api/internal/collection/proof?${new URLSearchParams({ id: String(ids.collection), index: '0', token: session.token, uid: session.uid })}`,
  )
  expect(proof.headers.get('content-type')).toContain('application/json')
  refused((await proof.json()) as Envelope)
  for (const [path, payload] of [
    ['/app/api/collection/order', { id: ids.collection }],
    ['/app/api/deposit/list', {}],
    ['/app/api/withdraw/list', {}],
    ['/app/api/loan/record', {}],
    ['/app/api/internal/withdraw/list', {}],
    ['/app/api/internal/collection/list', {}],
  ] as const) {
    const answer = await post(path, payload)
    if (answer.code === 0)
      expect(JSON.stringify(answer.data)).not.toMatch(
        new RegExp(`"memberId":${victim.memberId}\\b|"id":(${Object.values(ids).join('|')})\\b`),
      )
    else expect(answer.code).toBe(3004)
  }
  const accounts = await post('/app/api/withdraw/account', {})
  expect(JSON.stringify(accounts.data)).not.toContain(`"id":${victim.accountId}`)
}

describe("another member's ids", () => {
  it("a member of the same brand reads and changes nothing of the victim's", async () => {
    const before = await snapshot()
    await attack(ws.client, await newWithdrawer(ws, '100'))
    expect(await snapshot()).toBe(before)
  })

  it('a member and an operator of another brand read and change nothing', async () => {
    const before = await snapshot()
    // Brand 800001 holds BRL: its member is made through its own site's client.
    const foreign = await newWithdrawer({ ...ws, client: otherBrand }, '0', 'BRL')
    await attack(otherBrand, foreign, 'BRL')
    await attack(otherBrand, await newOperator(ws, otherBrand), 'BRL')
    expect(await snapshot()).toBe(before)
  })
})

describe('malformed fields', () => {
  it('every wallet path answers 1000 naming the field and changes nothing', async () => {
    const before = await snapshot()
    const operator = await newOperator(ws)
    const cases: [string, Record<string, unknown>, string, TestSession?][] = [
      [
        '/app/api/deposit/create',
        { payTypeId: 'abc', amount: '1', currencyCode: 'USD', requestId: randomUUID() },
        'payTypeId',
      ],
      [
        '/app/api/deposit/create',
        { payTypeId: 101, amount: '1e3', currencyCode: 'USD', requestId: randomUUID() },
        'amount',
      ],
      [
        '/app/api/deposit/create',
        { payTypeId: 101, amount: '0', currencyCode: 'USD', requestId: randomUUID() },
        'amount',
      ],
      [
        '/app/api/deposit/create',
        { payTypeId: 101, amount: '10', currencyCode: 'usd', requestId: randomUUID() },
        'currencyCode',
      ],
      [
        '/app/api/deposit/create',
        { payTypeId: 101, amount: '10', currencyCode: 'USD', requestId: '' },
        'requestId',
      ],
      [
        '/app/api/deposit/create',
        { payTypeId: 101, amount: { $gt: 1 }, currencyCode: 'USD', requestId: randomUUID() },
        'amount',
      ],
      [
        '/app/api/collection/create',
        { payTypeId: 201, amount: 'x'.repeat(5000), currencyCode: 'USD', requestId: randomUUID() },
        'amount',
      ],
      ['/app/api/collection/cancel', { id: '1; DROP TABLE collections' }, 'id'],
      ['/app/api/collection/order', { pageSize: 1000 }, 'pageSize'],
      ['/app/api/collection/order', { page: 0 }, 'page'],
      [
        '/app/api/withdraw/create',
        {
          accountId: victim.accountId,
          amount: '10',
          currencyCode: 'USD',
          pwd: 'plain',
          requestId: randomUUID(),
        },
        'pwd',
      ],
      [
        '/app/api/withdraw/create',
        { accountId: -1, amount: '10', currencyCode: 'USD', pwd: pwdOf('x'), requestId: randomUUID() },
        'accountId',
      ],
      [
        '/app/api/withdraw/account/operate',
        {
          op: 'add',
          bankCode: 'DEVUSD',
          accountName: 'A\u0000B',
          accountNo: 'ABC123456',
          currencyCode: 'USD',
        },
        'accountName',
      ],
      ['/app/api/withdraw/account/operate', { op: 'remove', id: 'x' }, 'id'],
      ['/app/api/member/withdraw/pwd/edit', { pwd: pwdOf('x'), oldPwd: 'nothex' }, 'oldPwd'],
      ['/app/api/loan', { amount: '-1', currencyCode: 'USD', requestId: randomUUID() }, 'amount'],
      ['/app/api/repay', { amount: '1', currencyCode: 'USD', requestId: 'not-a-uuid' }, 'requestId'],
      ['/app/api/deposit/list', { status: 'all' }, 'status'],
      ['/app/api/internal/withdraw/review', { id: ids.withdrawal, decision: 'maybe' }, 'decision', operator],
      [
        '/app/api/internal/withdraw/review',
        { id: ids.withdrawal, decision: 'reject', reason: 'x'.repeat(201) },
        'reason',
        operator,
      ],
      [
        '/app/api/internal/collection/review',
        { id: ids.collection, decision: 'approve' },
        'amount',
        operator,
      ],
      ['/app/api/internal/collection/list', { status: 'open' }, 'status', operator],
    ]
    for (const [path, payload, field, session] of cases) {
      const answer = await ws.client.form(path, payload, session ?? victim)
      expect([path, answer.code, answer.data]).toEqual([path, 1000, { field }])
    }
    expect(await snapshot()).toBe(before)
  })
})
