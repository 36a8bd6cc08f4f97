import { errorCodes } from './error-codes'
import { SportsbookError } from './sportsbook-error'

/** No answer within the HTTP time-out. */
export class TimeoutError extends SportsbookError {
  override readonly name = 'TimeoutError'
  declare readonly code: typeof errorCodes.TIMEOUT
  readonly timeoutMs: number | undefined

  constructor(message: string, options: { path?: string; timeoutMs?: number; cause?: unknown } = {}) {
    super(message, { code: errorCodes.TIMEOUT, path: options.path, cause: options.cause })
    this.timeoutMs = options.timeoutMs
  }
}
