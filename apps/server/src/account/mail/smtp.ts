import nodemailer from 'nodemailer'
import type { MailProvider } from './mail-provider'

/** The `smtp` mail provider: nodemailer's SMTP transport to `SMTP_URL`, from `MAIL_FROM`. */
export function createSmtpProvider(smtpUrl: string, from: string): MailProvider {
  // SMTP_URL carries the options nodemailer reads from a URL (`?pool=true`, credentials, TLS).
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text })
    },
    close() {
      transport.close()
    },
  }
}
