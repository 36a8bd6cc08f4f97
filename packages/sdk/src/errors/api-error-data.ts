import type { codes } from '../protocol/codes'
import type { KycStatus } from '../protocol/rules/account-security'
import type { CashOutChanged, OddsChanged, StakeLimit } from '../protocol/schemas/order-placement-shapes'
import type { ProtectionRefusal } from '../protocol/schemas/protection-shapes'

/**
 * The envelope's `data` of each business code that carries one, as the contract describes it. `isApiError(e, code)`
 * narrows `e.data` to `ApiErrorDataMap[code] | null` (null: a server of another version sent none); the codes
 * missing here carry nothing the SDK reads, and their `data` stays `unknown`.
 */
export interface ApiErrorDataMap {
  /** The field that is missing or malformed (`"file"` for an upload). */
  [codes.INVALID_REQUEST]: { field: string }
  /** A captcha is needed (`captchaType`), or the caller waits `retryAfterMs`. */
  [codes.TOO_MANY_ATTEMPTS]: { captchaType?: string; retryAfterMs?: number }
  /** `reason: "unset"` when no withdraw password is set yet. */
  [codes.WRONG_OLD_PASSWORD]: { reason?: 'unset' }
  /** The state that refused the call; `effectiveAt` (ms) when a raised limit applies later; the code's field. */
  [codes.NOT_ALLOWED_IN_STATE]: { status: string | number; effectiveAt?: number; field?: string }
  /** What blocked the call: the reason, until when, what the limit still allows. */
  [codes.PROTECTION_BLOCKED]: ProtectionRefusal
  /** The one-time id that `session.completeTwoStep(code)` completes. */
  [codes.TWO_STEP_REQUIRED]: { challenge: string }
  /** The member's identity check now. */
  [codes.KYC_REQUIRED]: { kyc: KycStatus }
  /** Order create: the current odds of each leg; cash out: the offer now and its new quote; a peer bank: its odds. */
  [codes.ODDS_CHANGED]: OddsChanged | CashOutChanged | { odds: string }
  /** The leg the server refused, when it names one. */
  [codes.MARKET_UNAVAILABLE]: { selectionId?: number }
  /** The range the amount must be in. */
  [codes.STAKE_OUT_OF_LIMITS]: StakeLimit
  /** What the opening can still take. */
  [codes.OPENING_CAPACITY]: { available: string }
}

/** The `data` of an `ApiError` of code `C`: its shape for a code of {@link ApiErrorDataMap}, else `unknown`. */
export type ApiErrorData<C extends number> = number extends C
  ? unknown
  : C extends keyof ApiErrorDataMap
    ? ApiErrorDataMap[C] | null
    : unknown
