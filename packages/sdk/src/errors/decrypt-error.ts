import { errorCodes } from './error-codes'
import { SportsbookError } from './sportsbook-error'

/**
 * A cipher text could not be decrypted (bad base64, wrong key, bad padding, short input) or its plain text was not
 * what the call expects. A typed error, never a crash and never a silent empty list.
 */
export class DecryptError extends SportsbookError {
  override readonly name = 'DecryptError'
  declare readonly code: typeof errorCodes.DECRYPT

  constructor(message: string, options: { path?: string; cause?: unknown } = {}) {
    super(message, { code: errorCodes.DECRYPT, path: options.path, cause: options.cause })
  }
}
