import { randomUUID } from 'node:crypto'
import { codes, type Envelope, type Kyc, type SysinitAnswer } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { signatureHeader, signatureHeaderOf } from '../src/payments/signature'
import { expectRefused } from './account-support'
import { balanceOf, credit, pickOf, placeOrder, upcomingFootball } from './bets-support'
import { bankBody } from './market-support'
import { createTestClient, openAnswer, pwdOf, type TestClient, type TestSession } from './support/client'
import { newMember } from './support/flows'
import { adultIdentity, completeIdentityCheck } from './support/identity'
import { useSharedServer } from './support/shared-server'

const as = useSharedServer()
const jade = () => createTestClient(as.server.url, { origin: 'http://localhost:5173' })

const kycOf = async (client: TestClient, session: TestSession) => {
  const answer = await client.form<Kyc>('/app/api/member/kyc', {}, session)
  expect(answer.code, answer.msg).toBe(0)
  return answer.data
}

/** A registered member of the client's brand with 1000 USD, its identity not checked. */
async function unverified(client: TestClient) {
  const member = await newMember(client, undefined, undefined, { identity: false })
  await credit(as, member.user.memberId, '1000')
  return { ...member, memberId: member.user.memberId }
}

function expectKycRequired(answer: Envelope, status = 'none') {
  expect(answer.code, answer.msg).toBe(codes.KYC_REQUIRED)
  expect(answer.data).toEqual({ kyc: status })
}

/** Every money path of an unverified member: a deposit, a withdrawal, a bet, bank capital, a game launch. */
async function moneyPaths(client: TestClient, member: TestSession) {
  const deposit = await client.form(
    '/app/api/deposit/create',
    { payTypeId: 101, amount: '20', currencyCode: 'USD', requestId: randomUUID() },
    member,
  )
  await client.form('/app/api/member/withdraw/pwd/edit', { pwd: pwdOf('w1thdraw'), oldPwd: '' }, member)
  const account = await client.form<{ id: number }[]>(
    '/app/api/withdraw/account/operate',
    {
      op: 'add',
      bankCode: 'DEVUSD',
      accountName: 'Ann Smith',
      accountNo: `ACC${Date.now()}`,
      currencyCode: 'USD',
    },
    member,
  )
  expect(account.code, account.msg).toBe(0)
  const withdrawal = await client.form(
    '/app/api/withdraw/create',
    {
      accountId: account.data.at(-1)!.id,
      amount: '30',
      currencyCode: 'USD',
      pwd: pwdOf('w1thdraw'),
      requestId: randomUUID(),
    },
    member,
  )
  const [first, second] = upcomingFootball(as)
  const bet = await client.nested(
    '/trade/api/order/create',
    {
      requestId: randomUUID(),
      acceptOdds: 'any',
      stake: '10',
      currencyCode: 'USD',
      legs: [pickOf(first!, '1x2', 'home')],
    },
    member,
  )
  const bank = await client.flat('/match/opening', bankBody(second!), member)
  const launch = await client.form(
    'game/play',
    { gameId: 101, currencyCode: 'USD', amount: '5', requestId: randomUUID() },
    member,
  )
  return { deposit, withdrawal, bet, bank, launch }
}

