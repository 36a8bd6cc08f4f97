import { randomUUID } from 'node:crypto'
import type { Bank, Deposit, Envelope, PayType, UserInfo } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { signatureHeaderOf } from '../src/payments/signature'
import { expirySweepOf } from '../src/wallet'
import { depositLifetimeMs } from '../src/wallet/deposits'
import { newVisitor } from './support/flows'
import { useSharedServer } from './support/shared-server'
import { accountBalance, expectCode, newPlayer, type Player, type WalletServer } from './wallet-support'

const secret = 'development-only-sandbox-secret'
const ws: WalletServer = useSharedServer()

function deposit(player: Player, amount: string, extra: Record<string, unknown> = {}) {
  return ws.client.form<Deposit>(
    '/app/api/deposit/create',
    { payTypeId: 101, amount, currencyCode: 'USD', requestId: randomUUID(), ...extra },
    player,
  )
}

/** The pay page's id and the notification a provider would send for it. */
function paymentIdOf(payUrl: string): string {
  return new URL(payUrl).pathname.split('/').pop()!
}

function notify(body: string, header: string | null, provider = 'sandbox') {
  return ws.client.raw(`/app/api/deposit/notify/${provider}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { 'sportsbook-signature': header }),
    },
    body,
  })
}

function eventBody(d: Deposit, overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: `evt_${randomUUID()}`,
    type: 'payment.succeeded',
    depositId: d.id,
    providerRef: paymentIdOf(d.payUrl),
    amount: d.amount,
    currencyCode: d.currencyCode,
    created: Math.floor(Date.now() / 1000),
    ...overrides,
  })
}

async function depositStatus(player: Player, id: number) {
  const page = await ws.client.form<{ list: Deposit[] }>('/app/api/deposit/list', { pageSize: 100 }, player)
  return page.data.list.find((item) => item.id === id)?.status
}

describe('pay types and banks', () => {
  it("lists the brand's pay types and banks, filtered by currency", async () => {
    const player = await newPlayer(ws)
    const all = await ws.client.form<PayType[]>('/app/api/wallet/payType', {}, player)
    expect(all.code).toBe(0)
    expect(all.data.map((p) => p.kind)).toContain('online')
    expect(all.data.map((p) => p.kind)).toContain('bankTransfer')
    const brl = await ws.client.form<PayType[]>('/app/api/wallet/payType', { currencyCode: 'BRL' }, player)
    expect(brl.data.length).toBeGreaterThan(0)
    expect(brl.data.every((p) => p.currencyCode === 'BRL')).toBe(true)
    const banks = await ws.client.form<Bank[]>('/app/api/wallet/bank', { currencyCode: 'USD' }, player)
    expect(banks.data.length).toBeGreaterThan(0)
    expect(banks.data.every((b) => b.currencyCode === 'USD')).toBe(true)
  })
})

describe('deposit create', () => {
  it('opens a pending deposit with a pay URL and credits nothing yet', async () => {
    const player = await newPlayer(ws)
    const answer = await deposit(player, '25')
    expect(answer.code, answer.msg).toBe(0)
    expect(answer.data).toMatchObject({
      status: 'pending',
      amount: '25.00',
      currencyCode: 'USD',
      completedAt: null,
    })
    expect(answer.data.payUrl).toMatch(/\/sandbox\/pay\/sbx_[0-9a-f]{32}$/)
    expect(await accountBalance(ws, player.memberId)).toBe('0.00')
  })

  it("2004 with min and max outside the pay type's limits; 1000 for an unknown pay type or another currency", async () => {
    const player = await newPlayer(ws)
    const low = await deposit(player, '1')
    expectCode(low, 2004)
    expect(low.data).toMatchObject({ min: '10.00', max: '10000.00' })
    expect(low.msg).toBe('The amount must be between 10.00 and 10000.00 USD')
    expectCode(await deposit(player, '10001'), 2004)
    expectCode(await deposit(player, '25', { payTypeId: 999 }), 1000, 'payTypeId')
    expectCode(await deposit(player, '25', { payTypeId: 201 }), 1000, 'payTypeId')
    expectCode(await deposit(player, '25', { currencyCode: 'BRL' }), 1000, 'currencyCode')
    expectCode(await deposit(player, '25.001'), 1000, 'amount')
    expectCode(await deposit(player, '-5'), 1000, 'amount')
    expectCode(await deposit(player, '25', { requestId: 'nope' }), 1000, 'requestId')
  })

  it('is idempotent by requestId: the same body answers the first deposit, another body is 2005', async () => {
    const player = await newPlayer(ws)
    const requestId = randomUUID()
    const first = await deposit(player, '30', { requestId })
    const again = await deposit(player, '30.00', { requestId })
    expect(again.data).toEqual(first.data)
    expectCode(await deposit(player, '31', { requestId }), 2005)
    const refused = await deposit(player, '1', { requestId: randomUUID() })
    expectCode(refused, 2004)
  })

  it('a demo member gets 3004, a visitor 3004', async () => {
    const visitor = await newVisitor(ws.client)
    const demo = await ws.client.form<UserInfo>(
      '/app/api/member/create/try-play/account',
      { lang: 'en' },
      visitor,
    )
    expect(demo.code).toBe(0)
    expectCode(
      await deposit({ ...demo.data, memberId: demo.data.memberId, user: demo.data, account: '' }, '25'),
      3004,
    )
    expectCode(
      await ws.client.form(
        '/app/api/deposit/create',
        { payTypeId: 101, amount: '25', currencyCode: 'USD', requestId: randomUUID() },
        visitor,
      ),
      3004,
    )
  })
})

describe('the sandbox provider and the notification', () => {
  it('Pay on the sandbox page credits once, through the signed notification; the page carries its own CSP', async () => {
    const player = await newPlayer(ws)
    const d = (await deposit(player, '40')).data
    const page = await fetch(d.payUrl)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('40')
    expect(html).toContain('value="pay"')
    const paid = await fetch(d.payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe('http://localhost:5171/#/wallet')
    expect(await accountBalance(ws, player.memberId)).toBe('40.00')
    expect(await depositStatus(player, d.id)).toBe('succeeded')
    // Paying again changes nothing.
    await fetch(d.payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    })
    expect(await accountBalance(ws, player.memberId)).toBe('40.00')
  })

  it('Decline marks the deposit failed and credits nothing', async () => {
    const player = await newPlayer(ws)
    const d = (await deposit(player, '40')).data
    await fetch(d.payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=decline',
      redirect: 'manual',
    })
    expect(await depositStatus(player, d.id)).toBe('failed')
    expect(await accountBalance(ws, player.memberId)).toBe('0.00')
  })

  it('a wrong, missing, stale or malformed signature is HTTP 400 and changes nothing', async () => {
    const player = await newPlayer(ws)
    const d = (await deposit(player, '50')).data
    const body = eventBody(d)
    const stale = Math.floor(Date.now() / 1000) - 301
    for (const header of [
      null,
      '',
      signatureHeaderOf('another-secret', body),
      signatureHeaderOf(secret, body, stale),
      signatureHeaderOf(secret, `${body} `),
      't=abc,v1=zz',
    ]) {
      const answer = await notify(body, header)
      expect(answer.status).toBe(400)
      expect(((await answer.json()) as Envelope).code).toBe(1000)
    }
    expect((await notify(body, signatureHeaderOf(secret, body), 'nobody')).status).toBe(400)
    expect(await accountBalance(ws, player.memberId)).toBe('0.00')
    expect(await depositStatus(player, d.id)).toBe('pending')
  })

  it('accepts any matching v1 among several; a replay of the event changes nothing', async () => {
    const player = await newPlayer(ws)
    const d = (await deposit(player, '60')).data
    const body = eventBody(d)
    const t = Math.floor(Date.now() / 1000)
    const good = signatureHeaderOf(secret, body, t).split(',v1=')[1]
    const header = `t=${t},v1=${'0'.repeat(64)},v1=${good}`
    const first = await notify(body, header)
    expect(first.status).toBe(200)
    expect(((await first.json()) as Envelope).code).toBe(0)
    const replay = await notify(body, header)
    expect(replay.status).toBe(200)
    expect(await accountBalance(ws, player.memberId)).toBe('60.00')
  })

  it("an amount or currency other than the deposit's credits nothing; a later failure does not undo a success", async () => {
    const player = await newPlayer(ws)
    const d = (await deposit(player, '70')).data
    for (const overrides of [{ amount: '700.00' }, { currencyCode: 'BRL' }, { providerRef: 'sbx_other' }]) {
      const body = eventBody(d, overrides)
      expect((await notify(body, signatureHeaderOf(secret, body))).status).toBe(200)
    }
    expect(await accountBalance(ws, player.memberId)).toBe('0.00')
    expect(await depositStatus(player, d.id)).toBe('pending')
    const ok = eventBody(d, { amount: '70' })
    await notify(ok, signatureHeaderOf(secret, ok))
    const failed = eventBody(d, { type: 'payment.failed' })
    await notify(failed, signatureHeaderOf(secret, failed))
    expect(await depositStatus(player, d.id)).toBe('succeeded')
    expect(await accountBalance(ws, player.memberId)).toBe('70.00')
  })

  it('a deposit pending for 24 hours expires, and a notification after that credits nothing', async () => {
    const player = await newPlayer(ws)
    const d = (await deposit(player, '80')).data
    await expirySweepOf(ws.server.ctx).sweep(Date.now() + depositLifetimeMs - 60_000)
    expect(await depositStatus(player, d.id)).toBe('pending')
    await expirySweepOf(ws.server.ctx).sweep(Date.now() + depositLifetimeMs + 1000)
    expect(await depositStatus(player, d.id)).toBe('expired')
    const body = eventBody(d)
    await notify(body, signatureHeaderOf(secret, body))
    expect(await accountBalance(ws, player.memberId)).toBe('0.00')
  })

  it("lists only the caller's deposits, by status and page", async () => {
    const a = await newPlayer(ws)
    const b = await newPlayer(ws)
    await deposit(a, '11')
    await deposit(a, '12')
    const mine = await ws.client.form<{ list: Deposit[]; total: number }>(
      '/app/api/deposit/list',
      { page: 1, pageSize: 1 },
      a,
    )
    expect(mine.data.total).toBe(2)
    expect(mine.data.list).toHaveLength(1)
    const theirs = await ws.client.form<{ list: Deposit[]; total: number }>('/app/api/deposit/list', {}, b)
    expect(theirs.data.total).toBe(0)
    expectCode(await ws.client.form('/app/api/deposit/list', { status: 'weird' }, a), 1000, 'status')
  })
})
