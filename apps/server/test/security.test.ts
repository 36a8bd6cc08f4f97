import { type BalanceEntry, type Captcha, codes, type UserInfo } from '@sportsbook/sdk/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import { signChannelToken } from '../src/auth/channel-token'
import { DEVELOPMENT_CHANNEL_SECRETS } from '../src/config'
import { pwdHashCostOf } from '../src/crypto/pwd-hash-cost'
import { solveCaptcha } from './support/captcha'
import { createTestClient, pwdOf, type TestClient } from './support/client'
import { login, newMember, newVisitor } from './support/flows'
import { sharedServer } from './support/shared-server'
import type { TestServer } from './support/start-server'

let server: TestServer
let client: TestClient
const channelSecret = DEVELOPMENT_CHANNEL_SECRETS.split('=')[1]!

beforeAll(async () => {
  server = (await sharedServer()).server
  client = createTestClient(server.url)
})

describe('secrets at rest', () => {
  it('stores scrypt of the pwd, and the stored hash replayed as a password is refused', async () => {
    const member = await newMember(client)
    const [row] = await server.ctx.db.query<{ pwd_hash: string }>(
      'SELECT pwd_hash FROM members WHERE id = $1',
      [member.user.memberId],
    )
    const stored = row!.pwd_hash
    // The suite lowers the cost (PWD_HASH_COST in vitest.config.ts); a server's default is pwd-hash-cost.test.ts's.
    expect(stored).toMatch(new RegExp(`^scrypt\\$${2 ** pwdHashCostOf(process.env)}\\$8\\$1\\$`))
    expect(stored).not.toContain(pwdOf(member.password))
    const replayed = await client.form('/app/api/member/login/account', {
      account: member.account,
      pwd: stored,
    })
    expect(replayed).toMatchObject({ code: codes.INVALID_REQUEST, data: { field: 'pwd' } })
    // Even in the pwd's own format, the derived key is not a password.
    const key = Buffer.from(stored.split('$')[5]!, 'base64').toString('hex').slice(0, 32)
    const asPwd = await client.form('/app/api/member/login/account', { account: member.account, pwd: key })
    expect(asPwd.code).toBe(codes.WRONG_CREDENTIALS)
  })

  it('stores only the SHA-256 of session tokens', async () => {
    const visitor = await newVisitor(client)
    const rows = await server.ctx.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE member_id = $1',
      [visitor.user.memberId],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).not.toBe(visitor.token)
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe('captcha', () => {
  it('answers an SVG image of distorted digits drawn as paths, never as text', async () => {
    const answer = await client.form<Captcha>('app/api/captcha/get')
    expect(answer.code).toBe(0)
    expect(answer.data.image.startsWith('data:image/svg+xml;base64,')).toBe(true)
    const svg = Buffer.from(answer.data.image.split(',')[1]!, 'base64').toString('utf8')
    expect(svg).toContain('<svg')
    expect(svg).not.toContain('<text')
    const code = await solveCaptcha(server.ctx.db, answer.data.captchaId)
    expect(svg).not.toContain(code)
  })

  it('checks once: a right answer passes a single time, and a wrong answer uses the captcha up', async () => {
    const first = (await client.form<Captcha>('app/api/captcha/get')).data
    const code = await solveCaptcha(server.ctx.db, first.captchaId)
    const check = (captchaId: string, answer: string) =>
      client.form<{ valid: boolean }>('app/api/captcha/check', { captchaId, code: answer })
    expect((await check(first.captchaId, code)).data.valid).toBe(true)
    expect((await check(first.captchaId, code)).data.valid).toBe(false)
    const second = (await client.form<Captcha>('/app/api/captcha', { time: Date.now() })).data
    const right = await solveCaptcha(server.ctx.db, second.captchaId)
    const wrong = right === '00000' ? '00001' : '00000'
    expect((await check(second.captchaId, wrong)).data.valid).toBe(false)
    expect((await check(second.captchaId, right)).data.valid).toBe(false)
  })

  it('five wrong passwords in 15 minutes require the captcha (1004), and a solved captcha lets the login through', async () => {
    const member = await newMember(client)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(client, member.account, 'wrong-pass')).code).toBe(codes.WRONG_CREDENTIALS)
    }
    const blocked = await login(client, member.account, member.password)
    expect(blocked).toMatchObject({ code: codes.TOO_MANY_ATTEMPTS, data: { captchaType: 'image' } })
    // The captcha also guards other letter cases of the account, and saved-account switching.
    expect((await login(client, member.account.toUpperCase(), member.password)).code).toBe(
      codes.TOO_MANY_ATTEMPTS,
    )
    const add = await client.form(
      '/app/api/member/login/account/add',
      { account: member.account, pwd: pwdOf(member.password) },
      member,
    )
    expect(add.code).toBe(codes.TOO_MANY_ATTEMPTS)

    const captcha = (await client.form<Captcha>('app/api/captcha/get')).data
    const wrongCode = await login(client, member.account, member.password, {
      captchaId: captcha.captchaId,
      code: 'xxxxx',
    })
    expect(wrongCode.code).toBe(codes.TOO_MANY_ATTEMPTS)

    const fresh = (await client.form<Captcha>('app/api/captcha/get')).data
    const code = await solveCaptcha(server.ctx.db, fresh.captchaId)
    const passed = await login(client, member.account, member.password, { captchaId: fresh.captchaId, code })
    expect(passed.code).toBe(0)
    // Used once: the same captcha does not pass again; a success clears the failures.
    expect((await login(client, member.account, member.password)).code).toBe(0)
  })

  it('failures older than 15 minutes do not count', async () => {
    const member = await newMember(client)
    for (let i = 0; i < 6; i += 1) {
      await server.ctx.db.query(
        "INSERT INTO login_failures (product_no, account_key, failed_at) VALUES (800000, $1, now() - interval '16 minutes')",
        [member.account.toLowerCase()],
      )
    }
    expect((await login(client, member.account, member.password)).code).toBe(0)
  })
})

