import type { Queryable } from '../../db'
import { accountClock } from '../account-clock'
import type { MailProvider } from './mail-provider'

/** One message of the outbox as `/sandbox/mail.json` lists it (PROTOCOL.md section 13). */
export interface OutboxMessage {
  id: number
  to: string
  subject: string
  text: string
  sentAt: number
}

/** How many messages a listing shows at most (newest first). */
const listedMax = 50

/**
 * The built-in `outbox` mail provider: every message is a row of `mail_outbox`, listed at `/sandbox/mail` (never
 * in production: account-config.ts refuses it there, and the pages are not served). Nothing leaves the machine.
 */
export function createOutboxProvider(db: Queryable): MailProvider {
  return {
    name: 'outbox',
    async send(message) {
      await db.query('INSERT INTO mail_outbox (to_address, subject, body, sent_at) VALUES ($1, $2, $3, $4)', [
        message.to,
        message.subject,
        message.text,
        accountClock.now(),
      ])
    },
  }
}

/** The outbox's messages to `to` (any case), newest first; every address's when `to` is empty. */
export async function outboxMessages(db: Queryable, to: string): Promise<OutboxMessage[]> {
  const rows = await db.query<{
    id: string
    to_address: string
    subject: string
    body: string
    sent_at: string
  }>(
    `SELECT id, to_address, subject, body, sent_at FROM mail_outbox
     WHERE $1 = '' OR lower(to_address) = lower($1) ORDER BY id DESC LIMIT ${listedMax}`,
    [to],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.body,
    sentAt: Number(row.sent_at),
  }))
}
