import type { Cipher } from '../crypto/cipher'
import type { ApiError } from '../errors/api-error'
import type { ProtectionError } from '../errors/protection-error'
import type { SportsbookError } from '../errors/sportsbook-error'
import type { ClientInfo } from '../protocol/client-info'
import type { Encoding, PathSpec } from '../protocol/path-spec'
import type { UploadProgress } from './progress-fetch'

/** The active session's credentials; empty strings for none. */
export interface SessionCredentials {
  uid: string
  token: string
}

export interface CallLayerOptions {
  /** The API base; every catalogue path, with or without its leading slash, resolves against it. */
  baseUrl: string
  fetch?: typeof fetch
  /** Default 25,000 ms: a call without an answer by then fails with a time-out. */
  timeoutMs?: number
  /** Read on every call, so a call always sends the session current when it leaves. */
  session: () => SessionCredentials | Promise<SessionCredentials>
  /**
   * The session's start while it is under way and has no credentials yet, else nothing. A call that needs a
   * session (its path is not open to all and it brings no credentials of its own) waits for it, so a call made
   * right after `session.start()` carries the session the start makes instead of none (which the server refuses
   * with 403). The start's own calls are open (`visitor/create`) or bring their credentials (the guest's login,
   * the stored member's profile), so they never wait for the start they belong to.
   */
  startingSession?: () => Promise<unknown> | null
  clientInfo: () => Promise<ClientInfo>
  cipher: Cipher
  /** Code 402: open the login window, emit `relogin`. `session` is what the call sent. */
  onRelogin?: (error: ApiError, session: SessionCredentials) => void
  /**
   * Code 403, unless the call passes `handleForbidden: false` (registration retries on its own). `session` is what
   * the call sent, so a 403 for a session already replaced can be told apart.
   */
  onForbidden?: (error: ApiError, session: SessionCredentials) => void
  /** A `get` call failed on the network or timed out: the site shows a warning toast. */
  onWarning?: (error: SportsbookError) => void
  /** Code 1007: player protection refused the call (a reality check waiting for its answer, a limit reached). */
  onProtection?: (error: ProtectionError) => void
}

export interface CallOptions {
  /** Default `'form'`. */
  encoding?: Encoding
  /** Aborting rejects the call with the platform's `AbortError`, not an SDK error. */
  signal?: AbortSignal
  /** `false` keeps `onForbidden` out of a 403 (the caller handles it). Default `true`. */
  handleForbidden?: boolean
  /** Credentials to send instead of the active session's (pass-code login, guest login after create). */
  session?: SessionCredentials
  /** The file of an `upload` call, sent as the multipart field `file`. */
  file?: Blob
  fileName?: string
  /** Reports how much of an `upload` call's body has been sent (XMLHttpRequest where the page has it). */
  onUploadProgress?: (progress: UploadProgress) => void
}

export interface CallLayer {
  /**
   * Sends one call and returns the envelope's `data` (decrypted and parsed when the answer is a cipher). Throws
   * `ApiError` for a code other than 0, `NetworkError`, `TimeoutError` or `DecryptError`.
   */
  call<T = unknown>(path: string, payload?: Record<string, unknown>, options?: CallOptions): Promise<T>
  /** `call` with the encoding of a catalogue row. */
  callSpec<T = unknown>(
    spec: PathSpec,
    payload?: Record<string, unknown>,
    options?: Omit<CallOptions, 'encoding'>,
  ): Promise<T>
}
