import type { ApiError } from './api-error'
import type { DecryptError } from './decrypt-error'
import type { NetworkError } from './network-error'
import type { SportsbookError } from './sportsbook-error'
import type { TimeoutError } from './timeout-error'

// Guards read `name`, not only `instanceof`: two copies of the SDK (or a bundle and a test) share no classes.
const names = new Set(['SportsbookError', 'ApiError', 'NetworkError', 'TimeoutError', 'DecryptError'])

function hasName(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name
}

export function isSportsbookError(error: unknown): error is SportsbookError {
  return (
    typeof error === 'object' &&
    error !== null &&
    names.has((error as { name?: unknown }).name as string) &&
    'code' in error
  )
}

/** With `code`, also checks the business code (`isApiError(e, codes.ODDS_CHANGED)`). */
export function isApiError(error: unknown, code?: number): error is ApiError {
  return hasName(error, 'ApiError') && (code === undefined || (error as ApiError).code === code)
}

export function isNetworkError(error: unknown): error is NetworkError {
  return hasName(error, 'NetworkError')
}

export function isTimeoutError(error: unknown): error is TimeoutError {
  return hasName(error, 'TimeoutError')
}

export function isDecryptError(error: unknown): error is DecryptError {
  return hasName(error, 'DecryptError')
}