describe('channel login', () => {
  const token = (
    claims: Partial<{ principal: string; channel: string; exp: number }> = {},
    secret = channelSecret,
  ) =>
    signChannelToken(
      { principal: 'partner-7', channel: 'demo-channel', exp: Date.now() + 60_000, ...claims },
      secret,
    )
  // A channel brand: its client info's `channel` is the channel name the authToken is signed for.
  const channelClient = (channel = 'demo-channel') =>
    createTestClient(server.url, { clientInfo: { channel } })
  const authLogin = (authToken: string, extra: Record<string, unknown> = {}) =>
    channelClient(typeof extra.channel === 'string' ? extra.channel : undefined).form<UserInfo>(
      '/open/member/login',
      {
        authToken,
        principal: 'partner-7',
        channel: 'demo-channel',
        lang: 'en',
        siteNo: 7,
        currencyCode: 'BRL',
        ...extra,
      },
    )

  it('a signed authToken logs the channel member in with channelType v2; openBalance is theirs only', async () => {
    const answer = await authLogin(token())
    expect(answer.code).toBe(0)
    expect(answer.data).toMatchObject({
      channelType: 'v2',
      principal: 'partner-7',
      currencyCode: 'BRL',
      pUid: 0,
    })
    const again = await authLogin(token(), { currencyCode: 'USD' })
    expect(again.data.memberId).toBe(answer.data.memberId)
    expect(again.data.currencyCode).toBe('USD')

    const balance = await channelClient().form<BalanceEntry[]>(
      '/open/v2/wallet/balance',
      { principal: 'partner-7', channel: 'demo-channel' },
      answer.data,
    )
    expect(balance.code).toBe(0)
    expect(balance.data.map((entry) => entry.currencyCode)).toEqual(['USD', 'USDT', 'BRL'])
    const other = await channelClient().form(
      '/open/v2/wallet/balance',
      { principal: 'someone-else', channel: 'demo-channel' },
      answer.data,
    )
    expect(other.code).toBe(codes.NOT_PERMITTED)
    const member = await newMember(client)
    const notChannel = await client.form(
      '/open/v2/wallet/balance',
      { principal: 'partner-7', channel: 'demo-channel' },
      member,
    )
    expect(notChannel.code).toBe(codes.NOT_PERMITTED)
  })

  it('refuses a bad signature, an expired token, another principal and an unknown channel (1002)', async () => {
    expect((await authLogin(token({}, 'not-the-secret'))).code).toBe(codes.WRONG_CREDENTIALS)
    expect((await authLogin(token({ exp: Date.now() - 1 }))).code).toBe(codes.WRONG_CREDENTIALS)
    expect((await authLogin(token({ principal: 'partner-8' }))).code).toBe(codes.WRONG_CREDENTIALS)
    expect((await authLogin(token(), { channel: 'elsewhere' })).code).toBe(codes.WRONG_CREDENTIALS)
    const tampered = token().replace(/^./, (c) => (c === 'e' ? 'f' : 'e'))
    expect((await authLogin(tampered)).code).toBe(codes.WRONG_CREDENTIALS)
    const demo = await authLogin(token(), { currencyCode: 'DEMO' })
    expect(demo).toMatchObject({ code: codes.INVALID_REQUEST, data: { field: 'currencyCode' } })
  })
})
