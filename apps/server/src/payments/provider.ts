import { currencyCodeField, isUnsignedAmount } from '@sportsbook/sdk/protocol'
import * as v from 'valibot'
import { checkSignature, signatureHeader } from './signature'

/**
 * A payment provider (DESIGN.md section 4, Wallet; like the feed adapter): it takes a payment on its own page and
 * tells the server the outcome in a signed notification (PROTOCOL.md section 8). The built-in `sandbox` provider
 * (sandbox.ts) behaves like a real one over the same path; an operator plugs a real one by implementing this.
 */
export interface PaymentProvider {
  readonly name: string
  /** Opens a payment for a pending deposit: where the player pays, and the provider's id of the payment. */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>
  /**
   * Checks a notification as received (the raw body bytes, before any parsing, and the headers): the event, or a
   * refusal (then nothing changes and the route answers HTTP 400).
   */
  verifyNotification(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): NotificationCheck
}

export interface PaymentRequest {
  depositId: number
  amount: string
  currencyCode: string
  /** Where the provider's page sends the player back (the site's `#/wallet`). */
  returnUrl: string
  /** The server's address as the player reaches it. */
  publicBaseUrl: string
}

export interface CreatedPayment {
  payUrl: string
  providerRef: string
}

/** The notification body of PROTOCOL.md section 8. */
export const notificationEventSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  type: v.picklist(['payment.succeeded', 'payment.failed']),
  depositId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  providerRef: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  amount: v.pipe(v.string(), v.check(isUnsignedAmount, 'a decimal amount')),
  currencyCode: currencyCodeField,
  created: v.number(),
})

export type NotificationEvent = v.InferOutput<typeof notificationEventSchema>

export type NotificationCheck = { ok: true; event: NotificationEvent } | { ok: false; reason: string }

/** The providers a server knows, by name (the notify route's `<provider>`). */
export type PaymentProviders = ReadonlyMap<string, PaymentProvider>

/**
 * The check every provider of this protocol shares: the signature over the raw bytes first (nothing is parsed
 * before it passes), then the body's shape.
 */
export function verifySignedNotification(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  secrets: readonly string[],
): NotificationCheck {
  const signature = checkSignature(headers[signatureHeader], rawBody, secrets)
  if (!signature.ok) return { ok: false, reason: signature.reason }
  let parsed: unknown
  try {
    parsed = JSON.parse(rawBody.toString('utf8'))
  } catch {
    return { ok: false, reason: 'body' }
  }
  const event = v.safeParse(notificationEventSchema, parsed)
  return event.success ? { ok: true, event: event.output } : { ok: false, reason: 'body' }
}
