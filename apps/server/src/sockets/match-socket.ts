import type { Server, Socket } from 'socket.io'
import type { ServerContext } from '../context'
import type { FeedRuntime } from '../feed/runtime'
import { wireMatch } from '../matches/views'
import { BrandOdds } from '../ops/risk/brand-odds'
import { joinSessionRooms, requireSession, sessionOf } from './handshake'
import { byMatch, type PushBatch, PushBatcher, StreamRing } from './push-batcher'

/**
 * The match socket, path /match/socket (PROTOCOL.md section 5). Client -> server: `subscribe { matchIds }` (empty =
 * every listed match), sent on every connect and reconnect; a new subscribe replaces the last one. Server -> client:
 * `match { seq, matchId, status }`, `score { seq, matchId, score, clock }` and `odds`, a batch (array) of
 * `{ seq, matchId, marketId, selectionId, odds, status }`. The odds event carries a second argument
 * `{ sentAt }` (server wall time in ms) so latency can be measured; clients may ignore it.
 *
 * PROTOCOL.md section 12 adds `incident` (a new line of a match centre), `heartbeat { at, seq }` every 5 s of the
 * server's clock (each node to its own sockets), and the resubscribe `{ matchIds, sinceSeq }`, answered on that
 * socket with the updates after `sinceSeq` from the node's ring (push-batcher.ts StreamRing), or a `snapshot
 * { seq, matchId, match }` of each match whose updates the ring no longer holds, before the acknowledgement.
 *
 * Only the feed leader pushes (feed/leader.ts); with the Redis adapter its pushes reach every node's clients.
 */
export const allMatchesRoom = 'matches:all'
export const roomOfMatch = (matchId: number) => `match:${matchId}`
/** The brand's match sockets: a brand that shows some odds otherwise (its suspensions) is left out of a push. */
export const matchRoomOfBrand = (productNo: number) => `brand:${productNo}`
/** The brand's sockets of a subscription room (every match, or one): they get the brand's own view of a push. */
export const brandRoomOf = (productNo: number, room: string) => `brand:${productNo}|${room}`

/** The most ids one subscribe may name. */
export const maxSubscribedMatches = 1000
/** The largest odds array of one `odds` event (bigger batches leave in several events). */
const oddsPerEvent = 2000
/** PROTOCOL.md section 12: a heartbeat every 5 s; a client that misses two marks its prices stale. */
export const heartbeatMs = 5000

/** A resubscribe's `sinceSeq`: absent, or a whole number from 0; false when malformed. */
function sinceSeqOf(payload: unknown): number | undefined | false {
  const since = (payload as { sinceSeq?: unknown } | null)?.sinceSeq
  if (since === undefined || since === null) return undefined
  return Number.isSafeInteger(since) && (since as number) >= 0 ? (since as number) : false
}

function subscribedIds(payload: unknown): number[] | null {
  const ids = (payload as { matchIds?: unknown } | null)?.matchIds ?? []
  if (!Array.isArray(ids) || ids.length > maxSubscribedMatches) return null
  if (!ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) return null
  return [...new Set(ids as number[])]
}

function subscribe(socket: Socket, matchIds: number[]): void {
  const brand = sessionOf(socket).brand
  const brandPrefix = brandRoomOf(brand, '')
  for (const room of socket.rooms) {
    if (room === allMatchesRoom || room.startsWith('match:') || room.startsWith(brandPrefix)) {
      void socket.leave(room)
    }
  }
  const rooms = matchIds.length === 0 ? [allMatchesRoom] : matchIds.map(roomOfMatch)
  void socket.join([...rooms, ...rooms.map((room) => brandRoomOf(brand, room))])
}

/** One flush to one audience: statuses, then scores, then the odds (stamped as they leave, for latency). */
function emitBatch(target: Pick<Socket, 'emit'> | ReturnType<Server['to']>, batch: PushBatch): void {
  for (const status of batch.statuses) target.emit('match', status)
  for (const score of batch.scores) target.emit('score', score)
  for (const incident of batch.incidents) target.emit('incident', incident)
  for (let start = 0; start < batch.odds.length; start += oddsPerEvent) {
    target.emit('odds', batch.odds.slice(start, start + oddsPerEvent), { sentAt: Date.now() })
  }
}

