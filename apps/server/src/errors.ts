import type { MessageKey } from './i18n/messages'

/**
 * A business result other than success (PROTOCOL.md section 1): the route answers `{ code, msg, data }` and the
 * transaction that threw it is rolled back. `msg` is a message key translated into the request's language, or a
 * literal sentence.
 */
export class BusinessError extends Error {
  override readonly name = 'BusinessError'
  readonly code: number
  readonly data: unknown
  readonly messageKey: MessageKey | undefined
  readonly params: Record<string, string>

  constructor(
    code: number,
    msg: MessageKey | { text: string },
    data: unknown = null,
    params: Record<string, string> = {},
  ) {
    super(typeof msg === 'string' ? msg : msg.text)
    this.code = code
    this.data = data
    this.messageKey = typeof msg === 'string' ? msg : undefined
    this.params = params
  }
}

export function isBusinessError(error: unknown): error is BusinessError {
  return error instanceof Error && error.name === 'BusinessError' && 'code' in error
}
