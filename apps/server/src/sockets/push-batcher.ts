import type {
  BookChanges,
  IncidentUpdate,
  MatchBook,
  OddsUpdate,
  ScoreUpdate,
  StatusUpdate,
} from '../matches/book'

/**
 * Gathers the match book's changes and hands them out in batches (PROTOCOL.md section 5): odds moves come in
 * bursts (a goal re-prices every market of a match), so they leave together at most every `intervalMs`, or at once
 * when `maxBatch` are waiting. Scores and statuses leave in the same flush, before the odds, so a client sees a
 * goal before the prices it caused. Within a flush only the latest update of a selection (or a match's latest score
 * and status) leaves: seq grows, so an earlier one would be dropped by the client anyway. Every new line of a match
 * centre leaves (`incident`, PROTOCOL.md section 12), in order.
 */
export interface PushBatch {
  statuses: StatusUpdate[]
  scores: ScoreUpdate[]
  incidents: IncidentUpdate[]
  odds: OddsUpdate[]
}

export interface PushBatcherOptions {
  intervalMs?: number
  maxBatch?: number
  send(batch: PushBatch): void
}

interface Pending {
  statuses: Map<number, StatusUpdate>
  scores: Map<number, ScoreUpdate>
  incidents: IncidentUpdate[]
  odds: Map<number, OddsUpdate>
}

const emptyPending = (): Pending => ({
  statuses: new Map(),
  scores: new Map(),
  incidents: [],
  odds: new Map(),
})

/** The latest of each item (per match, per selection), the incidents all: what a client needs of `changes`. */
function squash(
  pending: Pending,
  changes: Partial<Pick<BookChanges, 'statuses' | 'scores' | 'incidents' | 'odds'>>,
) {
  for (const status of changes.statuses ?? []) pending.statuses.set(status.matchId, status)
  for (const score of changes.scores ?? []) pending.scores.set(score.matchId, score)
  pending.incidents.push(...(changes.incidents ?? []))
  for (const odds of changes.odds ?? []) pending.odds.set(odds.selectionId, odds)
}

const batchOf = (pending: Pending): PushBatch => ({
  statuses: [...pending.statuses.values()],
  scores: [...pending.scores.values()],
  incidents: pending.incidents,
  odds: [...pending.odds.values()],
})

const sizeOf = (batch: PushBatch | Pending) =>
  ('size' in batch.statuses ? batch.statuses.size : batch.statuses.length) +
  ('size' in batch.scores ? batch.scores.size : batch.scores.length) +
  batch.incidents.length +
  ('size' in batch.odds ? batch.odds.size : batch.odds.length)

export class PushBatcher {
  readonly #intervalMs: number
  readonly #maxBatch: number
  readonly #send: (batch: PushBatch) => void
  #pending: Pending = emptyPending()
  #timer: NodeJS.Timeout | undefined

  constructor(options: PushBatcherOptions) {
    // 50 ms: at 5,000 sockets and 2,000 changes a second, smaller flushes kept send and change latency lower than
    // 150 ms did, and a room's sockets get at most 20 frames a second (tooling/bench/RESULTS.md, socket fan-out).
    this.#intervalMs = options.intervalMs ?? 50
    this.#maxBatch = options.maxBatch ?? 1000
    this.#send = options.send
  }

  add(changes: Partial<Pick<BookChanges, 'statuses' | 'scores' | 'incidents' | 'odds'>>): void {
    const pending = this.#pending
    squash(pending, changes)
    const size = sizeOf(pending)
    if (size === 0) return
    if (size >= this.#maxBatch) this.flush()
    else this.#timer ??= setTimeout(() => this.flush(), this.#intervalMs)
  }

  flush(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    const pending = this.#pending
    this.#pending = emptyPending()
    const batch = batchOf(pending)
    if (sizeOf(batch) > 0) this.#send(batch)
  }

  stop(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    this.#pending = emptyPending()
  }
}

/** Splits a batch per match (for sockets that follow a few matches), keeping each match's order. */
export function byMatch(batch: PushBatch): Map<number, PushBatch> {
  const out = new Map<number, PushBatch>()
  const of = (matchId: number) => {
    let entry = out.get(matchId)
    if (!entry) {
      entry = { statuses: [], scores: [], incidents: [], odds: [] }
      out.set(matchId, entry)
    }
    return entry
  }
  for (const status of batch.statuses) of(status.matchId).statuses.push(status)
  for (const score of batch.scores) of(score.matchId).scores.push(score)
  for (const incident of batch.incidents) of(incident.matchId).incidents.push(incident)
  for (const odds of batch.odds) of(odds.matchId).odds.push(odds)
  return out
}

/** One match's recent updates: every update with a seq above `floor` is held. */
interface MatchRing {
  floor: number
  /** Updates held (items' sizes summed). */
  size: number
  items: { seq: number; changes: PushBatch }[]
}

/**
 * The node's bounded ring of recent updates per match (PROTOCOL.md section 12, Odds stream), so a client that
 * resubscribes with `sinceSeq` gets what it missed, or a snapshot when the ring no longer holds it. Every node
 * records its own book's changes: the feed is deterministic and seq is feed time, so a seq from one node means the
 * same on another (a client may resubscribe through any node).
 */
export class StreamRing {
  readonly #matches = new Map<number, MatchRing>()
  #highest = 0