/** One flush to a room: the brands that show some of its odds otherwise get their own view, the rest the feed's. */
function emitToRoom(
  io: Server,
  room: string,
  batch: PushBatch,
  brandOdds: BrandOdds,
  matchId: number | null,
) {
  const differing = brandOdds.differing(matchId)
  if (differing.length === 0) return emitBatch(io.to(room), batch)
  emitBatch(io.to(room).except(differing.map(matchRoomOfBrand)), batch)
  for (const brand of differing) {
    emitBatch(io.to(brandRoomOf(brand, room)), { ...batch, odds: brandOdds.viewOf(brand, batch.odds) })
  }
}

export function serveMatchSocket(
  io: Server,
  ctx: ServerContext,
  runtime: FeedRuntime,
  options: { intervalMs?: number } = {},
): () => void {
  requireSession(io, ctx)
  const ring = new StreamRing(runtime.book)

  /** What the socket missed since `sinceSeq`, as its brand shows it: the updates, or a snapshot per match. */
  const replay = (socket: Socket, matchIds: number[], sinceSeq: number) => {
    const brand = sessionOf(socket).brand
    const ids = matchIds.length > 0 ? matchIds : runtime.book.all().map((match) => match.id)
    const suspended = ctx.app.risk.suspensions.of(brand)
    for (const matchId of ids) {
      const missed = ring.since(matchId, sinceSeq)
      if (missed === null) continue
      const match = runtime.book.get(matchId)
      if (missed === 'gone') {
        if (!match) continue
        const view = wireMatch(runtime.book, match, { allMarkets: true, suspended })
        socket.emit('snapshot', { seq: match.seq, matchId, match: view })
        continue
      }
      const brandOdds = new BrandOdds(ctx.app.risk.suspensions, missed.odds)
      emitBatch(socket, { ...missed, odds: brandOdds.viewOf(brand, missed.odds) })
    }
  }

  io.on('connection', (socket) => {
    joinSessionRooms(socket)
    void socket.join(matchRoomOfBrand(sessionOf(socket).brand))
    socket.on('subscribe', (payload: unknown, ack?: unknown) => {
      const matchIds = subscribedIds(payload)
      const sinceSeq = sinceSeqOf(payload)
      const reply = typeof ack === 'function' ? (ack as (answer: unknown) => void) : undefined
      if (!matchIds || sinceSeq === false) {
        reply?.({ code: 1000, field: matchIds ? 'sinceSeq' : 'matchIds' })
        return
      }
      subscribe(socket, matchIds)
      if (sinceSeq !== undefined) replay(socket, matchIds, sinceSeq)
      reply?.({ matchIds })
    })
  })
  // Each node beats to its own sockets, with the highest seq it has recorded.
  const stopHeartbeat = runtime.streamClock.every(heartbeatMs, () => {
    io.local.emit('heartbeat', { at: runtime.streamClock.now(), seq: ring.highest })
  })

  const batcher = new PushBatcher({
    intervalMs: options.intervalMs,
    send(batch) {
      // The brands' suspensions (PROTOCOL.md section 14), looked up once for the whole batch.
      const brandOdds = new BrandOdds(ctx.app.risk.suspensions, batch.odds)
      emitToRoom(io, allMatchesRoom, batch, brandOdds, null)
      for (const [matchId, part] of byMatch(batch)) {
        emitToRoom(io, roomOfMatch(matchId), part, brandOdds, matchId)
      }
    },
  })
  const unsubscribe = runtime.book.onChange((changes) => {
    ring.record(changes)
    if (runtime.isLeader()) batcher.add(changes)
  })
  return () => {
    unsubscribe()
    stopHeartbeat()
    batcher.stop()
  }
}
