import { currencyCodeField, isUnsignedAmount } from '@sportsbook/sdk/protocol/schemas'
import * as v from 'valibot'
import { type NotificationHeaders, type SignedCheck, verifySignedEvent } from './signed-notifications'

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
  verifyNotification(rawBody: Buffer, headers: NotificationHeaders): NotificationCheck
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

export type NotificationCheck = SignedCheck<NotificationEvent>

/** The providers a server knows, by name (the notify route's `<provider>`). */
export type PaymentProviders = ReadonlyMap<string, PaymentProvider>

/** The check every payment provider of this protocol shares (signed-notifications.ts). */
export function verifySignedNotification(
  rawBody: Buffer,
  headers: NotificationHeaders,
  secrets: readonly string[],
): NotificationCheck {
  return verifySignedEvent(notificationEventSchema, rawBody, headers, secrets)
}
