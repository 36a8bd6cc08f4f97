import type { ServerContext } from '../context'
import type { FeedRuntime } from '../feed/runtime'
import { decidePending, duePending } from './acceptance'
import { autoCashOutCandidates, autoCashOutOnce } from './auto-cash-out'
import { betsClock } from './bets-clock'
import { dropExpiredQuotes } from './cash-out-quotes'
import { serialRuns } from './serial-runs'

export interface AcceptanceWorkerOptions {
  /** Wall ms between sweeps of the due pending orders. */
  sweepMs?: number
  /** Every how many sweeps every automatic cash-out rule is evaluated (besides each odds change's). */
  autoEvery?: number
}

export interface AcceptanceWorker {
  /**
   * Decides every pending order due on the bets clock, then evaluates every automatic cash-out rule: what a test
   * runs after moving the clocks, and what the timer runs.
   */
  sweep(): Promise<number>
  /** Evaluates the automatic cash-out rules of orders with a leg on these matches. */
  evaluate(matchIds: number[]): Promise<number>
  /** Resolves once the runs queued so far are done. */
  idle(): Promise<void>
  stop(): Promise<void>
}

const batch = 200

/**
 * The sweeps of PROTOCOL.md section 12 on every node: pending orders are decided when due (and at startup, so
 * none is left undecided across a restart; each under its row lock, so two nodes decide it once), and automatic
 * cash outs are performed when an odds change of one of their matches (on the feed leader) or a periodic sweep
 * finds their offer at the threshold. Runs one at a time. It keeps, from the match book's changes, when each
 * market was last seen not open (feed time): a suspension inside an order's window that reopened before it was
 * decided still rejects it (on the node that saw it; after a restart, what the book shows then).
 */
export function startAcceptance(
  ctx: ServerContext,
  runtime: FeedRuntime,
  options: AcceptanceWorkerOptions = {},
): AcceptanceWorker {
  const { db, log } = ctx
  const autoEvery = options.autoEvery ?? 10
  const suspended = new Map<number, number>()
  const runs = serialRuns(log, 'bet acceptance run failed')
  const { enqueue } = runs
  let sweeps = 0
  let waitingMatches: Set<number> | null = null
  let waitingEvaluation: Promise<number> | null = null
  let waitingDecision: Promise<number> | null = null
  let waitingSweep: Promise<number> | null = null
  // A timer's run of the due orders waits for none other: one still queued covers the next tick too.
  const decideSoon = () => {
    waitingDecision ??= enqueue(() => {
      waitingDecision = null
      return decideDue()
    })
    return waitingDecision
  }

  async function decideDue(): Promise<number> {
    let decided = 0
    for (;;) {
      const ids = await duePending(ctx, batch)
      for (const id of ids) {
        if (runs.stopped) return decided
        try {
          if (await db.transaction((tx) => decidePending(ctx, runtime, tx, id, (m) => suspended.get(m)))) {
            decided += 1
          }
        } catch (error) {
          log.error({ err: error, orderId: id }, 'deciding a pending order failed')
          return decided
        }
      }
      if (ids.length < batch) return decided
    }
  }

  async function autoCashOuts(matchIds: number[] | null): Promise<number> {
    let fired = 0
    for (const id of await autoCashOutCandidates(ctx, matchIds)) {
      if (runs.stopped) break
      try {
        if (await autoCashOutOnce(ctx, runtime, id)) fired += 1
      } catch (error) {
        log.error({ err: error, orderId: id }, 'an automatic cash out failed')
      }
    }
    return fired
  }

  const unsubscribe = runtime.book.onChange((changes) => {
    const now = runtime.feed.now()
    for (const matchId of changes.touched) {
      const match = runtime.book.get(matchId)
      for (const market of match?.markets ?? []) {
        if (market.status !== 'open' || market.selections.some((item) => item.status !== 'open')) {
          suspended.set(market.id, now)
        }
      }
    }
    if (suspended.size > 50_000) {
      for (const [marketId, at] of suspended) if (at < now - 3_600_000) suspended.delete(marketId)
    }
    if (runtime.isLeader() && changes.odds.length > 0) {
      void worker.evaluate([...new Set(changes.odds.map((item) => item.matchId))])
    }
  })

  const worker: AcceptanceWorker = {
    sweep() {
      // A sweep still queued has not read the clocks yet: it answers this call too.
      waitingSweep ??= enqueue(async () => {
        waitingSweep = null
        const decided = await decideDue()
        const fired = await autoCashOuts(null)
        await dropExpiredQuotes(ctx, betsClock.now() - 60_000)
        return decided + fired
      })
      return waitingSweep
    },
    evaluate(matchIds) {
      // Odds change many times a second: the matches of every change until a run starts share that one run, so
      // the queue never grows longer than the runs can go.
      waitingMatches ??= new Set()
      for (const id of matchIds) waitingMatches.add(id)
      waitingEvaluation ??= enqueue(() => {
        const ids = [...(waitingMatches ?? [])]
        waitingMatches = null
        waitingEvaluation = null
        return autoCashOuts(ids)
      })
      return waitingEvaluation
    },
    idle: runs.idle,
    async stop() {
      const stopping = runs.stop()
      clearInterval(timer)
      unsubscribe()
      await stopping
    },
  }
  // The timer sweeps the due orders; every autoEvery-th run sweeps the rules too (odds changes cover the rest).
  const timer = setInterval(() => {
    sweeps += 1
    if (sweeps % autoEvery === 0) void worker.sweep()
    else void decideSoon()
  }, options.sweepMs ?? 500)
  timer.unref()
  void worker.sweep()
  return worker
}
