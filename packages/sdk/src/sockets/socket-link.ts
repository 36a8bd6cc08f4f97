import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client'
import { reconnectPolicy, type SocketKind, socketMessages, socketPaths, socketQuery } from './socket-options'

export interface SocketLinkOptions {
  kind: SocketKind
  url: string
  credentials(): { uid: string; token: string } | null
  /** The server refused the token (`connect_error` with `data.code` 403). */
  onForbidden(): void
  onError(message: string): void
  /** Runs on every connect and reconnect (the match socket subscribes there, PROTOCOL.md section 5). */
  onConnect?(link: SocketLink): void
  /** Loads socket.io-client; lazy so a page without live data does not download it. */
  load?: () => Promise<typeof import('socket.io-client')>
}

export interface SocketLink {
  readonly kind: SocketKind
  connect(): Promise<void>
  on<T = unknown>(event: string, listener: (payload: T) => void): () => void
  emit(event: string, payload: unknown): void
  readonly connected: boolean
  close(): void
}

const loadClient = () => import('socket.io-client')

/**
 * One socket.io connection with the spec's reconnect policy. Listeners may be added before the connection exists;
 * socket.io's reserved events are turned into our own callbacks, and `close()` undoes everything (conventions 12).
 */
export function createSocketLink(options: SocketLinkOptions): SocketLink {
  let socket: Socket | null = null
  let connecting: Promise<void> | null = null
  let closed = false
  const listeners = new Map<string, Set<(payload: never) => void>>()

  function attach(event: string, listener: (payload: never) => void) {
    socket?.on(event, listener as (payload: unknown) => void)
  }

  async function open(): Promise<void> {
    const { io } = await (options.load ?? loadClient)()
    if (closed) return
    const settings: Partial<ManagerOptions & SocketOptions> = {
      ...reconnectPolicy,
      path: socketPaths[options.kind],
      transports: ['websocket'],
      query: socketQuery(options.credentials()),
      forceNew: true,
    }
    const next = io(options.url, settings)
    socket = next
    // PROTOCOL.md section 5: a reconnect sends the current token (the session may have changed while offline).
    next.io.on('reconnect_attempt', () => {
      next.io.opts.query = socketQuery(options.credentials())
    })
    next.io.on('reconnect_error', () => {
      if (options.kind === 'match') options.onError(socketMessages.matchReconnectError)
    })
    next.on('connect', () => options.onConnect?.(link))
    next.on('connect_error', (error: Error & { data?: { code?: number } }) => {
      if (error.data?.code === 403) {
        next.disconnect()
        options.onForbidden()
        return
      }
      options.onError(socketMessages.connectError)
      // Spec section 8: immediate reconnect. socket.io retries low-level failures itself (`active`), not refusals.
      if (!next.active && !closed) {
        next.io.opts.query = socketQuery(options.credentials())
        next.connect()
      }
    })
    for (const [event, set] of listeners) for (const listener of set) attach(event, listener)
  }

  const link: SocketLink = {
    kind: options.kind,
    connect() {
      closed = false
      connecting ??= open().catch((error) => {
        connecting = null
        throw error
      })
      return connecting
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener as (payload: never) => void)
      attach(event, listener as (payload: never) => void)
      return () => {
        set.delete(listener as (payload: never) => void)
        socket?.off(event, listener as (payload: unknown) => void)
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
      connecting = null
      socket?.io.removeAllListeners()
      socket?.removeAllListeners()
      socket?.disconnect()
      socket = null
    },
  }
  return link
}
