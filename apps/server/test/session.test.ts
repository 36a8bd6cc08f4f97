import { type BalanceEntry, codes, type UserInfo } from '@sportsbook/sdk/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerEvents } from '../src/bus'
import { createTestClient, pwdOf, type TestClient } from './support/client'
import { login, newMember, newVisitor, uniqueAccount } from './support/flows'
import { creditMember } from './support/ledger-credits'
import { sharedServer } from './support/shared-server'
import type { TestServer } from './support/start-server'

let server: TestServer
let client: TestClient

const listening: (() => void)[] = []

beforeAll(async () => {
  server = (await sharedServer()).server
  client = createTestClient(server.url)
})
afterAll(() => {
  for (const off of listening.splice(0)) off()
})

function listen<K extends keyof ServerEvents>(event: K): ServerEvents[K][] {
  const seen: ServerEvents[K][] = []
  listening.push(server.ctx.bus.on(event, (payload) => seen.push(payload)))
  return seen
}

describe('visitors', () => {
  it('userCreate answers a uid and a 256-bit token, and userClogin the visitor user info', async () => {
    const portuguese = createTestClient(server.url, { clientInfo: { lang: 'pt' } })
    const created = await portuguese.form<{ uid: string; token: string }>('/app/api/visitor/create', {
      lang: 'pt',
    })
    expect(created.code).toBe(0)
    expect(created.data.token).toMatch(/^[0-9a-f]{64}$/)
    const info = await portuguese.form<UserInfo>('/app/api/visitor/login', { lang: 'pt' }, created.data)
    expect(info).toMatchObject({ code: 0, data: { uid: created.data.uid, token: created.data.token } })
    expect(info.data).toMatchObject({
      account: '',
      source: 2,
      oddsConfig: [0, 0, 0, 0, 0],
      channelType: 'a1',
      pUid: 0,
      languageCode: 'pt',
      currencyCode: 'USD',
      creditAmount: '0.00',
      loanAmount: '0.00',
    })
    expect(info.data.memberId).toBe(Number(created.data.uid))
  })

  it('a visitor is refused member paths with 3004 and keeps its session', async () => {
    const visitor = await newVisitor(client)
    expect((await client.form('/app/api/wallet/balance', {}, visitor)).code).toBe(codes.NOT_PERMITTED)
    expect((await client.form('/app/api/member/logout', {}, visitor)).code).toBe(codes.NOT_PERMITTED)
    expect((await client.form('/app/api/member/profile', {}, visitor)).code).toBe(0)
  })

  it('no token or another member uid is 403', async () => {
    const visitor = await newVisitor(client)
    expect((await client.form('/app/api/member/profile', {})).code).toBe(codes.FORBIDDEN)
    const other = await newVisitor(client)
    expect(
      (await client.form('/app/api/member/profile', {}, { uid: other.uid, token: visitor.token })).code,
    ).toBe(codes.FORBIDDEN)
  })
})

