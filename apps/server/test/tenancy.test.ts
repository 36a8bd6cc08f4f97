import {
  type AmountLogEntry,
  type BalanceEntry,
  codes,
  type SysinitAnswer,
  type UserInfo,
} from '@sportsbook/sdk/protocol'
import type { Socket } from 'socket.io-client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { signChannelToken } from '../src/auth/channel-token'
import { DEVELOPMENT_CHANNEL_SECRETS } from '../src/config'
import { runCliOn } from './support/cli-runner'
import { createTestClient, openAnswer, pwdOf, type TestClient, type TestSession } from './support/client'
import { login, newMember, newVisitor, uniqueAccount } from './support/flows'
import { sharedServer } from './support/shared-server'
import { closeOpenedSockets, openSocket, type SocketKind } from './support/sockets'
import type { TestServer } from './support/start-server'

/**
 * Each brand its own tenant: members, sessions and wallets belong to the brand of the site they came from (its
 * Origin through SITES; no known Origin is PRODUCT_NO's brand, 800000 here).
 */
let server: TestServer
let apex: TestClient
let copa: TestClient
let jade: TestClient
let noOrigin: TestClient

beforeAll(async () => {
  server = (await sharedServer()).server
  apex = createTestClient(server.url, { origin: 'http://localhost:5171' })
  copa = createTestClient(server.url, { origin: 'http://localhost:5172' })
  jade = createTestClient(server.url, { origin: 'http://127.0.0.1:5173' })
  noOrigin = createTestClient(server.url, { origin: '' })
})
afterEach(closeOpenedSockets)

const cli = (...argv: string[]) => runCliOn(server, argv)

const balance = async (client: TestClient, session: TestSession) => {
  const answer = await client.form<BalanceEntry[]>('/app/api/wallet/balance', {}, session)
  expect(answer.code, answer.msg).toBe(0)
  return answer.data
}

describe('members belong to their brand', () => {
  it('the same username registered on two brands is two members, each logging in on its own brand', async () => {
    const account = uniqueAccount('same')
    const onApex = await newMember(apex, account, 'apex-pass')
    const onCopa = await newMember(copa, account, 'copa-pass')
    expect(onCopa.user.memberId).not.toBe(onApex.user.memberId)
    expect((await login(apex, account, 'apex-pass')).data.memberId).toBe(onApex.user.memberId)
    expect((await login(copa, account, 'copa-pass')).data.memberId).toBe(onCopa.user.memberId)
    // A second registration of the name on one brand is still 1001.
    const again = await newVisitor(copa)
    const taken = await copa.form(
      '/app/api/member/create/account',
      { account: account.toUpperCase(), pwd: pwdOf('x'), lang: 'en' },
      again,
    )
    expect(taken.code).toBe(codes.USERNAME_TAKEN)
  })

  it("a token of one brand is 403 on another brand's paths; no known Origin is PRODUCT_NO's brand", async () => {
    const member = await newMember(apex)
    const visitor = await newVisitor(copa)
    expect((await copa.form('/app/api/member/profile', {}, member)).code).toBe(codes.FORBIDDEN)
    expect((await jade.form('trade/api/order/list', {}, member)).code).toBe(codes.FORBIDDEN)
    expect((await apex.form('/app/api/member/profile', {}, visitor)).code).toBe(codes.FORBIDDEN)
    expect((await noOrigin.form('/app/api/member/profile', {}, member)).code).toBe(0)
    expect((await noOrigin.form('/app/api/member/profile', {}, visitor)).code).toBe(codes.FORBIDDEN)
    expect((await copa.form('/app/api/member/profile', {}, visitor)).code).toBe(0)
  })

  it("another brand's form login is an unknown account (1002), and its pass code a 403", async () => {
    const member = await newMember(apex, uniqueAccount('own'), 'secret123')
    const refused = await login(copa, member.account, 'secret123')
    expect([refused.code, refused.data]).toEqual([codes.WRONG_CREDENTIALS, null])
    const passCode = await copa.form('/app/api/member/login/auto', { lang: 'en' }, member)
    expect(passCode.code).toBe(codes.FORBIDDEN)
    expect((await apex.form('/app/api/member/login/auto', { lang: 'en' }, member)).code).toBe(0)
  })

  it('wrong passwords are counted per brand: another brand never puts this account behind the captcha', async () => {
    const member = await newMember(apex, uniqueAccount('cap'), 'secret123')
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(copa, member.account, 'wrong-one')).code).toBe(codes.WRONG_CREDENTIALS)
    }
    expect((await login(copa, member.account, 'secret123')).code).toBe(codes.TOO_MANY_ATTEMPTS)
    expect((await login(apex, member.account, 'secret123')).code).toBe(0)
  })

  it("a saved-account switch (addAccount) to another brand's account is refused as unknown", async () => {
    const here = await newMember(apex)
    const there = await newMember(copa, uniqueAccount('there'), 'there-pass')
    const switched = await apex.form(
      '/app/api/member/login/account/add',
      { account: there.account, pwd: pwdOf('there-pass') },
      here,
    )
    expect(switched.code).toBe(codes.WRONG_CREDENTIALS)
    // Presented to the other brand, the caller's own token is not a session at all.
    const fromThere = await copa.form(
      '/app/api/member/login/account/add',
      { account: there.account, pwd: pwdOf('there-pass') },
      here,
    )
    expect(fromThere.code).toBe(codes.FORBIDDEN)
  })

  it('an invitation code of another brand is unknown (1003)', async () => {
    const inviter = await newMember(apex)
    const guest = await newVisitor(copa)
    const answer = await copa.form(
      '/app/api/member/create/account',
      { account: uniqueAccount('inv'), pwd: pwdOf('x'), promoteCode: inviter.user.inviteCode, lang: 'en' },
      guest,
    )
    expect(answer.code).toBe(codes.UNKNOWN_INVITATION)
  })
})

