import { hundredthsText } from '@sportsbook/sdk/protocol/schemas'
import type { Server } from 'socket.io'
import type { ServerContext } from '../../../context'
import { isBusinessError } from '../../../errors'
import { forbidden } from '../../../sockets/handshake'
import { useGameSession } from '../../game-sessions'
import { crashGame } from '../house-provider'
import { latestRound, roundById } from './crash-rounds'
import { crashRoundState } from './crash-state'

/** The crash game's socket.io namespace on the main socket's server (path /app/socket). */
export const crashNamespace = '/games/house/crash'

/** How long bets and cash-outs gather before the round is pushed with them. */
export const betPushMs = 1_000

/**
 * A push to every player leaves a share of the sockets per turn of the event loop: written to a thousand sockets
 * at once (a system call each) it held the HTTP answers read meanwhile, cash-outs among them, for tens of
 * milliseconds.
 */
const shares = 8

/**
 * Pushes the crash rounds to the players of the crash game (PROTOCOL.md section 10): `round` (the round with every
 * player's bet and cash-out, at each change), `tick` `{ roundId, multiplier, at }` during the flight. A socket
 * joins with the launch url's `session` in its handshake `auth` (a crash session, else `connect_error` 403) and
 * gets the current round at once. Bets and cash-outs never travel here: only over HTTP.
 */
export function serveCrashNamespace(io: Server, ctx: ServerContext): () => void {
  const nsp = io.of(crashNamespace)
  nsp.use((socket, next) => {
    const token = (socket.handshake.auth as { session?: unknown } | undefined)?.session
    if (typeof token !== 'string' || token.length > 100) return next(forbidden())
    useGameSession(ctx, token, 'house', false).then(
      (session) => (session.gameId === crashGame.id ? next() : next(forbidden())),
      (error: unknown) => {
        if (!isBusinessError(error)) ctx.log.error({ err: error }, 'crash handshake failed')
        next(forbidden())
      },
    )
  })
  let joined = 0
  nsp.on('connection', (socket) => {
    void socket.join(`share:${joined++ % shares}`)
    void latestRound(ctx.db)
      .then(async (round) => {
        if (round) socket.emit('round', await crashRoundState(ctx.db, round))
      })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'crash state failed'))
  })
  // One queue for every push's shares, so each socket hears the pushes in the order they were made.
  const writes: (() => void)[] = []
  const writeShare = () => {
    writes.shift()?.()
    if (writes.length > 0) setImmediate(writeShare)
  }
  const pushToAll = (event: 'round' | 'tick', payload: unknown) => {
    const idle = writes.length === 0
    for (let share = 0; share < shares; share += 1) {
      writes.push(() => nsp.to(`share:${share}`).emit(event, payload))
    }
    if (idle) writeShare()
  }
  const push = (roundId: number) =>
    void roundById(ctx.db, roundId)
      .then(async (round) => {
        if (round) pushToAll('round', await crashRoundState(ctx.db, round))
      })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'crash push failed'))
  // Bets and cash-outs are pushed together, at most once per `betPushMs` per round: with a thousand players, a
  // push of the whole round per bet would send each socket a thousand rounds. A phase change goes out at once.
  const waiting = new Map<number, NodeJS.Timeout>()
  const unsubscribe = ctx.bus.on('crash', (change) => {
    if (change.kind === 'tick') {
      pushToAll('tick', {
        roundId: change.roundId,
        multiplier: hundredthsText(change.multiplier),
        at: change.at,
      })
      return
    }
    if (change.kind === 'round') {
      clearTimeout(waiting.get(change.roundId))
      waiting.delete(change.roundId)
      push(change.roundId)
      return
    }
    if (waiting.has(change.roundId)) return
    waiting.set(
      change.roundId,
      setTimeout(() => {
        waiting.delete(change.roundId)
        push(change.roundId)
      }, betPushMs),
    )
  })
  return () => {
    unsubscribe()
    for (const timer of waiting.values()) clearTimeout(timer)
    waiting.clear()
  }
}
