import { type Contact, codes, type UserInfo } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import {
  expectRefused,
  lastCodeTo,
  mailsTo,
  minuteMs,
  uniqueEmail,
  useAccountClock,
  verifiedContact,
} from './account-support'
import { newMember, newVisitor } from './support/flows'
import { useSharedServer } from './support/shared-server'
import { startQuietServer } from './support/start-server'

const as = useSharedServer()
const clock = useAccountClock()

const setContact = (session: { uid: string; token: string }, email: string) =>
  as.client.form<Contact>('/app/api/member/contact', { email }, session)
const verify = (session: { uid: string; token: string }, code: string) =>
  as.client.form<Contact>('/app/api/member/contact/verify', { code }, session)
const profile = async (session: { uid: string; token: string }) =>
  (await as.client.form<UserInfo>('/app/api/member/profile', { lang: 'en' }, session)).data

/** Any six digits but `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('contact address (PROTOCOL.md section 13)', () => {
  it('stores the address unverified, mails a six-digit code, and the code verifies it; user info shows it masked', async () => {
    const member = await newMember(as.client)
    const email = uniqueEmail()
    const set = await setContact(member, email)
    expect(set.code, set.msg).toBe(0)
    expect(set.data).toEqual({ emailMasked: `p•••@example.com`, emailVerified: false })
    const [mail] = await mailsTo(as.client, email)
    expect(mail).toMatchObject({ to: email, subject: expect.stringContaining('Apex Sports') })
    expect(await profile(member)).toMatchObject({ emailMasked: 'p•••@example.com', emailVerified: false })

    const verified = await verify(member, await lastCodeTo(as.client, email))
    expect(verified.code, verified.msg).toBe(0)
    expect(verified.data.emailVerified).toBe(true)
    expect(await profile(member)).toMatchObject({ emailVerified: true })
  })

  it('keeps only a keyed hash of the code', async () => {
    const member = await newMember(as.client)
    const email = uniqueEmail()
    await setContact(member, email)
    const code = await lastCodeTo(as.client, email)
    const rows = await as.server.ctx.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM contact_codes WHERE member_id = $1',
      [member.user.memberId],
    )
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]?.code_hash).not.toContain(code)
  })

  it('a code works once: used again it is 1006', async () => {
    const member = await newMember(as.client)
    const email = uniqueEmail()
    await setContact(member, email)
    const code = await lastCodeTo(as.client, email)
    expect((await verify(member, code)).code).toBe(0)
    expectRefused(await verify(member, code), codes.NOT_ALLOWED_IN_STATE, 'code')
  })

  it('a code expires after 15 minutes (1006); a new one replaces it', async () => {
    const member = await newMember(as.client)
    const email = uniqueEmail()
    await setContact(member, email)
    const code = await lastCodeTo(as.client, email)
    clock.advance(15 * minuteMs)
    expectRefused(await verify(member, code), codes.NOT_ALLOWED_IN_STATE, 'code')
    await setContact(member, email)
    expect((await verify(member, await lastCodeTo(as.client, email))).code).toBe(0)
  })

  it('a wrong code is 1000 on code; the fifth wrong one ends it, so even the right code is then 1006', async () => {
    const member = await newMember(as.client)
    const email = uniqueEmail()
    await setContact(member, email)
    const code = await lastCodeTo(as.client, email)
    for (let n = 0; n < 5; n += 1)
      expectRefused(await verify(member, otherThan(code)), codes.INVALID_REQUEST, 'code')
    expectRefused(await verify(member, code), codes.NOT_ALLOWED_IN_STATE, 'code')
    expect(await profile(member)).toMatchObject({ emailVerified: false })
  })

  it('five codes an hour per member: the sixth is 1004 with retryAfterMs, and an hour later one goes again', async () => {
    const member = await newMember(as.client)
    const email = uniqueEmail()
    for (let n = 0; n < 5; n += 1) expect((await setContact(member, email)).code).toBe(0)
    const refused = await setContact(member, email)
    expectRefused(refused, codes.TOO_MANY_ATTEMPTS)
    expect((refused.data as unknown as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(0)
    expect(await mailsTo(as.client, email)).toHaveLength(5)
    clock.advance(60 * minuteMs)
    expect((await setContact(member, email)).code).toBe(0)
  })

  it('bad input names the field and changes nothing', async () => {
    const member = await newMember(as.client)
    const email = await verifiedContact(as.client, member)
    for (const bad of ['not-an-address', 'a@b', 'two words@example.com', '']) {
      expectRefused(await setContact(member, bad), codes.INVALID_REQUEST, 'email')
    }
    for (const bad of ['12345', '1234567', 'abcdef']) {
      expectRefused(await verify(member, bad), codes.INVALID_REQUEST, 'code')
    }
    expect(await profile(member)).toMatchObject({ emailVerified: true })
    expect(await mailsTo(as.client, email)).toHaveLength(1)
  })

  it('a visitor may not set one (3004)', async () => {
    const visitor = await newVisitor(as.client)
    expectRefused(await setContact(visitor, uniqueEmail()), codes.NOT_PERMITTED)
  })
})

describe('the outbox (PROTOCOL.md section 13)', () => {
  it('lists an address’s messages newest first as JSON and as a page', async () => {
    const member = await newMember(as.client)
    const email = uniqueEmail()
    await setContact(member, email)
    clock.advance(minuteMs)
    await setContact(member, email)
    const mails = await mailsTo(as.client, email)
    expect(mails).toHaveLength(2)
    expect(mails[0]!.id).toBeGreaterThan(mails[1]!.id)
    expect(mails[0]!.sentAt).toBeGreaterThan(mails[1]!.sentAt)
    const page = await as.client.raw(`/sandbox/mail?to=${encodeURIComponent(email)}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await page.text()).toContain(mails[0]!.subject)
  })

  it('a production server serves neither page', async () => {
    const production = await startQuietServer({ production: true })
    try {
      for (const path of ['/sandbox/mail?to=a@example.com', '/sandbox/mail.json?to=a@example.com']) {
        const response = await fetch(`${production.url}${path}`)
        expect(response.status).toBe(404)
      }
    } finally {
      await production.close()
    }
  })
})
