import { randomUUID } from 'node:crypto'
import { codes, type Envelope } from '@sportsbook/sdk/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type BetServer,
  type Bettor,
  balanceOf,
  newBettor,
  orderBody,
  type Pick,
  pickOf,
  upcomingFootball,
} from './bets-support'
import { encryptWithToken, testClientInfo } from './support/client'
import { newMember, newVisitor } from './support/flows'
import { fieldProbesHandled } from './support/probe-paths'
import { useSharedServer } from './support/shared-server'

/** A key that JSON.stringify and Object.entries keep as an own property, as an attacker's body carries it. */
const proto = '__proto__'

const bs: BetServer = useSharedServer()
const handled = fieldProbesHandled

// The field-guard probe paths (`/probe/fields/*`, for encodings no catalogue path uses yet) are served by the
// shared server: support/probe-paths.ts.
beforeAll(async () => {})

const upcoming = () => upcomingFootball(bs)

async function ordersOf(memberId: number): Promise<number> {
  const [row] = await bs.server.ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders WHERE member_id = $1',
    [memberId],
  )
  return Number(row?.n)
}

function expectField(answer: Envelope, field: string): void {
  expect(answer.code, answer.msg).toBe(codes.INVALID_REQUEST)
  expect(answer.data).toEqual({ field })
  expect(answer.msg).toContain(field)
}

/** Posts a json-nested body whose cipher holds exactly `inner` (own `__proto__` keys included). */
function nestedRaw(path: string, session: Bettor, inner: Record<string, unknown>) {
  return bs.client
    .raw(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        realm: 'alpha',
        process: 'web',
        uid: session.uid,
        token: session.token,
        enc: 'token',
        data: encryptWithToken(session.token, JSON.stringify({ ...inner, ...testClientInfo })),
      }),
    })
    .then((response) => response.json() as Promise<Envelope>)
}

/** `body` as it would be sent, with the chosen field moved into a `key` object (no own field left). */
function hidden(body: Record<string, unknown>, field: string, key = proto): Record<string, unknown> {
  const { [field]: value, ...rest } = body
  return JSON.parse(JSON.stringify({ ...rest, [key]: { [field]: value } }))
}

describe('prototype keys are refused with 1000 naming them, never applied', () => {
  let bettor: Bettor
  let pick: Pick
  beforeAll(async () => {
    bettor = await newBettor(bs, '1000', 'USD')
    pick = pickOf(upcoming()[0]!, '1x2', 'home')
  })

  it('json-nested order create: stake, requestId, legs, currencyCode or acceptOdds only inherited', async () => {
    const body = orderBody({ legs: [pick], stake: '10.00', acceptOdds: 'any' })
    for (const field of ['stake', 'requestId', 'legs', 'currencyCode', 'acceptOdds']) {
      expectField(await nestedRaw('/trade/api/order/create', bettor, hidden(body, field)), proto)
    }
    for (const key of ['constructor', 'prototype']) {
      expectField(await nestedRaw('/trade/api/order/create', bettor, hidden(body, 'stake', key)), key)
    }
    expect(await ordersOf(bettor.memberId)).toBe(0)
    expect(await balanceOf(bs, bettor.memberId)).toBe('1000.00')
  })

  it('json-nested: a key inside a leg is named by its path', async () => {
    const { odds, ...leg } = pick
    const legs = [JSON.parse(JSON.stringify({ ...leg, [proto]: { odds } }))]
    const body = { ...orderBody({ legs: [pick], stake: '10.00', acceptOdds: 'any' }), legs }
    expectField(await nestedRaw('/trade/api/order/create', bettor, body), 'legs.0.__proto__')
    const constructed = { ...body, legs: [{ ...pick, constructor: { prototype: { odds } } }] }
    expectField(await nestedRaw('/trade/api/order/create', bettor, constructed), 'legs.0.constructor')
    expect(await ordersOf(bettor.memberId)).toBe(0)
  })

  it('json-nested free bet: the stake only inherited places nothing', async () => {
    const free = pickOf(upcoming()[1]!, '1x2', 'home')
    const body = { ...orderBody({ legs: [free], stake: '5.00', acceptOdds: 'any' }), activityId: 1 }
    expectField(await nestedRaw('/trade/activity/order/create', bettor, hidden(body, 'stake')), proto)
    expectField(await nestedRaw('/trade/activity/order/create', bettor, hidden(body, 'activityId')), proto)
    expect(await ordersOf(bettor.memberId)).toBe(0)
  })

  it('form: a prototype key, and one inside a JSON text value', async () => {
    const visitor = await newVisitor(bs.client)
    const form = (fields: Record<string, string>) =>
      bs.client
        .raw('/probe/fields/form', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...fields, uid: visitor.uid, token: visitor.token }),
        })
        .then((response) => response.json() as Promise<Envelope>)
    expectField(await form({ [proto]: 'x', amount: '1' }), proto)
    expectField(await form({ constructor: 'x', amount: '1' }), 'constructor')
    expectField(await form({ amount: '1', items: '[{"id":1},{"__proto__":{"id":2}}]' }), 'items.1.__proto__')
    expectField(await form({ amount: '1', items: '[{"prototype":{}}]' }), 'items.0.prototype')
    // The real cash-out path (form) refuses it before reading the order.
    const cashOut = await bs.client
      .raw('/trade/api/order/cash/out', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `orderId=1&requestId=${randomUUID()}&__proto__=1.00&uid=${bettor.uid}&token=${bettor.token}`,
      })
      .then((response) => response.json() as Promise<Envelope>)
    expectField(cashOut, proto)
    expect(await form({ amount: '1', items: '[{"id":1}]' })).toMatchObject({ code: 0 })
  })

  it('json-flat: a prototype key at the top and deep inside, as parsed JSON', async () => {
    const visitor = await newVisitor(bs.client)
    const flat = (text: string) =>
      bs.client
        .raw('/probe/fields/flat', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: text,
        })
        .then((response) => ({ status: response.status, envelope: response.json() as Promise<Envelope> }))
    const session = `"uid":"${visitor.uid}","token":"${visitor.token}"`
    for (const [text, field] of [
      [`{${session},"__proto__":{"amount":"5"}}`, proto],
      [`{${session},"amount":"1","constructor":{"prototype":{"amount":"5"}}}`, 'constructor'],
      [`{${session},"amount":"1","items":[{"id":1},{"id":2,"__proto__":{"x":1}}]}`, 'items.1.__proto__'],
    ] as const) {
      const answer = await flat(text)
      expect(answer.status).toBe(200)
      expectField(await answer.envelope, field)
    }
    const before = handled.length
    expect(await (await flat(`{${session},"amount":"1","note":"n"}`)).envelope).toMatchObject({
      code: 0,
      data: { amount: '1', note: 'n' },
    })
    expect(handled.length).toBe(before + 1)
  })

  it('upload: a prototype field name', async () => {
    const member = await newMember(bs.client)
    const before = handled.length
    for (const key of [proto, 'constructor', 'prototype']) {
      const form = new FormData()
      form.set('uid', member.uid)
      form.set('token', member.token)
      form.set(key, 'x')
      form.set('file', new Blob([new Uint8Array(16)], { type: 'image/png' }), 'proof.png')
      const answer = await (
        await bs.client.raw('/probe/fields/upload', { method: 'POST', body: form })
      ).json()
      expectField(answer as Envelope, key)
    }
    expect(handled.length).toBe(before)
  })

  it('get: a prototype query parameter, and one inside a JSON text value', async () => {
    const get = (query: string) =>
      bs.client
        .raw(`/probe/fields/get?amount=1&${query}`)
        .then((response) => response.json() as Promise<Envelope>)
    expectField(await get('__proto__=x'), proto)
    expectField(await get('constructor=x'), 'constructor')
    expectField(await get(`items=${encodeURIComponent('[{"__proto__":{"id":1}}]')}`), 'items.0.__proto__')
    const real = await bs.client.raw('/api/sportsType?__proto__=x').then((r) => r.json() as Promise<Envelope>)
    expectField(real, proto)
  })
})

