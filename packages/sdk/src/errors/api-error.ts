import type { ApiErrorData } from './api-error-data'
import { SportsbookError } from './sportsbook-error'

/**
 * The server answered with a business code other than 0; `message` is its `msg`. `C` is the code when known
 * (`isApiError(e, codes.ODDS_CHANGED)` gives `ApiError<2002>`), which types `data`.
 */
export class ApiError<C extends number = number> extends SportsbookError {
  // A 1007 is its subclass ProtectionError (protection-error.ts), still an ApiError to `isApiError`.
  override readonly name: 'ApiError' | 'ProtectionError' = 'ApiError'
  declare readonly code: C
  /** The envelope's `data`, typed per code by {@link ApiErrorData}. */
  declare readonly data: ApiErrorData<C>

  constructor(envelope: { code: C; msg: string; data?: unknown }, path?: string) {
    super(envelope.msg, { code: envelope.code, data: envelope.data, path })
  }
}
