import { accountSecurityRules } from '@sportsbook/sdk/protocol'
import type { MailMessage } from './mail-provider'

const minutes = (ms: number) => Math.round(ms / 60_000)

/** The contact address's code (PROTOCOL.md section 13). Plain text: nothing in it needs more. */
export function contactCodeMail(to: string, brandName: string, code: string): MailMessage {
  return {
    to,
    subject: `${brandName}: your code ${code}`,
    text: `Your ${brandName} verification code is ${code}.

It is valid for ${minutes(accountSecurityRules.contactCodeTtlMs)} minutes. If you did not ask for it, ignore this message.`,
  }
}

/** The one-time link to a new password (PROTOCOL.md section 13). */
export function resetLinkMail(to: string, brandName: string, link: string): MailMessage {
  return {
    to,
    subject: `${brandName}: reset your password`,
    text: `Someone asked to reset the password of your ${brandName} account.

Open this link to choose a new one (valid for ${minutes(accountSecurityRules.resetTokenTtlMs)} minutes, once):
${link}

If it was not you, ignore this message: your password stays as it is.`,
  }
}
