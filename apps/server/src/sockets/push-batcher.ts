import type { BookChanges, OddsUpdate, ScoreUpdate, StatusUpdate } from '../matches/book'

/**
 * Gathers the match book's changes and hands them out in batches (PROTOCOL.md section 5): odds moves come in
 * bursts (a goal re-prices every market of a match), so they leave together at most every `intervalMs`, or at once
 * when `maxBatch` are waiting. Scores and statuses leave in the same flush, before the odds, so a client sees a
 * goal before the prices it caused.
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

export class PushBatcher {
  readonly #intervalMs: number
  readonly #maxBatch: number
  readonly #send: (batch: PushBatch) => void
  #pending: PushBatch = { statuses: [], scores: [], odds: [] }
  #timer: NodeJS.Timeout | undefined

  constructor(options: PushBatcherOptions) {
    this.#intervalMs = options.intervalMs ?? 150
    this.#maxBatch = options.maxBatch ?? 1000
    this.#send = options.send
  }

  add(changes: Pick<BookChanges, 'statuses' | 'scores' | 'odds'>): void {
    this.#pending.statuses.push(...changes.statuses)
    this.#pending.scores.push(...changes.scores)
    this.#pending.odds.push(...changes.odds)
    const size = this.#pending.statuses.length + this.#pending.scores.length + this.#pending.odds.length
    if (size === 0) return
    if (size >= this.#maxBatch) this.flush()
    else this.#timer ??= setTimeout(() => this.flush(), this.#intervalMs)
  }

  flush(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    const batch = this.#pending
    this.#pending = { statuses: [], scores: [], odds: [] }
    if (batch.statuses.length + batch.scores.length + batch.odds.length > 0) this.#send(batch)
  }

  stop(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    this.#pending = { statuses: [], scores: [], odds: [] }
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
