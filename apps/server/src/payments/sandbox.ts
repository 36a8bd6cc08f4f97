import { randomBytes, randomUUID } from 'node:crypto'
import type { Database } from '../db'
import { type NotificationEvent, type PaymentProvider, verifySignedNotification } from './provider'
import { type SignedNotification, signNotification } from './signed-notifications'

/** The built-in provider's name: `/app/api/deposit/notify/sandbox`, `PAYMENT_SECRETS` entry `sandbox=...`. */
export const sandboxProviderName = 'sandbox'

export interface SandboxPayment {
  id: string
  depositId: number
  amount: string
  currencyCode: string
  returnUrl: string
  status: 'open' | 'paid' | 'declined'
}

/**
 * The sandbox payment provider (PROTOCOL.md section 8): it keeps its own book of payments (`sandbox_payments`,
 * as a real provider keeps its own), serves a pay page at `/sandbox/pay/<paymentId>` (sandbox-page.ts), and
 * tells the server the outcome through the same signed notification and route as any provider.
 */
export function createSandboxProvider(db: Database, secret: string): PaymentProvider & SandboxBook {
  return {
    name: sandboxProviderName,
    async createPayment(request) {
      const id = `sbx_${randomBytes(16).toString('hex')}`
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO sandbox_payments (id, deposit_id, amount, currency_code, return_url, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (deposit_id) DO UPDATE SET deposit_id = EXCLUDED.deposit_id RETURNING id`,
        [id, request.depositId, request.amount, request.currencyCode, request.returnUrl, Date.now()],
      )
      const paymentId = row!.id
      return { payUrl: `${request.publicBaseUrl}/sandbox/pay/${paymentId}`, providerRef: paymentId }
    },
    verifyNotification(rawBody, headers) {
      return verifySignedNotification(rawBody, headers, [secret])
    },
    async find(id) {
      const [row] = await db.query<{
        id: string
        deposit_id: number
        amount: string
        currency_code: string
        return_url: string
        status: SandboxPayment['status']
      }>(
        `SELECT id, deposit_id, amount::text AS amount, currency_code, return_url, status
         FROM sandbox_payments WHERE id = $1`,
        [id],
      )
      if (!row) return null
      return {
        id: row.id,
        depositId: Number(row.deposit_id),
        amount: row.amount.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''),
        currencyCode: row.currency_code,
        returnUrl: row.return_url,
        status: row.status,
      }
    },
    async decide(id, action) {
      const [row] = await db.query<{ id: string }>(
        `UPDATE sandbox_payments SET status = $2 WHERE id = $1 AND status = 'open' RETURNING id`,
        [id, action === 'pay' ? 'paid' : 'declined'],
      )
      return row !== undefined
    },
    notificationOf(payment, action) {
      const event: NotificationEvent = {
        id: `evt_${randomUUID()}`,
        type: action === 'pay' ? 'payment.succeeded' : 'payment.failed',
        depositId: payment.depositId,
        providerRef: payment.id,
        amount: payment.amount,
        currencyCode: payment.currencyCode,
        created: Math.floor(Date.now() / 1000),
      }
      return signNotification(secret, event)
    },
  }
}

/** What the sandbox's own pages use of its book. */
export interface SandboxBook {
  find(id: string): Promise<SandboxPayment | null>
  /** Marks an open payment paid or declined; false when it was decided already (nothing changes). */
  decide(id: string, action: 'pay' | 'decline'): Promise<boolean>
  /** The signed notification the provider posts for a decision. */
  notificationOf(payment: SandboxPayment, action: 'pay' | 'decline'): SignedNotification
}
