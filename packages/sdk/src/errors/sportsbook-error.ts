import type { ErrorCode } from './error-codes'

export interface SportsbookErrorOptions {
  code: ErrorCode
  data?: unknown
  path?: string | undefined
  cause?: unknown
}

/** The base of every error the SDK throws; subclasses carry a fixed `name` the type guards check. */
export class SportsbookError extends Error {
  override name: string = 'SportsbookError'
  readonly code: ErrorCode
  /** The envelope's `data` for a business error, otherwise whatever helps to diagnose the failure. */
  readonly data: unknown
  /** The catalogue path of the call that failed, when the error comes from a call. */
  readonly path: string | undefined

  constructor(message: string, options: SportsbookErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = options.code
    this.data = options.data
    this.path = options.path
  }
}