describe('registration and login', () => {
  it('registration upgrades the visitor in place with a new token and revokes the visitor token', async () => {
    const visitor = await newVisitor(client)
    const account = uniqueAccount('Reg')
    const answer = await createTestClient(server.url, { clientInfo: { lang: 'ja' } }).form<UserInfo>(
      '/app/api/member/create/account',
      { account, pwd: pwdOf('secret123'), promoteCode: '', lang: 'ja' },
      visitor,
    )
    expect(answer.code).toBe(0)
    expect(answer.data).toMatchObject({
      uid: visitor.uid,
      account,
      languageCode: 'ja',
      channelType: 'a1',
      pUid: 0,
    })
    expect(answer.data.token).not.toBe(visitor.token)
    expect((await client.form('/app/api/member/profile', {}, visitor)).code).toBe(codes.FORBIDDEN)
    const profile = await client.form<UserInfo>('/app/api/member/profile', {}, answer.data)
    expect(profile.data.account).toBe(account)
  })

  it('a taken username is 1001 whatever its letter case', async () => {
    const member = await newMember(client)
    const visitor = await newVisitor(client)
    const answer = await client.form(
      '/app/api/member/create/account',
      { account: member.account.toUpperCase(), pwd: pwdOf('other123'), lang: 'en' },
      visitor,
    )
    expect(answer.code).toBe(codes.USERNAME_TAKEN)
  })

  it('an invitation code must exist (1003); a real one is accepted in any case', async () => {
    const visitor = await newVisitor(client)
    const unknown = await client.form(
      '/app/api/member/create/account',
      { account: uniqueAccount(), pwd: pwdOf('secret123'), promoteCode: 'NOPE1234' },
      visitor,
    )
    expect(unknown).toMatchObject({ code: codes.UNKNOWN_INVITATION, data: { field: 'promoteCode' } })
    const inviter = await newMember(client)
    const [row] = await server.ctx.db.query<{ code: string }>(
      'SELECT code FROM invitation_codes WHERE member_id = $1',
      [inviter.user.memberId],
    )
    const invited = await client.form<UserInfo>(
      '/app/api/member/create/account',
      { account: uniqueAccount(), pwd: pwdOf('secret123'), promoteCode: row!.code.toLowerCase() },
      visitor,
    )
    expect(invited.code).toBe(0)
    const [link] = await server.ctx.db.query<{ invited_by: number }>(
      'SELECT invited_by FROM members WHERE id = $1',
      [invited.data.memberId],
    )
    expect(Number(link!.invited_by)).toBe(inviter.user.memberId)
  })

  it('five visitors racing for one username: exactly one gets it, the others 1001', async () => {
    const account = uniqueAccount('race')
    const visitors = await Promise.all(Array.from({ length: 5 }, () => newVisitor(client)))
    const answers = await Promise.all(
      visitors.map((visitor) =>
        client.form('/app/api/member/create/account', { account, pwd: pwdOf('secret123') }, visitor),
      ),
    )
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 1001, 1001, 1001, 1001])
  })

  it('a registered member cannot register again (3004)', async () => {
    const member = await newMember(client)
    const again = await client.form(
      '/app/api/member/create/account',
      { account: uniqueAccount(), pwd: pwdOf('secret123') },
      member,
    )
    expect(again.code).toBe(codes.NOT_PERMITTED)
  })

  it('form login answers the user info with a fresh token; a wrong password is 1002', async () => {
    const member = await newMember(client)
    const ok = await login(client, member.account, member.password)
    expect(ok.code).toBe(0)
    expect(ok.data).toMatchObject({ uid: member.uid, account: member.account })
    expect(ok.data.token).not.toBe(member.token)
    expect((await login(client, member.account.toUpperCase(), member.password)).code).toBe(0)
    expect((await login(client, member.account, 'wrong-one')).code).toBe(codes.WRONG_CREDENTIALS)
    expect((await login(client, uniqueAccount('ghost'), 'whatever1')).code).toBe(codes.WRONG_CREDENTIALS)
  })

  it('pass-code login (uid + token of a live session) opens another session of that member', async () => {
    const member = await newMember(client)
    const answer = await client.form<UserInfo>('/app/api/member/login/auto', { lang: 'en' }, member)
    expect(answer.code).toBe(0)
    expect(answer.data.uid).toBe(member.uid)
    expect(answer.data.token).not.toBe(member.token)
    expect((await client.form('/app/api/member/profile', {}, answer.data)).code).toBe(0)
    expect((await client.form('/app/api/member/profile', {}, member)).code).toBe(0)
    const bogus = await client.form(
      '/app/api/member/login/auto',
      {},
      { uid: member.uid, token: 'f'.repeat(64) },
    )
    expect(bogus.code).toBe(codes.FORBIDDEN)
  })

  it('logout revokes the token: the next call with it is 403 and the sockets hear sessionRevoked', async () => {
    const revoked = listen('sessionRevoked')
    const member = await newMember(client)
    expect(await client.form('/app/api/member/logout', {}, member)).toMatchObject({ code: 0, data: null })
    expect((await client.form('/app/api/member/profile', {}, member)).code).toBe(codes.FORBIDDEN)
    expect(revoked.some((event) => event.memberId === member.user.memberId)).toBe(true)
    expect(await server.ctx.sessions.authenticate(member.uid, member.token, 800000)).toBeNull()
  })

  it('addAccount answers the other account with a fresh token; only registered members may call it', async () => {
    const first = await newMember(client)
    const second = await newMember(client)
    const switched = await client.form<UserInfo>(
      '/app/api/member/login/account/add',
      { account: second.account, pwd: pwdOf(second.password) },
      first,
    )
    expect(switched.code).toBe(0)
    expect(switched.data).toMatchObject({ uid: second.uid, account: second.account })
    const wrong = await client.form(
      '/app/api/member/login/account/add',
      { account: second.account, pwd: pwdOf('nope12345') },
      first,
    )
    expect(wrong.code).toBe(codes.WRONG_CREDENTIALS)
    const visitor = await newVisitor(client)
    const byVisitor = await client.form(
      '/app/api/member/login/account/add',
      { account: second.account, pwd: pwdOf(second.password) },
      visitor,
    )
    expect(byVisitor.code).toBe(codes.NOT_PERMITTED)
  })
})

