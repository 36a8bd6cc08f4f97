import type { ServerContext } from '../context'
import { lazyLeadership } from '../games/lazy-leadership'
import { floorToScale } from '../ledger/money'
import { type ActivityRow, activityColumns, escrowOf, wireActivity } from './activities'

/** How often each node looks for openings to announce and ended activities to close (ms). */
export const envelopeSweepMs = 2_000
const lookBackMs = 60_000

export interface EnvelopeWorker {
  /**
   * The red envelopes' time: when an activity opens, ends and takes claims. The wall clock; a test replaces it to
   * step past an activity's end instead of waiting for it.
   */
  now: () => number
  /** Looks now (after an activity was created on this node). */
  poke(): void
  /** Resolves once a look that is running has finished. */
  idle(): Promise<void>
  stop(): Promise<void>
}

/** The red envelopes' time on this server (its worker's clock), for a claim or a listing. */
export function envelopeNow(ctx: ServerContext): number {
  return ctx.app.hasDecorator('envelopeWorker') ? ctx.app.envelopeWorker.now() : Date.now()
}

/**
 * Returns what is left of each ended activity to the house (once: the row lock, `returned_at` and the transfer's
 * idempotency key), and announces each activity as it opens (bus `redEnvelope`, pushed to its brand's sockets on
 * every node), so sites can show a popup. One node runs it (the leader, like the feed's).
 */
export function startEnvelopeWorker(ctx: ServerContext, everyMs = envelopeSweepMs): EnvelopeWorker {
  const leadership = lazyLeadership(ctx, 'sportsbook:red-envelopes')
  const announced = new Map<number, number>()
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  const announce = async (now: number) => {
    const rows = await ctx.db.query<ActivityRow>(
      `SELECT ${activityColumns}, NULL AS mine FROM red_envelope_activities a
       JOIN currencies cu ON cu.code = a.currency_code
       WHERE a.starts_at <= $1 AND a.starts_at > $2 AND a.ends_at > $1 ORDER BY a.id`,
      [now, now - lookBackMs],
    )
    for (const row of rows) {
      if (announced.has(Number(row.id))) continue
      announced.set(Number(row.id), Number(row.starts_at))
      ctx.bus.emit('redEnvelope', { productNo: Number(row.product_no), activity: wireActivity(row, now) })
    }
    for (const [id, startsAt] of announced) if (startsAt <= now - lookBackMs) announced.delete(id)
  }

  const returnLeftovers = async (now: number) => {
    const ended = await ctx.db.query<{ id: number }>(
      'SELECT id FROM red_envelope_activities WHERE returned_at IS NULL AND ends_at <= $1 ORDER BY id LIMIT 100',
      [now],
    )
    for (const { id } of ended) {
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx.query<{ currency_code: string }>(
          'SELECT currency_code FROM red_envelope_activities WHERE id = $1 AND returned_at IS NULL FOR UPDATE',
          [id],
        )
        if (!row) return
        const escrow = escrowOf(Number(id), row.currency_code)
        const [account] = await tx.query<{ balance: string; scale: number }>(
          `SELECT l.balance::text AS balance, c.scale FROM ledger_accounts l JOIN currencies c ON c.code = l.currency_code
           WHERE l.kind = 'escrow' AND l.member_id IS NULL AND l.currency_code = $1 AND l.ref = $2`,
          [row.currency_code, escrow.ref],
        )
        const left = account ? floorToScale(account.balance, Number(account.scale)) : '0'
        if (Number(left) > 0) {
          await ctx.ledger.transfer(tx, {
            kind: 'red-envelope-return',
            memo: `red-envelope:${id}`,
            idempotencyKey: `red-envelope:${id}:return`,
            entries: [
              { account: escrow, amount: `-${left}` },
              { account: { kind: 'house', memberId: null, currency: row.currency_code }, amount: left },
            ],
          })
        }
        await tx.query('UPDATE red_envelope_activities SET returned_at = $2 WHERE id = $1', [id, now])
      })
    }
  }

  const look = async () => {
    const now = worker.now()
    await announce(now)
    await returnLeftovers(now)
  }
  const poke = () => {
    if (stopped || !leadership.isLeader()) return
    if (running) {
      again = true
      return
    }
    running = look()
      .catch((error: unknown) => ctx.log.error({ err: error }, 'red envelope worker failed'))
      .finally(() => {
        running = null
        if (again) {
          again = false
          poke()
        }
      })
  }
  const timer = setInterval(poke, everyMs)
  timer.unref()
  const worker: EnvelopeWorker = {
    now: () => Date.now(),
    poke,
    async idle() {
      while (running) await running
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      while (running) await running
      await leadership.stop()
    },
  }
  return worker
}
