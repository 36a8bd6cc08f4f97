import type { KycStatus } from '@sportsbook/sdk/protocol'
import * as v from 'valibot'
import {
  type NotificationHeaders,
  type SignedCheck,
  verifySignedEvent,
} from '../../payments/signed-notifications'

/**
 * A KYC provider (PROTOCOL.md section 13; CONVENTIONS.md item 18, like the payment providers): it checks a
 * member's identity and age on its own page and tells the server the outcome in a notification signed as the
 * payment notifications are (payments/signature.ts). The built-in `sandbox` (sandbox-kyc.ts) behaves like a real
 * one over the same route; an operator plugs in a real one by implementing this.
 */
export interface KycProvider {
  readonly name: string
  /** Opens a check for the member: where the player goes, and the provider's id of the check. */
  startCheck(request: KycCheckRequest): Promise<{ url: string; ref: string }>
  /** Where a check still open continues, or null when it is closed (a new one is started). */
  checkUrl(ref: string, publicBaseUrl: string): Promise<string | null>
  /** Checks a notification as received (raw bytes first, then the body's shape). */
  verifyNotification(rawBody: Buffer, headers: NotificationHeaders): KycNotificationCheck
}

export interface KycCheckRequest {
  memberId: number
  /** The brand's minimum age (`protection.minAge`). */
  minAge: number
  /** Where the provider's page sends the player back (the site's `#/account`). */
  returnUrl: string
  /** The server's address as the player reaches it. */
  publicBaseUrl: string
}

/** The notification body: which check of which member ended how. */
export const kycEventSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  type: v.picklist(['kyc.verified', 'kyc.refused', 'kyc.pending']),
  memberId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  checkRef: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  created: v.number(),
})

export type KycEvent = v.InferOutput<typeof kycEventSchema>

export type KycNotificationCheck = SignedCheck<KycEvent>

/** The status an event sets. */
export const statusOfEvent: Record<KycEvent['type'], KycStatus> = {
  'kyc.verified': 'verified',
  'kyc.refused': 'refused',
  'kyc.pending': 'pending',
}

/** The providers a server knows, by name (the notify route's `<provider>`). */
export type KycProviders = ReadonlyMap<string, KycProvider>

/** The signature over the raw bytes first, then the body's shape (payments/signed-notifications.ts). */
export function verifySignedKycEvent(
  rawBody: Buffer,
  headers: NotificationHeaders,
  secrets: readonly string[],
): KycNotificationCheck {
  return verifySignedEvent(kycEventSchema, rawBody, headers, secrets)
}
