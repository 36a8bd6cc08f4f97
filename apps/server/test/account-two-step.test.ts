import { codes, type Envelope, type UserInfo } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import {
  enableTwoStep,
  expectRefused,
  minuteMs,
  nextStep,
  totpCode,
  useAccountClock,
} from './account-support'
import { pwdOf, type TestSession } from './support/client'
import { login, newMember } from './support/flows'
import { useSharedServer } from './support/shared-server'

const as = useSharedServer()
const clock = useAccountClock()

const secondStep = (challenge: string, code: string) =>
  as.client.form<UserInfo>('/app/api/member/login/2fa', { challenge, code, lang: 'en' })

/** The challenge of a 1008 answer. */
function challengeOf(answer: Envelope): string {
  expect(answer.code, answer.msg).toBe(codes.TWO_STEP_REQUIRED)
  const { challenge } = answer.data as { challenge: string }
  expect(challenge).toMatch(/^[\w-]{43}$/)
  return challenge
}

async function twoStepMember() {
  const member = await newMember(as.client)
  const secret = await enableTwoStep(as.client, member)
  nextStep(clock)
  return { ...member, secret }
}

const profileOf = async (session: TestSession) =>
  (await as.client.form<UserInfo>('/app/api/member/profile', { lang: 'en' }, session)).data

