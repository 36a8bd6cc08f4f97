/** How a call's body travels. */
export type Encoding = 'form' | 'json-nested' | 'json-flat' | 'upload' | 'get'

/**
 * Who may call a path: nobody in particular, a visitor or better, a member (registered or demo), a registered member
 * only, or an operator.
 */
export type Auth = 'none' | 'V' | 'M' | 'R' | 'O'

/** One row of the catalogue: plain data, so the browser bundle carries no schema code. */
export interface PathSpec {
  readonly path: string
  readonly auth: Auth
  readonly encoding: Encoding
  /** The answer's `data` is a cipher string. */
  readonly answerCipher?: 'token' | 'ts'
  /** The payload carries `requestId`; the same key and body give the first answer again. */
  readonly idempotent?: boolean
  /** Channel members only (`openBalance`). */
  readonly channelOnly?: boolean
}

/**
 * Relative paths of the catalogue (no leading slash) resolve against the same API base, so both spellings name
 * one route.
 */
export function routeOf(spec: Pick<PathSpec, 'path'>): string {
  return spec.path.startsWith('/') ? spec.path : `/${spec.path}`
}
