import { codes } from '@sportsbook/sdk/protocol'
import { BusinessError } from '../errors'
import type { MessageKey } from '../i18n/messages'

/**
 * The refusals every path shares (PROTOCOL.md section 1). A feature folder names its own domain answers (an
 * opening not found, a round closed) but never redefines these.
 */

/** 1000 naming the field: missing, malformed or not one the caller may use. */
export function invalidField(field: string): BusinessError {
  return new BusinessError(codes.INVALID_REQUEST, 'invalidField', { field }, { field })
}

/**
 * 3004: not for this role, or a row that is not the caller's. An unknown id answers the same, so ids of other
 * members (and other brands) cannot be probed.
 */
export function notPermitted(): BusinessError {
  return new BusinessError(codes.NOT_PERMITTED, 'notPermitted')
}

/** 1006: not allowed in the row's current state, with `data.status` (and whatever else explains it). */
export function wrongState(
  status: string,
  extra: Record<string, unknown> = {},
  message: MessageKey = 'notAllowedInState',
): BusinessError {
  return new BusinessError(codes.NOT_ALLOWED_IN_STATE, message, { status, ...extra })
}

/** 2005: the idempotency key came before with another body (or on another path). */
export function idempotencyConflict(): BusinessError {
  return new BusinessError(codes.IDEMPOTENCY_CONFLICT, 'idempotencyConflict')
}
