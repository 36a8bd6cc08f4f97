import type { Server, Socket } from 'socket.io'
import type { ServerContext } from '../context'
import type { FeedRuntime } from '../feed/runtime'
import type { OddsUpdate } from '../matches/book'
import { wireMatch } from '../matches/views'
import { BrandOdds } from '../ops/risk/brand-odds'
import { joinSessionRooms, requireSession, sessionOf } from './handshake'
import { type Followed, fanOutOdds, oddsPerEvent } from './odds-fan-out'
import { type PushBatch, PushBatcher, StreamRing } from './push-batcher'

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
 * Only the feed leader gathers the book's changes (feed/leader.ts); with the Redis adapter it hands each flush to
 * the other nodes, and every node writes it to its own sockets.
 */
export const allMatchesRoom = 'matches:all'
export const roomOfMatch = (matchId: number) => `match:${matchId}`
/** The brand's sockets of a subscription room (every match, or one): they get the brand's own view of a push. */
export const brandRoomOf = (productNo: number, room: string) => `brand:${productNo}|${room}`

/** The most ids one subscribe may name. */
export const maxSubscribedMatches = 1000
/** The server-side event that carries the feed leader's flushes to the other nodes, which fan them out locally. */
const pushAcrossNodes = 'match:push'
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

/** The matches each match socket of this node named (their odds are written to it alone, odds-fan-out.ts). */
const followedBy = new WeakMap<Socket, Followed>()

function subscribe(socket: Socket, matchIds: number[]): void {
  if (matchIds.length === 0) followedBy.delete(socket)
  else followedBy.set(socket, new Set(matchIds))
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

/** What a socket missed, to it alone: statuses, then scores, then the odds (stamped as they leave, for latency). */
function emitBatch(socket: Socket, batch: PushBatch): void {
  for (const status of batch.statuses) socket.emit('match', status)
  for (const score of batch.scores) socket.emit('score', score)
  for (const incident of batch.incidents) socket.emit('incident', incident)
  for (let start = 0; start < batch.odds.length; start += oddsPerEvent) {
    socket.emit('odds', batch.odds.slice(start, start + oddsPerEvent), { sentAt: Date.now() })
  }
}

/** Odds to a room of this node: the brands that show some of them otherwise get their own view, the rest the feed's. */
function emitOddsToRoom(io: Server, room: string, odds: OddsUpdate[], brandOdds: BrandOdds): void {
  const emit = (target: ReturnType<Server['to']>, items: OddsUpdate[]) => {
    for (let start = 0; start < items.length; start += oddsPerEvent) {
      target.emit('odds', items.slice(start, start + oddsPerEvent), { sentAt: Date.now() })
    }
  }
  const differing = brandOdds.differing(null)
  emit(io.local.to(room).except(differing.map((brand) => brandRoomOf(brand, room))), odds)
  for (const brand of differing) emit(io.local.to(brandRoomOf(brand, room)), brandOdds.viewOf(brand, odds))
}

/**
 * One flush to this node's match sockets: the statuses, scores and incidents to the rooms of their matches, then
 * the odds, as each socket's brand shows them (the brands' suspensions are this node's, the views its own
 * suspension pushes show): the whole batch to the sockets that follow every match, and to each other socket one
 * event of the matches it follows.
 */
function fanOut(io: Server, ctx: ServerContext, batch: PushBatch): void {
  const local = io.local
  const rooms = (matchId: number) => [allMatchesRoom, roomOfMatch(matchId)]
  for (const status of batch.statuses) local.to(rooms(status.matchId)).emit('match', status)
  for (const score of batch.scores) local.to(rooms(score.matchId)).emit('score', score)
  for (const incident of batch.incidents) local.to(rooms(incident.matchId)).emit('incident', incident)
  if (batch.odds.length === 0) return
  const brandOdds = new BrandOdds(ctx.app.risk.suspensions, batch.odds)
  emitOddsToRoom(io, allMatchesRoom, batch.odds, brandOdds)
  fanOutOdds(io.sockets.sockets.values(), (socket) => followedBy.get(socket), batch.odds, brandOdds)
}

export function serveMatchSocket(
  io: Server,
  ctx: ServerContext,
  runtime: FeedRuntime,
  options: { intervalMs?: number; acrossNodes?: boolean } = {},
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

  // The leader's flush reaches every node once (one message through the Redis adapter, not one per room), and
  // each node writes to its own sockets.
  io.on(pushAcrossNodes, (batch: PushBatch) => fanOut(io, ctx, batch))
  const batcher = new PushBatcher({
    intervalMs: options.intervalMs,
    send(batch) {
      fanOut(io, ctx, batch)
      if (options.acrossNodes) io.serverSideEmit(pushAcrossNodes, batch)
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