describe('NUL characters are refused with 1000 naming the field', () => {
  it('form: captcha check (PostgreSQL refused the text with 5000), profile edit, cash out', async () => {
    const answer = await bs.client.form('app/api/captcha/check', { captchaId: 'a\u0000b', code: '12345' })
    expectField(answer, 'captchaId')
    expectField(await bs.client.form('app/api/captcha/check', { captchaId: 'a', code: '1\u00002' }), 'code')
    const member = await newMember(bs.client)
    expectField(
      await bs.client.form('/app/api/member/profile/edit', { languageCode: 'e\u0000n' }, member),
      'languageCode',
    )
    expectField(
      await bs.client.form(
        'trade/api/order/cash/out',
        { orderId: 1, requestId: `${randomUUID()}\u0000`, amount: '1.00' },
        member,
      ),
      'requestId',
    )
  })

  it('json-nested: in a field and inside a leg', async () => {
    const bettor = await newBettor(bs, '100', 'USD')
    const pick = pickOf(upcoming()[2]!, '1x2', 'away')
    const body = orderBody({ legs: [pick], stake: '10.00', acceptOdds: 'any' })
    expectField(
      await nestedRaw('/trade/api/order/create', bettor, { ...body, requestId: 'a\u0000' }),
      'requestId',
    )
    const legs = [{ ...pick, odds: `${pick.odds}\u0000` }]
    expectField(await nestedRaw('/trade/api/order/create', bettor, { ...body, legs }), 'legs.0.odds')
    expect(await ordersOf(bettor.memberId)).toBe(0)
  })

  it('json-flat, get and upload', async () => {
    const visitor = await newVisitor(bs.client)
    expectField(
      await bs.client.flat('/probe/fields/flat', { amount: '1', note: 'x\u0000y' }, visitor),
      'note',
    )
    expectField(await bs.client.get('/probe/fields/get', { amount: '1', note: '\u0000' }, visitor), 'note')
    expectField(await bs.client.get('api/searchResult', { keyword: 'a\u0000' }, visitor), 'keyword')
    const sysinit = await bs.client.raw('/api/sysinit?lang=e%00n').then((r) => r.json() as Promise<Envelope>)
    expectField(sysinit, 'lang')
    const member = await newMember(bs.client)
    const form = new FormData()
    form.set('uid', member.uid)
    form.set('token', member.token)
    form.set('id', '1\u00002')
    form.set('file', new Blob([new Uint8Array(16)], { type: 'image/png' }), 'proof.png')
    const answer = await (await bs.client.raw('/probe/fields/upload', { method: 'POST', body: form })).json()
    expectField(answer as Envelope, 'id')
  })
})
