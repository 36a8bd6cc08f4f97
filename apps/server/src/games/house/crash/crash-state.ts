import { type CrashRound, hundredthsText } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../../../db'
import { floorToScale } from '../../../ledger/money'
import { betsOf, type CrashRoundRow } from './crash-rounds'
import { growthPerMs } from './flight'

/** A player's name as others see it: the first two characters and stars. */
export function maskedName(account: string | null, memberId: number): string {
  const name = account ?? `#${memberId}`
  return `${name.slice(0, 2)}***`
}

/** The round as the crash namespace pushes it: the seed and point only once crashed. */
export async function crashRoundState(q: Queryable, round: CrashRoundRow): Promise<CrashRound> {
  const crashed = round.phase === 'crashed'
  const bets = await betsOf(q, Number(round.id))
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
