import type { Socket } from 'socket.io-client'
import { ApiError } from '../errors/api-error'
import { SportsbookError } from '../errors/sportsbook-error'
import { codes } from '../protocol/codes'
import type { SocketConnectionEvents } from './socket-events'
import type { SocketKind } from './socket-paths'

export interface SocketLinkOptions {
  kind: SocketKind
  url: string
  credentials(): { uid: string; token: string } | null
  /** The server refused the token it sent (`connect_error` with `data.code` 403); null: it sent none. */
  onForbidden(sent: { uid: string; token: string } | null): void
  onError(message: string): void
  /** Runs on every connect and reconnect, before the `connect` listeners (the match socket subscribes there). */
  onConnect?(): void
}

/**
 * One socket of the site, typed by what the server pushes (`Pushes`) and what the client may send (`Sends`).
 * Listeners may be added before the connection exists and stay through reconnects.
 */
export interface SocketLink<Pushes extends object = SocketConnectionEvents, Sends extends object = object> {
  /** `main` (`/app/socket`) or `match` (`/match/socket`). */
  readonly kind: SocketKind
  /**
   * Opens the socket (loading socket.io-client the first time) and resolves once it is connected. Rejects with an
   * `ApiError` of code 403 when the server refuses the session's token, and with a `SportsbookError` of code
   * `NETWORK` when the socket is closed before it connects; other failures are retried by the reconnect policy while
   * the promise waits.
   */
  connect(): Promise<void>
  /** Listens to a push; returns the function that stops listening. */
  on<K extends keyof Pushes & string>(event: K, listener: (payload: Pushes[K]) => void): () => void
  /** Sends a message; dropped while the socket is not open. */
  emit<K extends keyof Sends & string>(event: K, payload: Sends[K]): void
  /** Whether the socket is connected now. */
  readonly connected: boolean
  /** Closes the socket and stops reconnecting; listeners stay for the next `connect`. */
  close(): void
}

// socket.io-client and the connection code load with the first connect: a page without live data pays nothing.
const loadConnection = () => import('./socket-connection')

type Listener = (payload: unknown) => void

/**
 * Makes one socket link. socket.io's reserved `connect` is re-emitted through our own listeners and `close()`
 * undoes everything.
 */
export function createSocketLink<Pushes extends object, Sends extends object>(
  options: SocketLinkOptions,
): SocketLink<Pushes, Sends> {
  let socket: Socket | null = null
  let opening: Promise<void> | null = null
  let closed = false
  let waiting: { promise: Promise<void>; resolve(): void; reject(error: Error): void } | null = null
  const listeners = new Map<string, Set<Listener>>()

  const settle = (error?: Error) => {
    const waiter = waiting
    waiting = null
    if (error) waiter?.reject(error)
    else waiter?.resolve()
  }
  const notify = (event: string, payload?: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }

  function drop(): void {
    opening = null
    socket?.io.removeAllListeners()
    socket?.removeAllListeners()
    socket?.disconnect()
    socket = null
  }

  async function open(): Promise<void> {
    const { openConnection } = await loadConnection()
    if (closed) return
    const next = openConnection({
      ...options,
      onForbidden(sent) {
        settle(
          new ApiError({
            code: codes.FORBIDDEN,
            msg: 'The socket was refused',
            data: { socket: options.kind },
          }),
        )
        options.onForbidden(sent)
      },
      onConnect() {
        settle()
        options.onConnect?.()
        notify('connect')
      },
      isClosed: () => closed,
    })
    socket = next
    for (const [event, set] of listeners)
      if (event !== 'connect') for (const listener of set) next.on(event, listener)
  }

  return {
    kind: options.kind,
    connect() {
      closed = false
      if (socket?.connected) return Promise.resolve()
      if (!waiting) {
        let resolve!: () => void
        let reject!: (error: Error) => void
        const promise = new Promise<void>((yes, no) => {
          resolve = yes
          reject = no
        })
        waiting = { promise, resolve, reject }
      }
      const { promise } = waiting
      if (socket && !socket.active) {
        // Refused earlier (socket.io does not retry a refusal): a new socket, with the current token.
        drop()
      }
      if (!opening)
        opening = open().catch((error: unknown) => {
          opening = null
          settle(error instanceof Error ? error : new Error(String(error)))
        })
      return promise
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      const added = listener as Listener
      set.add(added)
      if (event !== 'connect') socket?.on(event as string, added)
      return () => {
        set.delete(added)
        socket?.off(event as string, added)
      }
    },
    emit(event, payload) {
      socket?.emit(event, payload)
    },
    get connected() {
      return socket?.connected ?? false
    },
    close() {
      closed = true
      drop()
      settle(new SportsbookError(`The ${options.kind} socket was closed`, { code: 'NETWORK' }))
    },
  }
}
