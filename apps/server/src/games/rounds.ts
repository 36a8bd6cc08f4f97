import {
  type GamePlay,
  type GameRound,
  type GameRoundDetail,
  hundredthsText,
} from '@sportsbook/sdk/protocol/schemas'
import type { ServerContext } from '../context'
import type { Queryable } from '../db'
import { floorToScale } from '../ledger/money'
import { type Page, type PageQuery, pageOfRows } from '../requests/paging'
import { notPermitted } from '../requests/request-errors'

/**
 * Game rounds as the wire shows them (PROTOCOL.md section 10, Rounds): `/game/order` lists the caller's, newest
 * first; `/game/order/detail` adds the result, what was played and the seeds that decided it. Another member's
 * round id answers 3004, like an unknown one, so ids cannot be probed.
 */
export interface RoundRow {
  id: number
  game_id: number
  provider: string
  currency_code: string
  stake: string
  payout: string | null
  multiplier: string
  status: GameRound['status']
  result: string | null
  play: string
  nonce: number | null
  crash_round_id: number | null
  auto_cash_out: number | null
  cashed_out_at: number | null
  created_at: number | string
  settled_at: number | string | null
  scale: number
  pair_hash: string | null
  pair_seed: string | null
  pair_client_seed: string | null
  pair_revealed: boolean | null
  crash_hash: string | null
  crash_seed: string | null
  crash_client_seed: string | null
  crash_phase: string | null
}

export const roundSelect = `SELECT r.id, r.game_id, r.provider, r.currency_code, r.stake::text AS stake,
    r.payout::text AS payout, r.multiplier, r.status, r.result, r.play, r.nonce, r.crash_round_id,
    r.auto_cash_out, r.cashed_out_at, r.created_at, r.settled_at,
    cu.scale, p.server_seed_hash AS pair_hash, p.server_seed AS pair_seed, p.client_seed AS pair_client_seed,
    p.revealed_at IS NOT NULL AS pair_revealed, c.server_seed_hash AS crash_hash, c.server_seed AS crash_seed,
    c.client_seed AS crash_client_seed, c.phase AS crash_phase
  FROM game_rounds r JOIN currencies cu ON cu.code = r.currency_code
  LEFT JOIN house_seed_pairs p ON p.id = r.seed_pair_id LEFT JOIN crash_rounds c ON c.id = r.crash_round_id`

function wireRound(row: RoundRow): GameRound {
  const scale = Number(row.scale)
  return {
    id: Number(row.id),
    gameId: Number(row.game_id),
    provider: row.provider,
    stake: floorToScale(row.stake, scale),
    payout: floorToScale(row.payout ?? '0', scale),
    multiplier: row.multiplier,
    currencyCode: row.currency_code,
    status: row.status,
    createdAt: Number(row.created_at),
    settledAt: row.settled_at === null ? null : Number(row.settled_at),
  }
}

const hundredths = (value: number | null) => (value === null ? null : hundredthsText(Number(value)))

function playOf(row: RoundRow): GamePlay {
  if (row.crash_round_id === null) return JSON.parse(row.play) as GamePlay
  return {
    game: 'crash',
    roundId: Number(row.crash_round_id),
    autoCashOut: hundredths(row.auto_cash_out),
    cashedOutAt: hundredths(row.cashed_out_at),
  }
}

export function wireDetail(row: RoundRow): GameRoundDetail {
  const crash = row.crash_hash !== null
  return {
    ...wireRound(row),
    result: row.result,
    play: playOf(row),
    fairness: crash
      ? {
          serverSeedHash: row.crash_hash!,
          serverSeed: row.crash_phase === 'crashed' ? row.crash_seed : null,
          clientSeed: row.crash_client_seed!,
          nonce: 0,
        }
      : {
          serverSeedHash: row.pair_hash ?? '',
          serverSeed: row.pair_revealed ? row.pair_seed : null,
          clientSeed: row.pair_client_seed ?? '',
          nonce: Number(row.nonce ?? 0),
        },
  }
}

/** One round of the member with its details (3004 for another member's or an unknown id). */
export async function roundDetail(q: Queryable, memberId: number, id: number): Promise<GameRoundDetail> {
  const [row] = await q.query<RoundRow>(`${roundSelect} WHERE r.id = $1 AND r.member_id = $2`, [id, memberId])
  if (!row) throw notPermitted()
  return wireDetail(row)
}

export function listRounds(
  ctx: Pick<ServerContext, 'db'>,
  memberId: number,
  filter: { provider?: string; gameId?: number } & PageQuery,
): Promise<Page<GameRound>> {
  const where =
    'r.member_id = $1 AND ($2::text IS NULL OR r.provider = $2) AND ($3::int IS NULL OR r.game_id = $3)'
  return pageOfRows(
    ctx.db,
    filter,
    {
      select: `${roundSelect} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC`,
      count: `SELECT count(*) AS total FROM game_rounds r WHERE ${where}`,
      params: [memberId, filter.provider ?? null, filter.gameId ?? null],
    },
    wireRound,
  )
}