describe('sockets', () => {
  const open = (kind: SocketKind, session: TestSession, origin: string) =>
    openSocket(server.url, kind, session, { origin })
  const outcome = (socket: Socket) =>
    new Promise<number | 'connected'>((resolve) => {
      socket.once('connect', () => resolve('connected'))
      socket.once('connect_error', (error) =>
        resolve((error as Error & { data?: { code: number } }).data?.code ?? 0),
      )
    })

  it("both sockets refuse a token presented with another brand's Origin (403) and take it on its own", async () => {
    const member = await newMember(copa)
    for (const kind of ['main', 'match'] as const) {
      expect(await outcome(open(kind, member, 'http://localhost:5171'))).toBe(403)
      expect(await outcome(open(kind, member, 'http://localhost:5172'))).toBe('connected')
    }
  })
})

describe('currencies per brand', () => {
  it("sysinit lists the calling brand's currencies, its default first and DEMO last", async () => {
    const read = async (client: TestClient) => {
      const envelope = await client.get('api/sysinit')
      return openAnswer<SysinitAnswer>(envelope)
    }
    const codesOf = (answer: SysinitAnswer) => answer.currencies.map((c) => [c.currencyCode, c.demo])
    const copaInit = await read(copa)
    expect(codesOf(copaInit)).toEqual([
      ['BRL', false],
      ['USDT', false],
      ['DEMO', true],
    ])
    expect([copaInit.defaultCurrency, copaInit.productNo]).toEqual(['BRL', 800001])
    const apexInit = await read(apex)
    expect(codesOf(apexInit).map(([code]) => code)).toEqual(['USD', 'USDT', 'BRL', 'DEMO'])
    expect(apexInit.defaultCurrency).toBe('USD')
    expect(codesOf(await read(jade)).map(([code]) => code)).toEqual(['USD', 'USDT', 'DEMO'])
  })

  it("new members start in their brand's default currency and hold only its currencies", async () => {
    const visitor = await newVisitor(copa)
    expect(visitor.user.currencyCode).toBe('BRL')
    const member = await newMember(copa)
    expect(member.user.currencyCode).toBe('BRL')
    expect((await balance(copa, member)).map((entry) => entry.currencyCode)).toEqual(['BRL', 'USDT'])
    const jadeMember = await newMember(jade)
    expect(jadeMember.user.currencyCode).toBe('USD')
    expect((await balance(jade, jadeMember)).map((entry) => entry.currencyCode)).toEqual(['USD', 'USDT'])
  })

  it("changeCurrency takes only the brand's currencies (1000 on currencyCode) and changes nothing else", async () => {
    const member = await newMember(copa)
    const refused = await copa.form('/app/api/member/change/currency', { currencyCode: 'USD' }, member)
    expect([refused.code, refused.data]).toEqual([codes.INVALID_REQUEST, { field: 'currencyCode' }])
    const profile = await copa.form<UserInfo>('/app/api/member/profile', {}, member)
    expect(profile.data.currencyCode).toBe('BRL')
    const changed = await copa.form<UserInfo>(
      '/app/api/member/change/currency',
      { currencyCode: 'USDT' },
      member,
    )
    expect([changed.code, changed.data.currencyCode]).toEqual([0, 'USDT'])
  })
})

describe('channel principals', () => {
  const secret = DEVELOPMENT_CHANNEL_SECRETS.split('=')[1]!
  const channelLogin = (client: TestClient, principal: string) =>
    client.form<UserInfo>('/open/member/login', {
      authToken: signChannelToken({ principal, channel: 'demo-channel', exp: Date.now() + 60_000 }, secret),
      principal,
    })
  const channelOf = (origin: string) =>
    createTestClient(server.url, { origin, clientInfo: { channel: 'demo-channel' } })

  it('a principal is an identifier: letters, digits and -_.:@ only, else 1002 even when signed', async () => {
    const client = channelOf('http://localhost:5171')
    for (const principal of ['pl ayer', '<b>x</b>', 'a/b', 'joão', 'x,y']) {
      const answer = await channelLogin(client, principal)
      expect([principal, answer.code]).toEqual([principal, codes.WRONG_CREDENTIALS])
    }
    const fine = await channelLogin(client, `Op-1_a.b:c@d${Date.now()}`)
    expect(fine.code, fine.msg).toBe(0)
    expect(fine.data.channelType).toBe('v2')
  })

  it("one principal is one member per brand, in the brand's default currency", async () => {
    const principal = `p${Date.now()}`
    const onApex = await channelLogin(channelOf('http://localhost:5171'), principal)
    const onCopa = await channelLogin(channelOf('http://localhost:5172'), principal)
    expect(onCopa.data.memberId).not.toBe(onApex.data.memberId)
    expect([onApex.data.currencyCode, onCopa.data.currencyCode]).toEqual(['USD', 'BRL'])
    const again = await channelLogin(channelOf('http://localhost:5172'), principal)
    expect(again.data.memberId).toBe(onCopa.data.memberId)
  })
})

