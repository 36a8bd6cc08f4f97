import { type GameRoundDetail, hundredthsText } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../../../context'
import { floorToScale, fromUnits, toUnits } from '../../../ledger/money'
import type { GameSession } from '../../game-sessions'
import { refuseDemo } from '../../money-rules'
import { type RoundRow, roundSelect, wireDetail } from '../../rounds'
import { closed } from './crash-bets'
import { type CrashRoundRow, crashTimeOf, roundById } from './crash-rounds'
import { multiplierAt } from './flight'

/**
 * The cash-out's decision, one statement that commits on its own: the bet's exit becomes the multiplier of `now`
 * (or its auto cash-out or cap if the curve passed those first), only while the round flies and the bet is open
 * with no exit yet. From then on the bet is cashed out: the engine settles it (its money, idempotent per round and
 * player) like an auto cash-out, on its next tick or at the crash at the latest, at that exit. The crash's
 * settling locks the open bets and marks them lost in one transaction, so a decision waiting on that lock finds the
 * bet lost and changes nothing. The same statement reads the bet as it stood, for the answer (its `settledAt` is
 * the decision's moment; the row's is the settling's, a tick later).
 */
const decision = `WITH decided AS (
  UPDATE game_rounds g SET
    cashed_out_at = LEAST($3::bigint, COALESCE(g.auto_cash_out, $3::bigint), COALESCE((k.caps::json ->> g.currency_code)::bigint, $3::bigint))
  FROM crash_rounds k
  WHERE g.crash_round_id = $1 AND g.member_id = $2 AND k.id = g.crash_round_id AND k.phase = 'flying'
    AND g.status = 'open' AND g.cashed_out_at IS NULL
  RETURNING g.id, g.cashed_out_at
), shown AS (${roundSelect} WHERE r.id IN (SELECT id FROM decided))
SELECT shown.*, decided.cashed_out_at AS decided_at FROM shown JOIN decided ON decided.id = shown.id`

/**
 * A cash-out (PROTOCOL.md section 10), decided by the server's clock: `now` before the round's crash time, else
 * 4001 (a cash-out racing the crash never pays after it). `round`: the driving engine's copy of the flying round,
 * else it is read. Answers the bet as settled at its exit, and that exit for the engine.
 */
export async function cashOutCrash(
  ctx: Pick<ServerContext, 'db'>,
  session: GameSession,
  roundId: number,
  now: number,
  round?: CrashRoundRow | null,
): Promise<{ detail: GameRoundDetail; exit: number }> {
  refuseDemo(session.member)
  const flying = round && Number(round.id) === roundId ? round : await roundById(ctx.db, roundId)
  const crashAt = flying ? crashTimeOf(flying) : null
  if (flying?.phase !== 'flying' || crashAt === null) throw closed(flying?.phase ?? 'noRound')
  if (now >= crashAt) throw closed('crashed')
  const reached = multiplierAt(now - Number(flying.flight_started_at))
  const [row] = await ctx.db.query<RoundRow & { decided_at: number }>(
    decision,
    [roundId, session.member.id, reached],
    { prepare: true },
  )
  if (!row) throw closed('noOpenBet')
  const exit = Number(row.decided_at)
  const scale = Number(row.scale)
  const payout = (toUnits(floorToScale(row.stake, scale), scale) * BigInt(exit)) / 100n
  const detail = wireDetail({
    ...row,
    status: 'won',
    payout: fromUnits(payout, scale),
    multiplier: hundredthsText(exit),
    cashed_out_at: exit,
    settled_at: now,
  })
  return { detail, exit }
}