describe('two-step login (PROTOCOL.md section 13)', () => {
  it('setup answers a base32 secret and its otpauth URL; enable takes a code of it; user info says it is on', async () => {
    const member = await newMember(as.client)
    const setup = await as.client.form<{ secret: string; otpauthUrl: string }>(
      '/app/api/member/2fa/setup',
      {},
      member,
    )
    expect(setup.code, setup.msg).toBe(0)
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{32}$/)
    const url = new URL(setup.data.otpauthUrl)
    expect(url.protocol).toBe('otpauth:')
    expect(url.host).toBe('totp')
    expect(decodeURIComponent(url.pathname)).toBe(`/Apex Sports:${member.account}`)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret: setup.data.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
      issuer: 'Apex Sports',
    })
    expect((await profileOf(member)).twoStepEnabled).toBe(false)
    const wrong = String((Number(totpCode(setup.data.secret)) + 1) % 1_000_000).padStart(6, '0')
    expectRefused(
      await as.client.form('/app/api/member/2fa/enable', { code: wrong }, member),
      codes.INVALID_REQUEST,
      'code',
    )
    const enabled = await as.client.form(
      '/app/api/member/2fa/enable',
      { code: totpCode(setup.data.secret) },
      member,
    )
    expect(enabled.code, enabled.msg).toBe(0)
    expect((await profileOf(member)).twoStepEnabled).toBe(true)
  })

  it('keeps the secret encrypted at rest', async () => {
    const member = await twoStepMember()
    const [row] = await as.server.ctx.db.query<{ secret_box: string }>(
      'SELECT secret_box FROM two_step WHERE member_id = $1',
      [member.user.memberId],
    )
    expect(row!.secret_box).not.toContain(member.secret)
    expect(Buffer.from(row!.secret_box, 'base64').toString('latin1')).not.toContain(member.secret)
  })

  it('a form login answers 1008 with a challenge and no session; the code completes it with a working session', async () => {
    const member = await twoStepMember()
    const challenge = challengeOf(await login(as.client, member.account, member.password))
    const done = await secondStep(challenge, totpCode(member.secret))
    expect(done.code, done.msg).toBe(0)
    expect(done.data.account).toBe(member.account)
    expect((await profileOf(done.data)).memberId).toBe(member.user.memberId)
    // The challenge is used up.
    nextStep(clock)
    expectRefused(
      await secondStep(challenge, totpCode(member.secret)),
      codes.NOT_ALLOWED_IN_STATE,
      'challenge',
    )
  })

  it('a wrong password is still 1002, with no challenge', async () => {
    const member = await twoStepMember()
    expect((await login(as.client, member.account, 'wrong-one')).code).toBe(codes.WRONG_CREDENTIALS)
  })

  it('a code is accepted once: the same code on a new challenge is refused, the next step’s works', async () => {
    const member = await twoStepMember()
    const code = totpCode(member.secret)
    expect(
      (await secondStep(challengeOf(await login(as.client, member.account, member.password)), code)).code,
    ).toBe(0)
    const again = challengeOf(await login(as.client, member.account, member.password))
    expectRefused(await secondStep(again, code), codes.INVALID_REQUEST, 'code')
    nextStep(clock)
    expect((await secondStep(again, totpCode(member.secret))).code).toBe(0)
  })

  it('accepts the code of the step before or after (clock drift), not two steps away', async () => {
    const member = await twoStepMember()
    // Two steps past the one enable used: the step before now is still unused.
    nextStep(clock)
    const now = clock.now()
    const challenge = challengeOf(await login(as.client, member.account, member.password))
    expectRefused(
      await secondStep(challenge, totpCode(member.secret, now - 60_000)),
      codes.INVALID_REQUEST,
      'code',
    )
    expectRefused(
      await secondStep(challenge, totpCode(member.secret, now + 60_000)),
      codes.INVALID_REQUEST,
      'code',
    )
    expect((await secondStep(challenge, totpCode(member.secret, now - 30_000))).code).toBe(0)
    nextStep(clock)
    const later = challengeOf(await login(as.client, member.account, member.password))
    expect((await secondStep(later, totpCode(member.secret, clock.now() + 30_000))).code).toBe(0)
  })

  it('five wrong codes end the challenge: the right code is then 1006, and a new login asks again', async () => {
    const member = await twoStepMember()
    const challenge = challengeOf(await login(as.client, member.account, member.password))
    const wrong = String((Number(totpCode(member.secret)) + 500_000) % 1_000_000).padStart(6, '0')
    for (let n = 0; n < 5; n += 1)
      expectRefused(await secondStep(challenge, wrong), codes.INVALID_REQUEST, 'code')
    expectRefused(
      await secondStep(challenge, totpCode(member.secret)),
      codes.NOT_ALLOWED_IN_STATE,
      'challenge',
    )
    const fresh = challengeOf(await login(as.client, member.account, member.password))
    expect((await secondStep(fresh, totpCode(member.secret))).code).toBe(0)
  })

  it('a challenge expires after five minutes', async () => {
    const member = await twoStepMember()
    const challenge = challengeOf(await login(as.client, member.account, member.password))
    clock.advance(5 * minuteMs)
    expectRefused(
      await secondStep(challenge, totpCode(member.secret)),
      codes.NOT_ALLOWED_IN_STATE,
      'challenge',
    )
  })

  it('saved-account switching and pass-code logins follow the same rule', async () => {
    const member = await twoStepMember()
    const passCode = await as.client.form('/app/api/member/login/auto', { lang: 'en' }, member)
    expect(challengeOf(passCode)).toBeTruthy()
    const other = await newMember(as.client)
    const added = await as.client.form(
      '/app/api/member/login/account/add',
      { account: member.account, pwd: pwdOf(member.password) },
      other,
    )
    const done = await secondStep(challengeOf(added), totpCode(member.secret))
    expect(done.code, done.msg).toBe(0)
    expect(done.data.account).toBe(member.account)
  })

  it('disable takes a current code and the login password (1005 on pwd, 1000 on code), then logins need none', async () => {
    const member = await twoStepMember()
    const disable = (code: string, password: string) =>
      as.client.form('/app/api/member/2fa/disable', { code, pwd: pwdOf(password) }, member)
    expectRefused(await disable(totpCode(member.secret), 'not-mine'), codes.WRONG_OLD_PASSWORD, 'pwd')
    expectRefused(await disable('000000', member.password), codes.INVALID_REQUEST, 'code')
    expect((await disable(totpCode(member.secret), member.password)).code).toBe(0)
    expect((await login(as.client, member.account, member.password)).code).toBe(0)
    expect((await profileOf(member)).twoStepEnabled).toBe(false)
  })

  it('bad input names the field and changes nothing', async () => {
    const member = await twoStepMember()
    const challenge = challengeOf(await login(as.client, member.account, member.password))
    expectRefused(await secondStep(challenge, '12345'), codes.INVALID_REQUEST, 'code')
    expectRefused(await secondStep('short', totpCode(member.secret)), codes.INVALID_REQUEST, 'challenge')
    expectRefused(
      await as.client.form('/app/api/member/2fa/enable', { code: 'abcdef' }, member),
      codes.INVALID_REQUEST,
      'code',
    )
    expect((await secondStep(challenge, totpCode(member.secret))).code).toBe(0)
  })

  it('enable without a setup is 1006', async () => {
    const member = await newMember(as.client)
    expectRefused(
      await as.client.form('/app/api/member/2fa/enable', { code: '123456' }, member),
      codes.NOT_ALLOWED_IN_STATE,
    )
  })
})
