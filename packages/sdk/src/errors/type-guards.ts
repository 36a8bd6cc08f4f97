import type { ApiError } from './api-error'
import type { DecryptError } from './decrypt-error'
import type { NetworkError } from './network-error'
import type { ProtectionError } from './protection-error'
import type { SportsbookError } from './sportsbook-error'
import type { TimeoutError } from './timeout-error'

// Guards read `name`, not only `instanceof`: two copies of the SDK (or a bundle and a test) share no classes.
const names = new Set([
  'SportsbookError',
  'ApiError',
  'ProtectionError',
  'NetworkError',
  'TimeoutError',
  'DecryptError',
])

function hasName(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name
}

/** Whether `error` is any error of the SDK (checked by `name`, so it holds across bundles and realms). */
export function isSportsbookError(error: unknown): error is SportsbookError {
  return (
    typeof error === 'object' &&
    error !== null &&
    names.has((error as { name?: unknown }).name as string) &&
    'code' in error
  )
}

/**
 * Whether `error` is an `ApiError`; with `code`, also checks the business code, and `isApiError(e, codes.ODDS_CHANGED)`
 * narrows `e.data` to that code's data (`ApiErrorDataMap`).
 */
export function isApiError<C extends number>(error: unknown, code: C): error is ApiError<C>
export function isApiError(error: unknown): error is ApiError
export function isApiError(error: unknown, code?: number): error is ApiError {
  const named = hasName(error, 'ApiError') || hasName(error, 'ProtectionError')
  return named && (code === undefined || (error as ApiError).code === code)
}

/** Whether `error` is a 1007 of player protection, with its `refusal` (reason, until, remaining). */
export function isProtectionError(error: unknown): error is ProtectionError {
  return hasName(error, 'ProtectionError')
}

/** Whether `error` is a `NetworkError`: the request did not reach the server or its answer was no envelope. */
export function isNetworkError(error: unknown): error is NetworkError {
  return hasName(error, 'NetworkError')
}

/** Whether `error` is a `TimeoutError`: no answer within the HTTP time-out. */
export function isTimeoutError(error: unknown): error is TimeoutError {
  return hasName(error, 'TimeoutError')
}

/** Whether `error` is a `DecryptError`: a cipher answer could not be decrypted or read. */
export function isDecryptError(error: unknown): error is DecryptError {
  return hasName(error, 'DecryptError')
}
