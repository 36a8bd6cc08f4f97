// The socket.io side of a SocketLink, loaded with socket.io-client when a socket first opens.
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client'
import { reconnectPolicy, socketMessages, socketQuery } from './socket-options'
import { type SocketKind, socketPaths } from './socket-paths'

export interface ConnectionOptions {
  kind: SocketKind
  url: string
  credentials(): { uid: string; token: string } | null
  /** The server refused the credentials the socket sent (null: it had none). */
  onForbidden(sent: { uid: string; token: string } | null): void
  onError(message: string): void
  onConnect(): void
  isClosed(): boolean
}

/** Opens one socket.io connection that reconnects without limit (`reconnectPolicy`) with the current token. */
export function openConnection(options: ConnectionOptions): Socket {
  let sent = options.credentials()
  const settings: Partial<ManagerOptions & SocketOptions> = {
    ...reconnectPolicy,
    path: socketPaths[options.kind],
    transports: ['websocket'],
    query: socketQuery(sent),
    forceNew: true,
  }
  const socket = io(options.url, settings)
  // A reconnect sends the current token (the session may have changed while offline).
  socket.io.on('reconnect_attempt', () => {
    sent = options.credentials()
    socket.io.opts.query = socketQuery(sent)
  })
  socket.io.on('reconnect_error', () => {
    if (options.kind === 'match') options.onError(socketMessages.matchReconnectError)
  })
  socket.on('connect', options.onConnect)
  socket.on('connect_error', (error: Error & { data?: { code?: number } }) => {
    if (error.data?.code === 403) {
      socket.disconnect()
      options.onForbidden(sent)
      return
    }
    options.onError(socketMessages.connectError)
    // A connection error reconnects at once. socket.io retries low-level failures itself (`active`), not refusals.
    if (!socket.active && !options.isClosed()) {
      sent = options.credentials()
      socket.io.opts.query = socketQuery(sent)
      socket.connect()
    }
  })
  return socket
}
