import type { ServerContext } from '../context'
import type { TestCommand } from '../ops/test-control'
import { protectionPushesOf } from './pushes'
import { lockProtection } from './state'

/**
 * `reality <memberId>` on the server's test control (ops/server-control.ts): the member's next reality check falls
 * due now, as if its interval had passed since the login and the last answer (the member's live sessions and its
 * last answer move that far back), and this node looks at once, so a page of the member's hears `realityCheck`
 * without waiting out the interval on the clock. Stakes then wait for the answer, as they would.
 */
export function realityControl(ctx: ServerContext): TestCommand {
  return {
    usage: 'reality <memberId>',
    async run(argument) {
      if (!/^\d{1,15}$/.test(argument)) return { ok: false, error: `"${argument}" is no member id` }
      const memberId = Number(argument)
      const minutes = await ctx.db.transaction(async (tx) => {
        const state = await lockProtection(tx, memberId)
        if (!state || state.realityCheckMinutes <= 0) return 0
        const ms = state.realityCheckMinutes * 60_000
        await tx.query(
          `UPDATE sessions SET started_at = started_at - $2
           WHERE member_id = $1 AND revoked_at IS NULL AND started_at IS NOT NULL`,
          [memberId, ms],
        )
        await tx.query(
          `UPDATE member_protection SET reality_acked_at = reality_acked_at - $2, reality_pushed_at = NULL
           WHERE member_id = $1`,
          [memberId, ms],
        )
        return state.realityCheckMinutes
      })
      if (minutes === 0) return { ok: false, error: `member ${memberId} has no reality check set` }
      await protectionPushesOf(ctx)?.tick()
      return { ok: true, memberId, minutes }
    },
  }
}