describe('identity and age (PROTOCOL.md section 13)', () => {
  it('sysinit says which brands require it: Apex does, Jade Arena does not', async () => {
    const read = async (client: TestClient) => {
      const answer = await client.get<string>('api/sysinit')
      return openAnswer<SysinitAnswer>(answer).protection.requireKyc
    }
    expect(await read(as.client)).toBe(true)
    expect(await read(jade())).toBe(false)
  })

  it('an unverified Apex member is refused every money path with 1009 data.kyc, nothing moved', async () => {
    const member = await unverified(as.client)
    const answers = await moneyPaths(as.client, member)
    for (const answer of Object.values(answers)) expectKycRequired(answer)
    expect(await balanceOf(as, member.memberId)).toBe('1000.00')
    const rows = await as.server.ctx.db.query(
      `SELECT 1 FROM deposits WHERE member_id = $1 UNION ALL SELECT 1 FROM withdrawals WHERE member_id = $1
       UNION ALL SELECT 1 FROM orders WHERE member_id = $1`,
      [member.memberId],
    )
    expect(rows).toHaveLength(0)
  })

  it('a member of a brand that does not require it moves money unverified', async () => {
    const client = jade()
    const member = await unverified(client)
    const answers = await moneyPaths(client, member)
    for (const answer of Object.values(answers)) expect(answer.code, answer.msg).toBe(0)
  })

  it('the sandbox form verifies an adult, and money moves after', async () => {
    const member = await unverified(as.client)
    const before = await kycOf(as.client, member)
    expect(before.status).toBe('none')
    expect(before.url).toMatch(/\/sandbox\/kyc\/kyc_[0-9a-f]{32}$/)
    const page = await fetch(before.url)
    expect(page.status).toBe(200)
    const html = await page.text()
    for (const field of ['name="name"', 'name="birthDate"', 'name="address"']) expect(html).toContain(field)

    const posted = await fetch(before.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...adultIdentity }),
      redirect: 'manual',
    })
    expect(posted.status).toBe(303)
    expect(posted.headers.get('location')).toBe('http://localhost:5171/#/account')
    expect(await kycOf(as.client, member)).toEqual({ status: 'verified', url: '' })
    const bet = await placeOrder(as, member, {
      legs: [pickOf(upcomingFootball(as)[0]!, '1x2', 'home')],
      acceptOdds: 'any',
    })
    expect(bet.code, bet.msg).toBe(0)
  })

  it('under the brand’s minimum age is refused (18 by default), and so is a name containing "reject"; a new check may follow', async () => {
    const member = await unverified(as.client)
    const today = new Date()
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`
    expect(
      (await completeIdentityCheck(as.client, member, { ...adultIdentity, birthDate: seventeen })).status,
    ).toBe('refused')
    expectKycRequired(
      await placeOrder(as, member, { legs: [pickOf(upcomingFootball(as)[0]!, '1x2', 'home')] }),
      'refused',
    )
    expect(
      (await completeIdentityCheck(as.client, member, { ...adultIdentity, name: 'Please Reject Me' })).status,
    ).toBe('refused')
    expect((await completeIdentityCheck(as.client, member)).status).toBe('verified')
  })

  it('a form missing a field or with a wrong date is shown again (400) and decides nothing', async () => {
    const member = await unverified(as.client)
    const { url } = await kycOf(as.client, member)
    for (const form of [
      { name: 'Ann', birthDate: '1990-02-30', address: 'x' },
      { name: '', birthDate: '1990-01-01', address: 'x' },
      { name: 'Ann', birthDate: '1990-01-01' },
    ]) {
      const posted = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form as Record<string, string>),
        redirect: 'manual',
      })
      expect(posted.status).toBe(400)
    }
    expect(await kycOf(as.client, member)).toEqual({ status: 'none', url })
  })

  it('a notification needs a good, fresh signature, and counts once', async () => {
    const member = await unverified(as.client)
    const { url } = await kycOf(as.client, member)
    const checkRef = url.split('/').at(-1)!
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'kyc.verified',
      memberId: member.memberId,
      checkRef,
      created: Date.now(),
    })
    const secret = as.server.ctx.config.account.kycSecrets.get('sandbox')!
    const notify = (header: string) =>
      fetch(`${as.server.url}/app/api/kyc/notify/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [signatureHeader]: header },
        body,
      })
    expect((await notify(signatureHeaderOf('wrong-secret', body))).status).toBe(400)
    const stale = Math.floor(Date.now() / 1000) - 3600
    expect((await notify(signatureHeaderOf(secret, body, stale))).status).toBe(400)
    expect((await kycOf(as.client, member)).status).toBe('none')

    const accepted = await notify(signatureHeaderOf(secret, body))
    expect(await accepted.json()).toMatchObject({ code: 0, data: { outcome: 'applied' } })
    const replayed = await notify(signatureHeaderOf(secret, body))
    expect(await replayed.json()).toMatchObject({ code: 0, data: { outcome: 'replayed' } })
    expect((await kycOf(as.client, member)).status).toBe('verified')
  })

  it('a notification of another member’s check changes nothing', async () => {
    const member = await unverified(as.client)
    const other = await unverified(as.client)
    const { url } = await kycOf(as.client, other)
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'kyc.verified',
      memberId: member.memberId,
      checkRef: url.split('/').at(-1)!,
      created: Date.now(),
    })
    const secret = as.server.ctx.config.account.kycSecrets.get('sandbox')!
    const answer = await fetch(`${as.server.url}/app/api/kyc/notify/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [signatureHeader]: signatureHeaderOf(secret, body) },
      body,
    })
    expect(await answer.json()).toMatchObject({ code: 0, data: { outcome: 'ignored' } })
    expect((await kycOf(as.client, member)).status).toBe('none')
  })

  it('a demo member’s demo money needs no identity', async () => {
    const member = await unverified(as.client)
    const demo = await as.client.form<{ uid: string; token: string }>(
      '/app/api/member/create/try-play/account',
      { lang: 'en' },
      member,
    )
    expect(demo.code, demo.msg).toBe(0)
    const bet = await placeOrder(as, demo.data, {
      legs: [pickOf(upcomingFootball(as)[0]!, '1x2', 'home')],
      currencyCode: 'DEMO',
    })
    expect(bet.code, bet.msg).toBe(0)
  })
})

describe('bad input', () => {
  it('a visitor may not ask for a check (3004)', async () => {
    const visitor = await as.client.form<{ uid: string; token: string }>('/app/api/visitor/create', {
      lang: 'en',
    })
    expectRefused(await as.client.form('/app/api/member/kyc', {}, visitor.data), codes.NOT_PERMITTED)
  })
})
