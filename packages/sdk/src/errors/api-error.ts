import { SportsbookError } from './sportsbook-error'

/** The server answered with a business code other than 0 (PROTOCOL.md section 1); `message` is its `msg`. */
export class ApiError extends SportsbookError {
  // A 1007 is its subclass ProtectionError (protection-error.ts), still an ApiError to `isApiError`.
  override readonly name: 'ApiError' | 'ProtectionError' = 'ApiError'
  declare readonly code: number

  constructor(envelope: { code: number; msg: string; data?: unknown }, path?: string) {
    super(envelope.msg, { code: envelope.code, data: envelope.data, path })
  }
}
