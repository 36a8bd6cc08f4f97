import { codes, type Envelope } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import {
  expectRefused,
  lastResetTokenTo,
  mailsTo,
  minuteMs,
  uniqueEmail,
  useAccountClock,
  verifiedContact,
} from './account-support'
import { pwdOf } from './support/client'
import { login, newMember, uniqueAccount } from './support/flows'
import { useSharedServer } from './support/shared-server'

const as = useSharedServer()
const clock = useAccountClock()

const forgot = (account: string) => as.client.form('/app/api/member/pwd/forgot', { account, lang: 'en' })
/** The link's token is the call's `token` field, the session field of every call (no uid). */
const reset = (token: string, password: string) =>
  as.client.form('/app/api/member/pwd/reset', { pwd: pwdOf(password) }, { uid: '', token })

/** The envelope without what differs per call. */
const shapeOf = (answer: Envelope) => ({ code: answer.code, msg: answer.msg, data: answer.data })

async function memberWithAddress() {
  const member = await newMember(as.client)
  const email = await verifiedContact(as.client, member)
  return { ...member, email }
}

describe('forgotten password (PROTOCOL.md section 13)', () => {
  it('answers the same for a known, an unknown and an unverified account, and mails only the known one', async () => {
    const known = await memberWithAddress()
    const unverified = await newMember(as.client)
    const unverifiedEmail = uniqueEmail()
    await as.client.form('/app/api/member/contact', { email: unverifiedEmail }, unverified)
    const answers = [
      await forgot(known.account),
      await forgot(uniqueAccount()),
      await forgot(unverified.account),
    ]
    for (const answer of answers) expect(shapeOf(answer)).toEqual({ code: 0, msg: 'Success', data: null })
    expect(await mailsTo(as.client, known.email)).toHaveLength(2)
    // The unverified address got its contact code, never a link.
    expect((await mailsTo(as.client, unverifiedEmail)).map((mail) => mail.subject)).not.toContainEqual(
      expect.stringContaining('reset'),
    )
  })

  it('the link sets the new password once, revokes every session, and the new password logs in', async () => {
    const member = await memberWithAddress()
    const second = await login(as.client, member.account, member.password)
    expect(second.code).toBe(0)
    await forgot(member.account)
    const [mail] = await mailsTo(as.client, member.email)
    expect(mail!.text).toContain('http://localhost:5171/#/reset?token=')
    const token = await lastResetTokenTo(as.client, member.email)

    expect((await reset(token, 'brandnew1')).code).toBe(0)
    for (const session of [member, second.data]) {
      expectRefused(await as.client.form('/app/api/member/profile', {}, session), codes.FORBIDDEN)
    }
    expect((await login(as.client, member.account, member.password)).code).toBe(codes.WRONG_CREDENTIALS)
    expect((await login(as.client, member.account, 'brandnew1')).code).toBe(0)
    expectRefused(await reset(token, 'another22'), codes.NOT_ALLOWED_IN_STATE, 'token')
    expect((await login(as.client, member.account, 'brandnew1')).code).toBe(0)
  })

  it('a link expires after 30 minutes (1006, nothing changed)', async () => {
    const member = await memberWithAddress()
    await forgot(member.account)
    const token = await lastResetTokenTo(as.client, member.email)
    clock.advance(30 * minuteMs)
    expectRefused(await reset(token, 'brandnew1'), codes.NOT_ALLOWED_IN_STATE, 'token')
    expect((await login(as.client, member.account, member.password)).code).toBe(0)
  })

  it('keeps only a keyed hash of the token; an unknown token is 1006', async () => {
    const member = await memberWithAddress()
    await forgot(member.account)
    const token = await lastResetTokenTo(as.client, member.email)
    const rows = await as.server.ctx.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM password_resets WHERE member_id = $1',
      [member.user.memberId],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).not.toContain(token)
    expectRefused(await reset('x'.repeat(43), 'brandnew1'), codes.NOT_ALLOWED_IN_STATE, 'token')
  })

  it('three links an hour per account: the fourth call still answers 0 and sends nothing', async () => {
    const member = await memberWithAddress()
    for (let n = 0; n < 4; n += 1) expect((await forgot(member.account)).code).toBe(0)
    const links = (await mailsTo(as.client, member.email)).filter((mail) => mail.text.includes('#/reset'))
    expect(links).toHaveLength(3)
    clock.advance(60 * minuteMs)
    await forgot(member.account)
    expect(
      (await mailsTo(as.client, member.email)).filter((mail) => mail.text.includes('#/reset')),
    ).toHaveLength(4)
  })

  it('three links an hour per address, across the accounts that share it', async () => {
    const email = uniqueEmail()
    const members = [await newMember(as.client), await newMember(as.client)]
    for (const member of members) await verifiedContact(as.client, member, email)
    await forgot(members[0]!.account)
    await forgot(members[0]!.account)
    await forgot(members[1]!.account)
    await forgot(members[1]!.account)
    expect((await mailsTo(as.client, email)).filter((mail) => mail.text.includes('#/reset'))).toHaveLength(3)
  })

  it('bad input names the field and changes nothing', async () => {
    const member = await memberWithAddress()
    expectRefused(await forgot('no spaces allowed'), codes.INVALID_REQUEST, 'account')
    await forgot(member.account)
    const token = await lastResetTokenTo(as.client, member.email)
    expectRefused(
      await as.client.form('/app/api/member/pwd/reset', { pwd: 'plain' }, { uid: '', token }),
      codes.INVALID_REQUEST,
      'pwd',
    )
    expectRefused(await reset('short', 'brandnew1'), codes.INVALID_REQUEST, 'token')
    expect((await login(as.client, member.account, member.password)).code).toBe(0)
    expect((await reset(token, 'brandnew1')).code).toBe(0)
  })
})
