import type { ServerContext } from '../context'
import type { FeedRuntime } from '../feed/runtime'
import { settleBanks } from '../market/bank-settlement'
import { type AcceptanceWorker, startAcceptance } from './acceptance-worker'
import { serialRuns } from './serial-runs'
import { settleOrder } from './settlement'

export interface SettlementWorkerOptions {
  /** Wall ms between sweeps for anything the settled events missed (a restart, a failed run). */
  sweepMs?: number
  /** Orders per query of a run. */
  batch?: number
}

export interface SettlementWorker {
  /** Settles the open orders with legs on these matches (their results are in the database). */
  settleMatches(matchIds: number[]): Promise<number>
  /** Settles every order with a leg whose selection has a result: what the events missed. */
  sweep(): Promise<number>
  /** Resolves once the runs queued so far are done. */
  idle(): Promise<void>
  stop(): Promise<void>
  /** The in-play delay's decisions and the automatic cash outs (PROTOCOL.md section 12), started with it. */
  readonly acceptance: AcceptanceWorker
  /** Stops the acceptance worker and starts it again, as a node's restart does (its startup sweep runs). */
  restartAcceptance(): Promise<AcceptanceWorker>
}

/** The acceptance worker of a server (tests sweep it after moving the clocks). */
export function acceptanceOf(ctx: ServerContext): AcceptanceWorker {
  return settlementOf(ctx).acceptance
}

/** The settlement worker of a server, the instance's `settlement` decoration (tests wait on it). */
export function settlementOf(ctx: ServerContext): SettlementWorker {
  if (!ctx.app.hasDecorator('settlement'))
    throw new Error('the settlement worker is not started on this server')
  return ctx.app.settlement
}

/**
 * Settles orders as results arrive (DESIGN.md section 4, Bets): on the match store's `settled` event (the feed
 * leader, once the results are written), plus a periodic sweep on every node for whatever was missed. Runs one
 * at a time, one transaction per order; settleOrder is idempotent, so two nodes sweeping at once are safe.
 */
export function startSettlement(
  ctx: ServerContext,
  runtime: FeedRuntime,
  options: SettlementWorkerOptions = {},
): SettlementWorker {
  const { db, log } = ctx
  const batch = options.batch ?? 500
  const runs = serialRuns(log, 'settlement run failed')
  const { enqueue } = runs
  let acceptance = startAcceptance(ctx, runtime)

  async function settleAll(find: () => Promise<number[]>): Promise<number> {
    let settled = 0
    for (;;) {
      const ids = await find()
      let progressed = false
      for (const id of ids) {
        if (runs.stopped) return settled
        try {
          const order = await db.transaction((tx) => settleOrder(ctx, tx, id))
          if (order) settled += 1
          progressed = true
        } catch (error) {
          log.error({ err: error, orderId: id }, 'settling an order failed')
        }
      }
      // Each pass fills leg results, so a full batch is followed by the next one; a partial batch is the end.
      if (ids.length < batch || !progressed) return settled
    }
  }

  const candidates = (matchIds: number[] | null) => async () => {
    const rows = await db.query<{ order_id: number }>(
      `SELECT DISTINCT l.order_id FROM order_legs l JOIN match_selections s ON s.id = l.selection_id
       WHERE l.result IS NULL AND s.result IS NOT NULL ${matchIds ? 'AND l.match_id = ANY($2::bigint[])' : ''}
       ORDER BY l.order_id LIMIT $1`,
      matchIds ? [batch, matchIds] : [batch],
    )
    return rows.map((row) => Number(row.order_id))
  }

  const worker: SettlementWorker = {
    // The peer market's banks settle from the same results, after the orders (market/bank-settlement.ts).
    settleMatches: (matchIds) =>
      enqueue(async () => (await settleAll(candidates(matchIds))) + (await settleBanks(ctx, matchIds))),
    sweep: () => enqueue(async () => (await settleAll(candidates(null))) + (await settleBanks(ctx, null))),
    idle: runs.idle,
    async stop() {
      const stopping = runs.stop()
      clearInterval(timer)
      unsubscribe()
      await acceptance.stop()
      await stopping
    },
    get acceptance() {
      return acceptance
    },
    async restartAcceptance() {
      await acceptance.stop()
      acceptance = startAcceptance(ctx, runtime)
      return acceptance
    },
  }
  const unsubscribe = runtime.onSettled((matchIds) => void worker.settleMatches(matchIds))
  const timer = setInterval(() => void worker.sweep(), options.sweepMs ?? 30_000)
  timer.unref()
  void worker.sweep()
  return worker
}
