import { errorCodes } from './error-codes'
import { SportsbookError } from './sportsbook-error'

/**
 * The transport failed: fetch rejected, the server answered HTTP 4xx/5xx (`status`), or the body was not an envelope
 * (HTTP errors are never business results).
 */
export class NetworkError extends SportsbookError {
  override readonly name = 'NetworkError'
  declare readonly code: typeof errorCodes.NETWORK
  /** The HTTP status when the server answered at all. */
  readonly status: number | undefined

  constructor(
    message: string,
    options: { path?: string; status?: number; cause?: unknown; data?: unknown } = {},
  ) {
    super(message, { code: errorCodes.NETWORK, path: options.path, cause: options.cause, data: options.data })
    this.status = options.status
  }
}
