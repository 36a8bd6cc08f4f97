import type { Cipher } from '../crypto/cipher'
import { ApiError } from '../errors/api-error'
import { DecryptError } from '../errors/decrypt-error'
import { NetworkError } from '../errors/network-error'
import { ProtectionError, readProtectionRefusal } from '../errors/protection-error'
import { isDecryptError } from '../errors/type-guards'
import { codes, type Envelope } from '../protocol/codes'
import type { SessionCredentials } from './types'

export interface AnswerContext {
  path: string
  /** The credentials the request carried: a token answer is keyed by them, not by whatever is current now. */
  session: SessionCredentials
  cipher: Cipher
  onRelogin?: ((error: ApiError, session: SessionCredentials) => void) | undefined
  onForbidden?: ((error: ApiError, session: SessionCredentials) => void) | undefined
  onProtection?: ((error: ProtectionError) => void) | undefined
  handleForbidden: boolean
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number'
}

// A hook that throws must not replace the call's own error; its failure still surfaces as an uncaught error.
function notify<E extends ApiError>(
  hook: ((error: E, session: SessionCredentials) => void) | undefined,
  error: E,
  session: SessionCredentials,
): void {
  try {
    hook?.(error, session)
  } catch (hookError) {
    queueMicrotask(() => {
      throw hookError
    })
  }
}

/**
 * The one place where an answer becomes data or an SDK error: HTTP
 * 4xx/5xx and bodies that are not envelopes are transport failures, code 0 is the data (decrypted when marked
 * `enc`), any other code an `ApiError`.
 */
export async function readAnswer<T>(status: number, text: string, context: AnswerContext): Promise<T> {
  const { path } = context
  if (status < 200 || status >= 300) {
    throw new NetworkError(`HTTP ${status}`, { path, status, data: text.slice(0, 500) })
  }
  let envelope: unknown
  try {
    envelope = JSON.parse(text)
  } catch (cause) {
    throw new NetworkError('the answer is not JSON', {
      path,
      status,
      cause,
      data: text.slice(0, 500),
    })
  }
  if (!isEnvelope(envelope)) {
    throw new NetworkError('the answer is not an envelope', { path, status, data: envelope })
  }
  if (envelope.code !== codes.OK) {
    const error = businessError(envelope, path)
    if (error.code === codes.RELOGIN) notify(context.onRelogin, error, context.session)
    if (error.code === codes.FORBIDDEN && context.handleForbidden)
      notify(context.onForbidden, error, context.session)
    if (error instanceof ProtectionError) notify(context.onProtection, error, context.session)
    throw error
  }
  if (envelope.enc === undefined) return envelope.data as T
  return decryptData<T>(envelope, context)
}

// A 1007 whose data reads as a refusal is a ProtectionError; any other code, or unreadable data, an ApiError.
function businessError(envelope: Envelope, path: string): ApiError {
  const msg = String(envelope.msg ?? '')
  const refusal = envelope.code === codes.PROTECTION_BLOCKED ? readProtectionRefusal(envelope.data) : null
  if (refusal) return new ProtectionError({ code: envelope.code, msg }, refusal, path)
  return new ApiError({ code: envelope.code, msg, data: envelope.data }, path)
}

async function decryptData<T>(envelope: Envelope, context: AnswerContext): Promise<T> {
  const { path, cipher } = context
  try {
    if (typeof envelope.data !== 'string') throw new DecryptError('the cipher answer is not a string')
    let plaintext: string
    if (envelope.enc === 'token') {
      plaintext = await cipher.tokenDecrypt(envelope.data, context.session.token)
    } else if (envelope.enc === 'ts') {
      const ts = envelope.ts as unknown
      if ((typeof ts !== 'string' && typeof ts !== 'number') || ts === '') {
        throw new DecryptError('the ts answer has no ts')
      }
      plaintext = await cipher.timestampDecrypt(envelope.data, String(ts))
    } else {
      throw new DecryptError(`unknown enc ${String(envelope.enc)}`)
    }
    try {
      return JSON.parse(plaintext) as T
    } catch (cause) {
      throw new DecryptError('the decrypted answer is not JSON', { cause })
    }
  } catch (error) {
    // The cipher does not know the path; the error the caller sees names it.
    if (isDecryptError(error) && error.path === undefined) {
      throw new DecryptError(error.message, { path, cause: error.cause })
    }
    throw error
  }
}