describe('one language per brand', () => {
  it('Copa Bet members keep European Portuguese, whatever language they ask for', async () => {
    const english = createTestClient(server.url, {
      origin: 'http://localhost:5172',
      clientInfo: { lang: 'en' },
    })
    const visitor = await newVisitor(english)
    expect(visitor.user.languageCode).toBe('pt')
    const edited = await copa.form<{ languageCode: string }>(
      '/app/api/member/profile/edit',
      { languageCode: 'en' },
      visitor,
    )
    expect(edited.data.languageCode).toBe('pt')
    const apexVisitor = await newVisitor(apex)
    const apexEdited = await apex.form<{ languageCode: string }>(
      '/app/api/member/profile/edit',
      { languageCode: 'br' },
      apexVisitor,
    )
    expect(apexEdited.data.languageCode).toBe('br')
  })

  it('pt messages are European Portuguese, br Brazilian', async () => {
    const european = createTestClient(server.url, { clientInfo: { lang: 'pt' } })
    const brazilian = createTestClient(server.url, { clientInfo: { lang: 'br' } })
    const account = uniqueAccount('nobody')
    expect((await login(european, account, 'x', { lang: 'pt' })).msg).toBe('Conta ou palavra-passe incorreta')
    expect((await login(brazilian, account, 'x', { lang: 'br' })).msg).toBe('Conta ou senha incorreta')
  })

  it("the account history answers each memo as a sentence in the request's language", async () => {
    const visitor = await newVisitor(apex)
    const demo = (await apex.form<UserInfo>('/app/api/member/create/try-play/account', {}, visitor)).data
    const read = async (lang: string) => {
      const client = createTestClient(server.url, { clientInfo: { lang } })
      const answer = await client.form<{ list: AmountLogEntry[] }>('trade/member/amount/log', {}, demo)
      expect(answer.code, answer.msg).toBe(0)
      return answer.data.list
    }
    const [english] = await read('en')
    expect(english).toMatchObject({
      kind: 'demo-credit',
      memo: 'Demo credit',
      reference: '',
      amount: '10000.00',
    })
    expect((await read('pt'))[0]?.memo).toBe('Crédito de demonstração')
    expect((await read('zh'))[0]?.memo).toBe('试玩金入账')
    for (const lang of ['ko', 'ja', 'th', 'vi', 'id', 'ms', 'hi', 'kh', 'zht', 'br', 'in']) {
      const [entry] = await read(lang)
      expect(entry?.memo).toBeTruthy()
      expect(entry?.memo).not.toMatch(/try-play|member \d/)
    }
  })
})

describe('the operator CLI', () => {
  it('--product names the brand of the account; without it, PRODUCT_NO', async () => {
    const account = uniqueAccount('cli')
    const onApex = await newMember(apex, account)
    const onCopa = await newMember(copa, account)
    expect((await cli('credit', account, '12.5', 'BRL', '--product', '800001')).code).toBe(0)
    expect((await cli('credit', account, '3', 'USD')).code).toBe(0)
    const copaBrl = (await balance(copa, onCopa)).find((entry) => entry.currencyCode === 'BRL')
    const apexUsd = (await balance(apex, onApex)).find((entry) => entry.currencyCode === 'USD')
    expect([copaBrl?.amount, apexUsd?.amount]).toEqual(['12.50', '3.00'])
    expect((await balance(apex, onApex)).find((entry) => entry.currencyCode === 'BRL')?.amount).toBe('0.00')
    expect((await cli('credit', `#${onApex.user.memberId}`, '1', 'USD', '--product', '800001')).code).toBe(2)
    expect((await cli('credit', account, '1', 'USD', '--product', '123')).code).toBe(2)
  })

  it('operator create --product makes an operator of that brand only', async () => {
    const account = `op${Date.now().toString(36).slice(-8)}`
    const created = await cli('operator', 'create', account, '--product', '800002')
    expect(created.code, created.out).toBe(0)
    const password = /password: (\S+)/.exec(created.out)![1]!
    const onJade = await login(jade, account, password)
    expect([onJade.code, onJade.data.currencyCode]).toEqual([0, 'USD'])
    expect((await login(apex, account, password)).code).toBe(codes.WRONG_CREDENTIALS)
    expect((await cli('operator', 'create', account, '--product', '800002')).code).toBe(2)
    expect((await cli('operator', 'create', account, '--product', '800001')).code).toBe(0)
  })
})
