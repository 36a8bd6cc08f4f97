import type { Envelope } from '@sportsbook/sdk/protocol'
import { Secret, TOTP } from 'otpauth'
import { afterEach, expect } from 'vitest'
import { accountClock } from '../src/account/account-clock'
import type { TestClient, TestSession } from './support/client'

/**
 * What the account security tests share (PROTOCOL.md section 13): the account clock put back after each test,
 * the outbox's messages, and TOTP codes computed with the same library as the server's.
 */

/** Registers the file's afterEach: the account clock back on the wall clock. */
export function useAccountClock(): typeof accountClock {
  afterEach(() => accountClock.reset())
  return accountClock
}

export const minuteMs = 60_000

export interface OutboxMail {
  id: number
  to: string
  subject: string
  text: string
  sentAt: number
}

/** The outbox's messages to `to`, newest first (`GET /sandbox/mail.json`). */
export async function mailsTo(client: TestClient, to: string): Promise<OutboxMail[]> {
  const response = await client.raw(`/sandbox/mail.json?to=${encodeURIComponent(to)}`)
  expect(response.status).toBe(200)
  return (await response.json()) as OutboxMail[]
}

/** The six-digit code of the newest message to `to`. */
export async function lastCodeTo(client: TestClient, to: string): Promise<string> {
  const [mail] = await mailsTo(client, to)
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${to}`)
  return code
}

/** The reset token of the newest message to `to`. */
export async function lastResetTokenTo(client: TestClient, to: string): Promise<string> {
  const [mail] = await mailsTo(client, to)
  const token = /#\/reset\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`no reset link mailed to ${to}`)
  return token
}

let mailbox = 0

/** A fresh address per call. */
export function uniqueEmail(): string {
  mailbox += 1
  return `player${Date.now().toString(36)}${mailbox}@example.com`
}

/** Sets and verifies a contact address of the member from the code in the outbox. */
export async function verifiedContact(client: TestClient, session: TestSession, email = uniqueEmail()) {
  const set = await client.form('/app/api/member/contact', { email }, session)
  expect(set.code, set.msg).toBe(0)
  const verified = await client.form(
    '/app/api/member/contact/verify',
    { code: await lastCodeTo(client, email) },
    session,
  )
  expect(verified.code, verified.msg).toBe(0)
  return email
}

/** The TOTP code of `secret` at `time` (ms; the account clock's now by default), RFC 6238 SHA-1, 6 digits, 30 s. */
export function totpCode(secret: string, time = accountClock.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: time,
  })
}

/** Sets up and enables two-step login; answers the secret. */
export async function enableTwoStep(client: TestClient, session: TestSession): Promise<string> {
  const setup = await client.form<{ secret: string; otpauthUrl: string }>(
    '/app/api/member/2fa/setup',
    {},
    session,
  )
  expect(setup.code, setup.msg).toBe(0)
  const enabled = await client.form(
    '/app/api/member/2fa/enable',
    { code: totpCode(setup.data.secret) },
    session,
  )
  expect(enabled.code, enabled.msg).toBe(0)
  return setup.data.secret
}

/** Moves the account clock to the start of the next 30-second step: the next code is a new one. */
export function nextStep(clock: typeof accountClock): void {
  const now = clock.now()
  clock.advance(30_000 - (now % 30_000))
}

/** An answer of `code` whose data names `field`. */
export function expectRefused(answer: Envelope, code: number, field?: string): void {
  expect(answer.code, answer.msg).toBe(code)
  if (field !== undefined) expect((answer.data as { field?: string }).field).toBe(field)
}
