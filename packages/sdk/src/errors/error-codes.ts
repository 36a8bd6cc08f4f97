import { codes } from '../protocol/codes'

/**
 * Every code an SDK error can carry: the business codes of the envelope plus the transport failures that never reach
 * the server's answer.
 */
export const errorCodes = {
  ...codes,
  /** The request did not reach the server or its answer was not an envelope (fetch failure, HTTP 4xx/5xx). */
  NETWORK: 'NETWORK',
  /** No answer within the HTTP time-out (25,000 ms). */
  TIMEOUT: 'TIMEOUT',
  /** A cipher answer could not be decrypted or parsed. */
  DECRYPT: 'DECRYPT',
  /**
   * `session.tryPlay()` from a member's or a channel member's session: a demo is a visitor's trial with demo money,
   * so nothing was sent and the member stays logged in. Log out first (the page then holds a visitor) to try it.
   */
  MEMBER_SESSION: 'MEMBER_SESSION',
} as const

/** A known code of `errorCodes`. */
export type KnownErrorCode = (typeof errorCodes)[keyof typeof errorCodes]

/**
 * The code of an SDK error. A server may answer with a business code this SDK version does not know yet, so any
 * number is allowed; the known ones still autocomplete.
 */
export type ErrorCode = KnownErrorCode | (number & {})