describe('password change', () => {
  it('checks the old password (1005), then revokes every other session but the caller', async () => {
    const member = await newMember(client)
    const other = (await login(client, member.account, member.password)).data
    const wrong = await client.form(
      '/app/api/member/pwd/edit',
      { pwd: pwdOf('newpass99'), oldPwd: pwdOf('not-it') },
      member,
    )
    expect(wrong).toMatchObject({ code: codes.WRONG_OLD_PASSWORD, data: { field: 'oldPwd' } })
    const changed = await client.form(
      '/app/api/member/pwd/edit',
      { pwd: pwdOf('newpass99'), oldPwd: pwdOf(member.password) },
      member,
    )
    expect(changed.code).toBe(0)
    expect((await client.form('/app/api/member/profile', {}, member)).code).toBe(0)
    expect((await client.form('/app/api/member/profile', {}, other)).code).toBe(codes.FORBIDDEN)
    expect((await login(client, member.account, member.password)).code).toBe(codes.WRONG_CREDENTIALS)
    expect((await login(client, member.account, 'newpass99')).code).toBe(0)
  })

  it('demo members and visitors may not change a password (3004)', async () => {
    const visitor = await newVisitor(client)
    const answer = await client.form(
      '/app/api/member/pwd/edit',
      { pwd: pwdOf('a'), oldPwd: pwdOf('b') },
      visitor,
    )
    expect(answer.code).toBe(codes.NOT_PERMITTED)
  })
})

describe('try-play', () => {
  it('answers a demo member with pUid of the caller and 10,000 in demo money', async () => {
    const balances = listen('balance')
    const visitor = await newVisitor(client)
    const demo = await client.form<UserInfo>(
      '/app/api/member/create/try-play/account',
      { lang: 'en' },
      visitor,
    )
    expect(demo.code).toBe(0)
    expect(demo.data.pUid).toBe(visitor.user.memberId)
    expect(demo.data.currencyCode).toBe('DEMO')
    const balance = await client.form<BalanceEntry[]>('/app/api/wallet/balance', {}, demo.data)
    expect(balance.data).toEqual([
      {
        currencyId: 99,
        assetID: `${demo.data.memberId}-DEMO`,
        currencyCode: 'DEMO',
        scale: 2,
        amount: '10000.00',
        frozen: '0.00',
        creditAmount: '0.00',
        loanAmount: '0.00',
        status: 1,
      },
    ])
    expect(balances).toContainEqual({ memberId: demo.data.memberId })
  })

  it('a demo member cannot switch to a real currency', async () => {
    const visitor = await newVisitor(client)
    const demo = (await client.form<UserInfo>('/app/api/member/create/try-play/account', {}, visitor)).data
    const answer = await client.form('/app/api/member/change/currency', { currencyCode: 'USD' }, demo)
    expect(answer).toMatchObject({ code: codes.INVALID_REQUEST, data: { field: 'currencyCode' } })
  })
})

