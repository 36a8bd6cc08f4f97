import { codes, type Envelope, type UserInfo } from '@sportsbook/sdk/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import { signChannelToken } from '../src/auth/channel-token'
import { DEVELOPMENT_CHANNEL_SECRETS } from '../src/config'
import { createTestClient, pwdOf, type TestSession } from './support/client'
import { newMember, newVisitor, uniqueAccount } from './support/flows'
import { useSharedServer } from './support/shared-server'

const shared = useSharedServer()

/** Every table a session call may write, as rows: a refused request must leave all of them as they were. */
async function snapshot(): Promise<string> {
  const tables = [
    'members',
    'sessions',
    'invitation_codes',
    'ledger_entries',
    'ledger_accounts',
    'login_failures',
  ]
  const parts: unknown[] = []
  for (const table of tables) {
    parts.push(await shared.server.ctx.db.query(`SELECT * FROM ${table} ORDER BY 1`))
  }
  parts.push(await shared.server.ctx.db.query('SELECT id, used_at FROM captchas ORDER BY 1'))
  return JSON.stringify(parts)
}

/** Sends the request and checks: code 1000, `data.field` names `field`, msg names it, nothing changed. */
async function expectRefused(field: string, send: () => Promise<Envelope>): Promise<void> {
  const before = await snapshot()
  const answer = await send()
  expect(answer.code, `${field}: ${answer.msg}`).toBe(codes.INVALID_REQUEST)
  expect(answer.data).toEqual({ field })
  expect(answer.msg).toContain(field)
  expect(await snapshot()).toBe(before)
}

describe('registration fields', () => {
  let visitor: TestSession
  beforeAll(async () => {
    visitor = await newVisitor(shared.client)
  })
  const register = (payload: Record<string, unknown>) =>
    shared.client.form(
      '/app/api/member/create/account',
      { account: uniqueAccount(), pwd: pwdOf('secret1'), ...payload },
      visitor,
    )

  it.each([
    ['a single character', 'a'],
    ['17 characters', 'abcdefghij1234567'],
    ['a space', 'ab cd'],
    ['Chinese characters', '用户ab'],
    ['an underscore', 'ab_cd'],
    ['an empty account', ''],
  ])('a username with %s is 1000 naming account', async (_, account) => {
    await expectRefused('account', () => register({ account }))
  })

  it('a missing username is 1000 naming account', async () => {
    await expectRefused('account', () =>
      shared.client.form('/app/api/member/create/account', { pwd: pwdOf('secret1') }, visitor),
    )
  })

  it.each([
    ['plain text', 'secret123'],
    ['upper-case hex', pwdOf('secret1').toUpperCase()],
    ['31 hex characters', pwdOf('secret1').slice(1)],
    ['nothing', ''],
  ])('a pwd of %s is 1000 naming pwd', async (_, pwd) => {
    await expectRefused('pwd', () => register({ pwd }))
  })

  it('an invitation code longer than 40 is 1000 naming promoteCode', async () => {
    await expectRefused('promoteCode', () => register({ promoteCode: 'A'.repeat(41) }))
  })

  it('the limits themselves pass: 2 and 16 characters, 40-character code checked against the list', async () => {
    expect((await register({ account: uniqueAccount('x').slice(0, 16).padEnd(16, '9') })).code).toBe(0)
    const other = await newVisitor(shared.client)
    const code = await shared.client.form(
      '/app/api/member/create/account',
      {
        account: `z${Math.random().toString(36).slice(2, 3)}`,
        pwd: pwdOf('secret1'),
        promoteCode: 'A'.repeat(40),
      },
      other,
    )
    expect([codes.UNKNOWN_INVITATION, codes.USERNAME_TAKEN]).toContain(code.code)
  })
})

