import { codes } from '@sportsbook/sdk/protocol'
import { BusinessError } from '../errors'

/** A wrong six-digit code: 1000 naming `code` (the try is counted). */
export function wrongCode(): BusinessError {
  return new BusinessError(codes.INVALID_REQUEST, 'wrongCode', { field: 'code' })
}

/**
 * 1006 `status: "expired"`: a code, link or challenge that is unknown, used, out of tries or past its time
 * (PROTOCOL.md section 13: a used or expired token is 1006). One answer for all, so none tells which.
 */
export function codeExpired(field: string): BusinessError {
  return new BusinessError(codes.NOT_ALLOWED_IN_STATE, 'codeExpired', { status: 'expired', field })
}
