// Helpers of the account security suite (PROTOCOL.md section 13): the sandbox outbox read over HTTP, TOTP codes
// computed with the same library as the server, and the account page's sections found by their data-state.
import { expect, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { apiUrl } from '../brands'

export interface OutboxMail {
  id: number
  to: string
  subject: string
  text: string
  sentAt: number
}

/** The outbox's messages to `to`, newest first (`GET /sandbox/mail.json`, development only). */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const response = await fetch(`${apiUrl}/sandbox/mail.json?to=${encodeURIComponent(to)}`)
  if (!response.ok) throw new Error(`/sandbox/mail.json answered ${response.status}`)
  return (await response.json()) as OutboxMail[]
}

/** Waits for the newest message to `to` matching `pattern`; answers the pattern's first group. */
export async function fromLatestMail(to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined
  await expect
    .poll(async () => {
      const [mail] = await mailsTo(to)
      found = pattern.exec(mail?.text ?? '')?.[1]
      return found
    })
    .toBeTruthy()
  return found!
}

/** The TOTP code of `secret` at `time` (RFC 6238, SHA-1, 6 digits, 30 s). */
export function totpCode(secret: string, time = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: time,
  })
}

let mailbox = 0

/** A fresh address per call. */
export function uniqueEmail(productNo: number): string {
  mailbox += 1
  return `e2e${productNo}${Date.now().toString(36)}${mailbox}@example.com`
}

/** The account page's section of `title` id (`sb-contact-title`, `sb-two-step-title`, `sb-identity-title`). */
export function accountSection(page: Page, titleId: string) {
  return page.locator(`section[aria-labelledby="${titleId}"]`)
}
