import { type CrashRound, hundredthsText } from '@sportsbook/sdk/protocol/schemas'
import type { Queryable } from '../../../db'
import { floorToScale } from '../../../ledger/money'
import type { CrashBetRow, CrashRoundRow } from './crash-rounds'
import { growthPerMs } from './flight'

/**
 * How many bets a pushed round lists: every push goes to every player, so a list of every bet would cost the
 * square of the players (a thousand players, a thousand rows to each of a thousand sockets at each push).
 */
export const shownBets = 30

/** The bets a pushed round lists: the largest stakes first, then the earliest. */
async function shownBetsOf(q: Queryable, roundId: number): Promise<CrashBetRow[]> {
  return q.query<CrashBetRow>(
    `SELECT r.id, r.member_id, m.account, r.currency_code, c.scale, c.demo, r.stake::text AS stake, r.auto_cash_out,
       r.cashed_out_at, r.payout::text AS payout, r.status
     FROM game_rounds r JOIN members m ON m.id = r.member_id JOIN currencies c ON c.code = r.currency_code
     WHERE r.crash_round_id = $1 ORDER BY r.stake DESC, r.id LIMIT $2`,
    [roundId, shownBets],
  )
}

/** A player's name as others see it: the first two characters and stars. */
export function maskedName(account: string | null, memberId: number): string {
  const name = account ?? `#${memberId}`
  return `${name.slice(0, 2)}***`
}

/** The round as the crash namespace pushes it: the seed and point only once crashed; at most `shownBets` bets. */
export async function crashRoundState(q: Queryable, round: CrashRoundRow): Promise<CrashRound> {
  const crashed = round.phase === 'crashed'
  const bets = await shownBetsOf(q, Number(round.id))
  return {
    id: Number(round.id),
    phase: round.phase,
    serverSeedHash: round.server_seed_hash,
    clientSeed: round.client_seed,
    serverSeed: crashed ? round.server_seed : null,
    crashPoint: crashed ? hundredthsText(Number(round.crash_point)) : null,
    bettingEndsAt: Number(round.betting_ends_at),
    flightStartedAt: round.flight_started_at === null ? null : Number(round.flight_started_at),
    growthPerMs,
    bets: bets.map((bet) => ({
      player: maskedName(bet.account, Number(bet.member_id)),
      stake: floorToScale(bet.stake, Number(bet.scale)),
      currencyCode: bet.currency_code,
      cashedOutAt: bet.cashed_out_at === null ? null : hundredthsText(Number(bet.cashed_out_at)),
      payout: bet.payout === null ? null : floorToScale(bet.payout, Number(bet.scale)),
    })),
  }
}
