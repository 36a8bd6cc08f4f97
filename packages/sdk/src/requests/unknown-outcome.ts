import { isNetworkError, isTimeoutError } from '../errors/type-guards'

/**
 * A failure whose outcome is unknown: the request may or may not have been carried out (the connection dropped
 * or the answer came too late), so only the same key may try it again. Any other answer, a business code
 * included, is definite.
 */
export const isUnknownOutcome = (error: unknown): boolean => isNetworkError(error) || isTimeoutError(error)
