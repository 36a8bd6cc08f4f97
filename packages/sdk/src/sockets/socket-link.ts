import type { Socket } from 'socket.io-client'
import type { SocketKind } from './socket-paths'

export interface SocketLinkOptions {
  kind: SocketKind
  url: string
  credentials(): { uid: string; token: string } | null
  /** The server refused the token it sent (`connect_error` with `data.code` 403); null: it sent none. */
  onForbidden(sent: { uid: string; token: string } | null): void
  onError(message: string): void
  /** Runs on every connect and reconnect (the match socket subscribes there, PROTOCOL.md section 5). */
  onConnect?(link: SocketLink): void
}

export interface SocketLink {
  readonly kind: SocketKind
  connect(): Promise<void>
  on<T = unknown>(event: string, listener: (payload: T) => void): () => void
  emit(event: string, payload: unknown): void
  readonly connected: boolean
  close(): void
}

// socket.io-client and the connection code load with the first connect: a page without live data pays nothing.
const loadConnection = () => import('./socket-connection')

/**
 * One socket of the site. Listeners may be added before the connection exists; socket.io's reserved events are
 * turned into our own callbacks, and `close()` undoes everything (conventions 12).
 */
export function createSocketLink(options: SocketLinkOptions): SocketLink {
  let socket: Socket | null = null
  let connecting: Promise<void> | null = null
  let closed = false
  const listeners = new Map<string, Set<(payload: never) => void>>()

  async function open(): Promise<void> {
    const { openConnection } = await loadConnection()
    if (closed) return
    const next = openConnection({
      ...options,
      onConnect: () => options.onConnect?.(link),
      isClosed: () => closed,
    })
    socket = next
    for (const [event, set] of listeners)
      for (const listener of set) next.on(event, listener as (payload: unknown) => void)
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
      socket?.on(event, listener)
      return () => {
        set.delete(listener as (payload: never) => void)
        socket?.off(event, listener)
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