describe('login and member fields', () => {
  it('form login: bad account, bad pwd and a domainType other than 3 are 1000', async () => {
    const login = (payload: Record<string, unknown>) =>
      shared.client.form('/app/api/member/login/account', {
        account: 'someone1',
        pwd: pwdOf('x'),
        domainType: 3,
        ...payload,
      })
    await expectRefused('account', () => login({ account: 'no way' }))
    await expectRefused('pwd', () => login({ pwd: 'abc' }))
    await expectRefused('domainType', () => login({ domainType: 2 }))
    await expectRefused('domainType', () => login({ domainType: 'three' }))
    await expectRefused('code', () => login({ code: '1'.repeat(17) }))
  })

  it('password change: a bad pwd or oldPwd is 1000 and the password stays', async () => {
    const member = await newMember(shared.client)
    await expectRefused('pwd', () =>
      shared.client.form(
        '/app/api/member/pwd/edit',
        { pwd: 'short', oldPwd: pwdOf(member.password) },
        member,
      ),
    )
    await expectRefused('oldPwd', () =>
      shared.client.form(
        '/app/api/member/pwd/edit',
        { pwd: pwdOf('newone1'), oldPwd: member.password },
        member,
      ),
    )
  })

  it('profile edit: a language outside the 14 codes, or none, is 1000 naming languageCode', async () => {
    const member = await newMember(shared.client)
    await expectRefused('languageCode', () =>
      shared.client.form('/app/api/member/profile/edit', { languageCode: 'de' }, member),
    )
    await expectRefused('languageCode', () => shared.client.form('/app/api/member/profile/edit', {}, member))
  })

  it('changeCurrency: a malformed code is 1000 naming currencyCode', async () => {
    const member = await newMember(shared.client)
    await expectRefused('currencyCode', () =>
      shared.client.form('/app/api/member/change/currency', { currencyCode: 'usd' }, member),
    )
    await expectRefused('currencyCode', () =>
      shared.client.form('/app/api/member/change/currency', {}, member),
    )
  })

  it('setUserType: a domainType other than 3 is 1000', async () => {
    await expectRefused('domainType', () => shared.client.form('app/api/user/type', { domainType: 'x' }))
  })

  it('addAccount: a bad account is 1000', async () => {
    const member = await newMember(shared.client)
    await expectRefused('account', () =>
      shared.client.form('/app/api/member/login/account/add', { account: '!', pwd: pwdOf('x') }, member),
    )
  })
})

describe('channel and captcha fields', () => {
  it('authLogin: a missing authToken or principal, or an unknown currency format, is 1000', async () => {
    const channel = createTestClient(shared.server.url, { clientInfo: { channel: 'demo-channel' } })
    await expectRefused('authToken', () => channel.form('/open/member/login', { principal: 'p1' }))
    await expectRefused('principal', () => channel.form('/open/member/login', { authToken: 'x.y' }))
    await expectRefused('currencyCode', () =>
      channel.form('/open/member/login', { authToken: 'x.y', principal: 'p1', currencyCode: '$$' }),
    )
    const noChannel = createTestClient(shared.server.url, { clientInfo: { channel: '' } })
    await expectRefused('channel', () =>
      noChannel.form('/open/member/login', { authToken: 'x.y', principal: 'p1' }),
    )
  })

  it('openBalance: a missing principal is 1000', async () => {
    const channel = createTestClient(shared.server.url, { clientInfo: { channel: 'demo-channel' } })
    const secret = DEVELOPMENT_CHANNEL_SECRETS.split('=')[1]!
    const authToken = signChannelToken(
      { principal: 'v1', channel: 'demo-channel', exp: Date.now() + 60_000 },
      secret,
    )
    const user = (await channel.form<UserInfo>('/open/member/login', { authToken, principal: 'v1' })).data
    await expectRefused('principal', () => channel.form('/open/v2/wallet/balance', {}, user))
  })

  it('captcha check: a missing id or an over-long code is 1000; /app/api/captcha wants a numeric time', async () => {
    await expectRefused('captchaId', () => shared.client.form('app/api/captcha/check', { code: '12345' }))
    await expectRefused('code', () =>
      shared.client.form('app/api/captcha/check', { captchaId: 'a', code: '1'.repeat(17) }),
    )
    await expectRefused('time', () => shared.client.form('/app/api/captcha', { time: 'yesterday' }))
  })
})

describe('messages', () => {
  it('names the field in the request language', async () => {
    const chinese = createTestClient(shared.server.url, { clientInfo: { lang: 'zh' } })
    const visitor = await newVisitor(chinese)
    const answer = await chinese.form(
      '/app/api/member/create/account',
      { account: 'x', pwd: pwdOf('a') },
      visitor,
    )
    expect(answer).toMatchObject({ code: 1000, msg: '字段无效或缺失：account', data: { field: 'account' } })
    const portuguese = createTestClient(shared.server.url, { clientInfo: { lang: 'br' } })
    const refused = await portuguese.form('/app/api/member/login/account', { account: 'x', pwd: pwdOf('a') })
    expect(refused.msg).toBe('Campo inválido ou ausente: account')
  })
})
