import { ApiError } from '../errors'
import { codes } from '../protocol/codes'
import type { Credentials } from './session-state'

/** A pass code is `BASE64(uid|token)`; a malformed one is a 1000 naming `passcode`. */
export function decodePassCode(passCode: string): Credentials {
  let text = ''
  try {
    const binary = atob(decodeURIComponent(passCode.trim()))
    text = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
  } catch {
    // fall through to the error below
  }
  const separator = text.indexOf('|')
  const uid = text.slice(0, separator)
  const token = text.slice(separator + 1)
  if (separator <= 0 || !token) {
    throw new ApiError({
      code: codes.INVALID_REQUEST,
      msg: 'The pass code is not valid',
      data: { field: 'passcode' },
    })
  }
  return { uid, token }
}

/** Makes a pass code `BASE64(uid|token)` from a session's credentials. */
export function encodePassCode(credentials: Credentials): string {
  const bytes = new TextEncoder().encode(`${credentials.uid}|${credentials.token}`)
  return btoa(String.fromCharCode(...bytes))
}