  constructor(
    readonly book: MatchBook,
    /** Updates kept per match (a goal re-prices about 60 selections: a few goals' worth). */
    readonly perMatch = 512,
  ) {
    for (const match of book.all()) this.#track(match.id, match.seq)
  }

  /** The highest seq this node has recorded (the heartbeat's `seq`). */
  get highest(): number {
    return this.#highest
  }

  #track(matchId: number, floor: number): MatchRing {
    const ring: MatchRing = { floor, size: 0, items: [] }
    this.#matches.set(matchId, ring)
    this.#highest = Math.max(this.#highest, floor)
    return ring
  }

  record(changes: BookChanges): void {
    for (const id of changes.dropped) this.#matches.delete(id)
    // A match that came in whole: the ring holds what follows its first state.
    for (const id of changes.added) this.#track(id, this.book.get(id)?.seq ?? 0)
    const parts = new Map<number, Pending>()
    const part = (matchId: number) => {
      let entry = parts.get(matchId)
      if (!entry) {
        entry = emptyPending()
        parts.set(matchId, entry)
      }
      return entry
    }
    for (const status of changes.statuses) part(status.matchId).statuses.set(status.matchId, status)
    for (const score of changes.scores) part(score.matchId).scores.set(score.matchId, score)
    for (const incident of changes.incidents) part(incident.matchId).incidents.push(incident)
    for (const odds of changes.odds) part(odds.matchId).odds.set(odds.selectionId, odds)
    for (const [matchId, pending] of parts) {
      const batch = batchOf(pending)
      const seq = Math.max(
        ...[...batch.statuses, ...batch.scores, ...batch.incidents, ...batch.odds].map((item) => item.seq),
      )
      // A match this node did not follow from its start: what came before this change is not held.
      const ring = this.#matches.get(matchId) ?? this.#track(matchId, seq)
      ring.items.push({ seq, changes: batch })
      ring.size += sizeOf(batch)
      this.#highest = Math.max(this.#highest, seq)
      while (ring.size > this.perMatch && ring.items.length > 1) {
        const evicted = ring.items.shift()
        if (!evicted) break
        ring.size -= sizeOf(evicted.changes)
        ring.floor = Math.max(ring.floor, evicted.seq)
      }
    }
  }

  /**
   * What a client that has seen everything up to `sinceSeq` missed of a match: the updates after it (latest of
   * each), `null` when nothing, or `'gone'` when the ring no longer holds them all (send a snapshot).
   */
  since(matchId: number, sinceSeq: number): PushBatch | null | 'gone' {
    const ring = this.#matches.get(matchId)
    const match = this.book.get(matchId)
    if (!match || match.seq <= sinceSeq) return null
    if (!ring || sinceSeq < ring.floor) return 'gone'
    const pending = emptyPending()
    for (const item of ring.items) {
      if (item.seq <= sinceSeq) continue
      squash(pending, {
        statuses: item.changes.statuses?.filter((x) => x.seq > sinceSeq),
        scores: item.changes.scores?.filter((x) => x.seq > sinceSeq),
        incidents: item.changes.incidents?.filter((x) => x.seq > sinceSeq),
        odds: item.changes.odds?.filter((x) => x.seq > sinceSeq),
      })
    }
    const batch = batchOf(pending)
    return sizeOf(batch) > 0 ? batch : null
  }
}