describe('profile, currency, limits and balance', () => {
  it('userInfoEdit saves the language and emits bus language', async () => {
    const languages = listen('language')
    const member = await newMember(client)
    const answer = await client.form('/app/api/member/profile/edit', { languageCode: 'vi' }, member)
    expect(answer).toMatchObject({ code: 0, data: { languageCode: 'vi' } })
    expect(languages).toContainEqual({ memberId: member.user.memberId, lang: 'vi' })
    const profile = await client.form<UserInfo>('/app/api/member/profile', {}, member)
    expect(profile.data.languageCode).toBe('vi')
  })

  it("the balance lists the brand's real currencies in its order with their scales, amounts as decimal strings", async () => {
    const member = await newMember(client)
    await creditMember(server.ctx.ledger, member.user.memberId, '12.3456', 'USDT')
    const balance = await client.form<BalanceEntry[]>('/app/api/wallet/balance', {}, member)
    expect(balance.data.map((entry) => [entry.currencyCode, entry.scale, entry.amount])).toEqual([
      ['USD', 2, '0.00'],
      ['USDT', 4, '12.3456'],
      ['BRL', 2, '0.00'],
    ])
  })

  it('changeCurrency moves the member to another real currency; an unknown one is 1000', async () => {
    const member = await newMember(client)
    const changed = await client.form<UserInfo>(
      '/app/api/member/change/currency',
      { currencyCode: 'BRL' },
      member,
    )
    expect(changed).toMatchObject({ code: 0, data: { currencyCode: 'BRL', token: member.token } })
    const limits = await client.form<{ currencyCode: string }>('/trade/member/limits', {}, member)
    expect(limits.data.currencyCode).toBe('BRL')
    const unknown = await client.form('/app/api/member/change/currency', { currencyCode: 'XYZ' }, member)
    expect(unknown).toMatchObject({ code: codes.INVALID_REQUEST, data: { field: 'currencyCode' } })
    const demo = await client.form('/app/api/member/change/currency', { currencyCode: 'DEMO' }, member)
    expect(demo.code).toBe(codes.INVALID_REQUEST)
  })

  it('memberLimits answers per-sport and per-market limits with defaults', async () => {
    const member = await newMember(client)
    const limits = await client.form<{
      default: { min: string; max: string }
      sports: { sportType: number; markets: { type: string; max: string }[] }[]
    }>('/trade/member/limits', {}, member)
    expect(limits.code).toBe(0)
    expect(limits.data.default).toEqual({ min: '1.00', max: '5000.00' })
    expect(limits.data.sports.map((sport) => sport.sportType)).toEqual([1, 2])
    expect(limits.data.sports[1]!.markets.map((market) => market.type)).toEqual([
      'moneyline',
      'spread',
      'total',
      'winningMargin',
    ])
  })

  it('setUserType answers the product of the calling site, or the first site without a known origin', async () => {
    for (const [origin, productNo] of [
      ['http://localhost:5172', 800001],
      ['http://127.0.0.1:5173', 800002],
      ['http://localhost:5171', 800000],
    ] as const) {
      const answer = await createTestClient(server.url, { origin }).form('app/api/user/type', {
        domainType: 3,
      })
      expect(answer).toMatchObject({ code: 0, data: { productNo } })
    }
    const unknown = await createTestClient(server.url, { origin: '' }).form('/app/api/user/type', {
      domainType: '3',
    })
    expect(unknown.data).toEqual({ productNo: 800000 })
  })
})
