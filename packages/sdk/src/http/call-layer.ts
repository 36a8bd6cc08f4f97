import ky, { type KyInstance } from 'ky'
import { NetworkError } from '../errors/network-error'
import type { SportsbookError } from '../errors/sportsbook-error'
import { TimeoutError } from '../errors/timeout-error'
import { isSportsbookError } from '../errors/type-guards'
import { clientConstants } from '../protocol/client-info'
import type { Auth, Encoding } from '../protocol/path-spec'
import { encodeRequest } from './encode-request'
import { progressFetch } from './progress-fetch'
import { readAnswer } from './read-answer'
import type { CallLayer, CallLayerOptions, CallOptions, SessionCredentials } from './types'

/** What one call hands its `beforeRequest` hook, and what the hook leaves for reading the answer. */
interface CallState {
  path: string
  encoding: Encoding
  payload: Record<string, unknown>
  options: CallOptions
  /** Set by the hook: the credentials the request carried. */
  session?: SessionCredentials
  /** Set by the hook once the request is built: failures before this are not transport failures. */
  sent: boolean
  /** Aborts the answer's body when it outlives the time-out (ky's own time-out ends with the headers). */
  bodyDeadline: AbortController
}

/**
 * A signal that aborts when either does. `AbortSignal.any` is missing before Safari 17.4, and ky only needs it
 * when the caller passes a signal.
 */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  const both = new AbortController()
  for (const signal of [a, b]) {
    if (signal.aborted) both.abort(signal.reason)
    else signal.addEventListener('abort', () => both.abort(signal.reason), { once: true })
  }
  return both.signal
}

const isKyTimeout = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as Error).name === 'TimeoutError' &&
  !isSportsbookError(error)

/**
 * The call layer (envelopes, what every call sends, encodings): one ky instance, the session and client info
 * added in its `beforeRequest` hook, every answer read in one place.
 */
export function createCallLayer(options: CallLayerOptions): CallLayer {
  const timeoutMs = options.timeoutMs ?? clientConstants.httpTimeoutMs

  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeout: timeoutMs,
    // A retried POST could place a bet twice; the caller decides what to retry.
    retry: 0,
    // Status codes are read with the envelope, in one place.
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        async (request, kyOptions) => {
          const state = kyOptions.context.call as CallState
          const session = state.options.session ?? (await options.session())
          const clientInfo = await options.clientInfo()
          state.session = session
          const encoded = await encodeRequest(
            state.encoding,
            {
              payload: state.payload,
              session,
              clientInfo,
              file: state.options.file,
              fileName: state.options.fileName,
            },
            options.cipher,
          )
          let url = request.url
          if (encoded.query) {
            const withQuery = new URL(url)
            for (const [key, value] of encoded.query) withQuery.searchParams.append(key, value)
            url = withQuery.href
          }
          const headers = new Headers(request.headers)
          if (encoded.contentType) headers.set('content-type', encoded.contentType)
          const next = new Request(url, {
            method: request.method,
            headers,
            ...(encoded.body === undefined ? {} : { body: encoded.body }),
            signal: eitherSignal(request.signal, state.bodyDeadline.signal),
          })
          state.sent = true
          return next
        },
      ],
    },
  })

  function warn(state: CallState, error: SportsbookError): void {
    if (state.encoding !== 'get' || !options.onWarning) return
    try {
      options.onWarning(error)
    } catch (hookError) {
      queueMicrotask(() => {
        throw hookError
      })
    }
  }

  function transportError(error: unknown, state: CallState): unknown {
    // Thrown while building the request (session, storage, a missing upload file): not a transport failure.
    if (!state.sent || isSportsbookError(error)) return error
    // The caller's own abort stays the platform's AbortError.
    if (state.options.signal?.aborted) return error
    if (isKyTimeout(error)) {
      return new TimeoutError(`no answer within ${timeoutMs} ms`, {
        path: state.path,
        timeoutMs,
        cause: error,
      })
    }
    const reason = error instanceof Error ? error.message : String(error)
    return new NetworkError(`network failure: ${reason}`, {
      path: state.path,
      cause: error,
    })
  }

  /**
   * Waits for a session start under way when the call needs a session: its path is not open to all (a bare `call`
   * names no catalogue row, so it is taken to need one) and it brings no credentials of its own. A failed start
   * lets the call go as it is; the caller's abort ends the wait with the platform's AbortError.
   */
  async function awaitStart(auth: Auth | undefined, callOptions: CallOptions): Promise<void> {
    if (auth === 'none' || callOptions.session) return
    const start = options.startingSession?.()
    if (!start) return
    const settled = start.then(
      () => undefined,
      () => undefined,
    )
    const signal = callOptions.signal
    if (!signal) return settled
    signal.throwIfAborted()
    await new Promise<void>((resolve, reject) => {
      const abort = () => reject(signal.reason)
      signal.addEventListener('abort', abort, { once: true })
      void settled.then(() => {
        signal.removeEventListener('abort', abort)
        resolve()
      })
    })
  }

  async function send<T>(
    path: string,
    payload: Record<string, unknown>,
    callOptions: CallOptions,
    auth: Auth | undefined,
  ): Promise<T> {
    await awaitStart(auth, callOptions)
    const encoding = callOptions.encoding ?? 'form'
    const state: CallState = {
      path,
      encoding,
      payload,
      options: callOptions,
      sent: false,
      bodyDeadline: new AbortController(),
    }
    const started = Date.now()
    let status: number
    let text: string
    try {
      // `prefixUrl` wants no leading slash; both spellings of a catalogue path name one route.
      const response = await http(path.replace(/^\/+/, ''), {
        method: encoding === 'get' ? 'get' : 'post',
        context: { call: state },
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
        ...(callOptions.onUploadProgress && typeof XMLHttpRequest === 'function'
          ? { fetch: progressFetch(callOptions.onUploadProgress) }
          : {}),
      })
      status = response.status
      text = await readBody(response, timeoutMs - (Date.now() - started), state.bodyDeadline)
    } catch (error) {
      const mapped = transportError(error, state)
      if (isSportsbookError(mapped)) warn(state, mapped)
      throw mapped
    }
    return readAnswer<T>(status, text, {
      path,
      session: state.session ?? { uid: '', token: '' },
      cipher: options.cipher,
      onRelogin: options.onRelogin,
      onForbidden: options.onForbidden,
      onProtection: options.onProtection,
      handleForbidden: callOptions.handleForbidden ?? true,
    })
  }

  return {
    call: (path, payload = {}, callOptions = {}) => send(path, payload, callOptions, undefined),
    callSpec: (spec, payload = {}, callOptions = {}) =>
      send(spec.path, payload, { ...callOptions, encoding: spec.encoding }, spec.auth),
  }
}

/** ky's time-out ends when the headers arrive; the body gets what is left of the same budget. */
async function readBody(response: Response, remainingMs: number, deadline: AbortController): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        reject(Object.assign(new Error('body time-out'), { name: 'TimeoutError' }))
        deadline.abort()
      },
      Math.max(remainingMs, 0),
    )
  })
  try {
    return await Promise.race([response.text(), late])
  } finally {
    clearTimeout(timer)
  }
}
