// What only an open connection needs: it loads with socket.io-client (socket-connection.ts).
import { clientConstants } from '../protocol/client-info'

/** Reconnect for ever: unlimited attempts, 1000 ms delay, 5000 ms max, randomization 0.5, 20000 ms time-out. */
export const reconnectPolicy = {
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const

/** The handshake query of both sockets (`token`, `uid`, `realm`, `process`), read afresh for every (re)connect. */
export function socketQuery(credentials: { uid: string; token: string } | null): Record<string, string> {
  return {
    token: credentials?.token ?? '',
    uid: credentials?.uid ?? '',
    realm: clientConstants.realm,
    process: clientConstants.process,
  }
}

/** What a socket failure shows: a connection error or time-out, and a failed match socket reconnect. */
export const socketMessages = {
  connectError: 'Connection error or timeout',
  matchReconnectError: 'network error.',
} as const
