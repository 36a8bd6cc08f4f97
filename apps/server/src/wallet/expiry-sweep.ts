import type { ServerContext } from '../context'
import { collectionLifetimeMs } from './collections'
import { depositLifetimeMs } from './deposits'

export interface ExpirySweep {
  /** Expires what is due now (or at `now`); resolves how many rows it expired. */
  sweep(now?: number): Promise<number>
  stop(): Promise<void>
}

/**
 * Expires what waited too long (PROTOCOL.md section 8), like settlement's sweep: a deposit pending for 24 hours
 * (a notification arriving later finds it final and credits nothing), a collection awaiting proof for 72 hours.
 * Each is one conditional update from the waiting status, so a sweep racing a notification, an upload or another
 * node's sweep changes each row once.
 */
export function startExpirySweep(ctx: ServerContext, everyMs = 60_000): ExpirySweep {
  let running: Promise<number> = Promise.resolve(0)
  const sweep = (now = Date.now()) => {
    running = running
      .catch(() => 0)
      .then(async () => {
        const deposits = await ctx.db.query<{ id: number }>(
          `UPDATE deposits SET status = 'expired', completed_at = $1
           WHERE status = 'pending' AND created_at <= $2 RETURNING id`,
          [now, now - depositLifetimeMs],
        )
        const collections = await ctx.db.query<{ id: number }>(
          `UPDATE collections SET status = 'expired'
           WHERE status = 'awaitingProof' AND created_at <= $1 RETURNING id`,
          [now - collectionLifetimeMs],
        )
        return deposits.length + collections.length
      })
    return running
  }
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => ctx.log.error({ err: error }, 'wallet expiry sweep failed'))
  }, everyMs)
  timer.unref()
  return {
    sweep,
    async stop() {
      clearInterval(timer)
      await running.catch(() => 0)
    },
  }
}
