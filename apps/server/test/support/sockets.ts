import { type BalanceEntry, balanceEntrySchema } from '@sportsbook/sdk/protocol/schemas'
import { io, type Socket } from 'socket.io-client'
import * as v from 'valibot'
import type { TestSession } from './client'

/** The server's two socket.io paths: the member's socket and the match pushes. */
const socketPaths = { main: '/app/socket', match: '/match/socket' } as const
export type SocketKind = keyof typeof socketPaths

const opened: Socket[] = []

/** How long a push or an answer may take before the test fails: it only bounds a lost one, never waits. */
const pushBoundMs = 15_000

/**
 * A websocket to the server at `url` as `session`, closed by `closeOpenedSockets` (each test file's afterEach);
 * `origin` presents it from a brand's site (the socket's brand, as SITES maps it).
 */
export function openSocket(
  url: string,
  kind: SocketKind,
  session: TestSession,
  { origin }: { origin?: string } = {},
): Socket {
  const socket = io(url, {
    path: socketPaths[kind],
    transports: ['websocket'],
    query: { token: session.token, uid: session.uid, realm: 'alpha', process: 'web' },
    ...(origin === undefined ? {} : { extraHeaders: { origin } }),
    reconnection: false,
    forceNew: true,
  })
  opened.push(socket)
  return socket
}

export function closeOpenedSockets(): void {
  for (const socket of opened.splice(0)) socket.close()
}

/** The socket once it is connected, or its connect_error. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', (error) => reject(error))
  })
}

/**
 * The next `event` whose payload passes `test`, or a rejection after `ms`. The bound only turns a push that never
 * comes into a clear failure; like `ack`'s, it is long enough for a loaded two-core machine.
 */
export function next<T>(
  socket: Socket,
  event: string,
  test: (payload: T) => boolean = () => true,
  ms = pushBoundMs,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener)
      reject(new Error(`no ${event} within ${ms} ms`))
    }, ms)
    const listener = (payload: T) => {
      if (!test(payload)) return
      clearTimeout(timer)
      socket.off(event, listener)
      resolve(payload)
    }
    socket.on(event, listener)
  })
}

export function ack<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return socket.timeout(pushBoundMs).emitWithAck(event, payload) as Promise<T>
}

const balanceEntries = (payload: unknown) => v.parse(v.array(balanceEntrySchema), payload)

/** The entries of the first `balance` push whose USD amount is `amount`, or a rejection after `ms`. */
export async function balanceShowing(
  socket: Socket,
  amount: string,
  ms = pushBoundMs,
): Promise<BalanceEntry[]> {
  const showing = (payload: unknown) =>
    balanceEntries(payload).find((entry) => entry.currencyCode === 'USD')?.amount === amount
  const pushed = await next(socket, 'balance', showing, ms).catch(() => {
    throw new Error(`no balance push showing ${amount} within ${ms} ms`)
  })
  return balanceEntries(pushed)
}
