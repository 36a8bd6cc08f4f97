import type { BookChanges, OddsUpdate, ScoreUpdate, StatusUpdate } from '../matches/book'

/**
 * Gathers the match book's changes and hands them out in batches (PROTOCOL.md section 5): odds moves come in
 * bursts (a goal re-prices every market of a match), so they leave together at most every `intervalMs`, or at once
 * when `maxBatch` are waiting. Scores and statuses leave in the same flush, before the odds, so a client sees a
 * goal before the prices it caused. Within a flush only the latest update of a selection (or a match's latest score
 * and status) leaves: seq grows, so an earlier one would be dropped by the client anyway.
 */
export interface PushBatch {
  statuses: StatusUpdate[]
  scores: ScoreUpdate[]
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
  odds: Map<number, OddsUpdate>
}

const emptyPending = (): Pending => ({ statuses: new Map(), scores: new Map(), odds: new Map() })

export class PushBatcher {
  readonly #intervalMs: number
  readonly #maxBatch: number
  readonly #send: (batch: PushBatch) => void
  #pending: Pending = emptyPending()
  #timer: NodeJS.Timeout | undefined

  constructor(options: PushBatcherOptions) {
    this.#intervalMs = options.intervalMs ?? 150
    this.#maxBatch = options.maxBatch ?? 1000
    this.#send = options.send
  }

  add(changes: Pick<BookChanges, 'statuses' | 'scores' | 'odds'>): void {
    const pending = this.#pending
    for (const status of changes.statuses) pending.statuses.set(status.matchId, status)
    for (const score of changes.scores) pending.scores.set(score.matchId, score)
    for (const odds of changes.odds) pending.odds.set(odds.selectionId, odds)
    const size = pending.statuses.size + pending.scores.size + pending.odds.size
    if (size === 0) return
    if (size >= this.#maxBatch) this.flush()
    else this.#timer ??= setTimeout(() => this.flush(), this.#intervalMs)
  }

  flush(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    const pending = this.#pending
    this.#pending = emptyPending()
    const batch = {
      statuses: [...pending.statuses.values()],
      scores: [...pending.scores.values()],
      odds: [...pending.odds.values()],
    }
    if (batch.statuses.length + batch.scores.length + batch.odds.length > 0) this.#send(batch)
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
      entry = { statuses: [], scores: [], odds: [] }
      out.set(matchId, entry)
    }
    return entry
  }
  for (const status of batch.statuses) of(status.matchId).statuses.push(status)
  for (const score of batch.scores) of(score.matchId).scores.push(score)
  for (const odds of batch.odds) of(odds.matchId).odds.push(odds)
  return out
}
