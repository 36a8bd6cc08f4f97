import { randomBytes } from 'node:crypto'
import {
  crashPointHundredths,
  hundredthsText,
  roundBytes,
  serverSeedHashOf,
} from '@sportsbook/sdk/protocol/schemas'
import type { ServerContext } from '../../../context'
import type { Queryable, Transaction } from '../../../db'
import { sqlUnits } from '../../../requests/amounts'
import { newServerSeed } from '../seeds'
import { type Settling, settleBets } from './crash-settlement'
import { capPoint, multiplierAt, timeToReach } from './flight'

/**
 * Crash rounds in the database (PROTOCOL.md section 10): a round is committed (its seed's hash published) before
 * bets open, flies from the end of the betting window and crashes when the curve reaches its point. Every change
 * runs under the round's row lock, and each bet settles once (its row lock, its status and the ledger's
 * idempotency keys per round and player).
 */
export interface CrashRoundRow {
  id: number
  server_seed: string
  server_seed_hash: string
  client_seed: string
  crash_point: number
  phase: 'betting' | 'flying' | 'crashed'
  betting_ends_at: number | string
  flight_started_at: number | string | null
  crashed_at: number | string | null
  caps: string
}

export interface CrashBetRow {
  id: number
  member_id: number
  account: string | null
  currency_code: string
  scale: number
  /** The currency is demo money: a demo member's, settled against `demo_source` as dice does. */
  demo: boolean
  stake: string
  auto_cash_out: number | null
  cashed_out_at: number | null
  payout: string | null
  status: 'open' | 'won' | 'lost'
}

/** What a change did, for the crash namespace's pushes. */
export type CrashChange =
  | { kind: 'round'; roundId: number }
  | { kind: 'cashOut'; roundId: number; betId: number; multiplier: number }

const roundColumns =
  'id, server_seed, server_seed_hash, client_seed, crash_point, phase, betting_ends_at, flight_started_at, crashed_at, caps'

export async function latestRound(q: Queryable): Promise<CrashRoundRow | null> {
  const [row] = await q.query<CrashRoundRow>(
    `SELECT ${roundColumns} FROM crash_rounds ORDER BY id DESC LIMIT 1`,
  )
  return row ?? null
}

export async function roundById(q: Queryable, id: number, lock = ''): Promise<CrashRoundRow | null> {
  const [row] = await q.query<CrashRoundRow>(
    `SELECT ${roundColumns} FROM crash_rounds WHERE id = $1 ${lock}`,
    [id],
  )
  return row ?? null
}

/**
 * What decides the exits of a round's open bets (exitOf), each combination once: a thousand bets share a few auto
 * cash-outs and one cap per currency, so the engine reads a few rows where it read every bet.
 */
export async function openExitsOf(
  q: Queryable,
  roundId: number,
): Promise<Pick<CrashBetRow, 'currency_code' | 'auto_cash_out' | 'cashed_out_at'>[]> {
  return q.query(
    `SELECT DISTINCT currency_code, auto_cash_out, cashed_out_at FROM game_rounds
     WHERE crash_round_id = $1 AND status = 'open'`,
    [roundId],
  )
}

/** When the round crashes (ms), once it flies. */
export function crashTimeOf(round: CrashRoundRow): number | null {
  if (round.flight_started_at === null) return null
  return Number(round.flight_started_at) + timeToReach(Number(round.crash_point))
}

/** Opens the next round's betting window; nothing when a round is still live (another node opened it). */
export async function openRound(
  ctx: Pick<ServerContext, 'db'>,
  now: number,
  bettingMs: number,
): Promise<number | null> {
  const serverSeed = newServerSeed()
  const clientSeed = randomBytes(8).toString('hex')
  const point = crashPointHundredths(roundBytes(serverSeed, clientSeed, 0))
  const [row] = await ctx.db.query<{ id: number }>(
    `INSERT INTO crash_rounds (server_seed, server_seed_hash, client_seed, crash_point, betting_ends_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ((true)) WHERE phase <> 'crashed' DO NOTHING RETURNING id`,
    [serverSeed, serverSeedHashOf(serverSeed), clientSeed, point, now + bettingMs, now],
  )
  return row ? Number(row.id) : null
}

/**
 * Ends the betting window: the flight starts when the window ended, and each currency's cap point is fixed from
 * the stakes taken (the maximum house loss per round, `maxLoss` in units of each currency).
 */
export async function startFlight(
  ctx: Pick<ServerContext, 'db' | 'ledger'>,
  roundId: number,
  now: number,
  maxLoss: string,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const round = await roundById(tx, roundId, 'FOR UPDATE')
    if (round?.phase !== 'betting' || now < Number(round.betting_ends_at)) return false
    const stakes = await tx.query<{ currency_code: string; scale: number; total: string }>(
      `SELECT r.currency_code, c.scale, sum(r.stake)::text AS total FROM game_rounds r
       JOIN currencies c ON c.code = r.currency_code WHERE r.crash_round_id = $1 GROUP BY r.currency_code, c.scale`,
      [roundId],
    )
    const caps: Record<string, number> = {}
    for (const row of stakes) {
      const scale = Number(row.scale)
      const units = (text: string) => sqlUnits(text, { scale })
      caps[row.currency_code] = capPoint(units(row.total), units(maxLoss))
    }
    await tx.query(
      `UPDATE crash_rounds SET phase = 'flying', flight_started_at = betting_ends_at, caps = $2 WHERE id = $1`,
      [roundId, JSON.stringify(caps)],
    )
    return true
  })
}

/**
 * Where a bet leaves the round: its cash-out once decided (crash-cash-out.ts), else by itself at its auto cash-out
 * or its currency's cap, whichever comes first.
 */
export function exitOf(
  bet: Pick<CrashBetRow, 'auto_cash_out' | 'currency_code' | 'cashed_out_at'>,
  round: CrashRoundRow,
): number {
  const cap = (JSON.parse(round.caps) as Record<string, number>)[bet.currency_code] ?? Number.MAX_SAFE_INTEGER
  const decided = bet.cashed_out_at === null ? Number.MAX_SAFE_INTEGER : Number(bet.cashed_out_at)
  return Math.min(bet.auto_cash_out ?? Number.MAX_SAFE_INTEGER, cap, decided)
}

/**
 * The open bets that leave a flying round at `reached` (every open bet once it crashed), locked in id order: the
 * others stay free for their players' cash-outs.
 */
async function dueBetsOf(
  tx: Transaction,
  round: CrashRoundRow,
  crashed: boolean,
  reached: number,
): Promise<CrashBetRow[]> {
  const caps = JSON.parse(round.caps) as Record<string, number>
  const capped = Object.keys(caps).filter((code) => (caps[code] ?? Number.MAX_SAFE_INTEGER) <= reached)
  return tx.query<CrashBetRow>(
    `SELECT r.id, r.member_id, m.account, r.currency_code, c.scale, c.demo, r.stake::text AS stake, r.auto_cash_out,
       r.cashed_out_at, r.payout::text AS payout, r.status
     FROM game_rounds r JOIN members m ON m.id = r.member_id JOIN currencies c ON c.code = r.currency_code
     WHERE r.crash_round_id = $1 AND r.status = 'open' AND ($2 OR r.cashed_out_at IS NOT NULL
       OR r.auto_cash_out <= $3 OR r.currency_code = ANY($4::text[]))
     ORDER BY r.id FOR UPDATE OF r`,
    [Number(round.id), crashed, reached, capped],
  )
}

/**
 * Moves a flying round on to `now`: bets whose exit the curve has passed are cashed out there (decided cash-outs,
 * auto cash-outs and caps, run by the server); once the curve reaches the crash point the round crashes, the bets still in lose, and
 * every bet's result becomes the crash point.
 */
export async function advanceFlight(
  ctx: Pick<ServerContext, 'db' | 'ledger'>,
  roundId: number,
  now: number,
): Promise<CrashChange[]> {
  return ctx.db.transaction(async (tx) => {
    const round = await roundById(tx, roundId, 'FOR UPDATE')
    if (round?.phase !== 'flying') return []
    const crashAt = crashTimeOf(round)!
    const crashed = now >= crashAt
    const reached = multiplierAt((crashed ? crashAt : now) - Number(round.flight_started_at))
    const changes: CrashChange[] = []
    const settlings: Settling[] = []
    for (const bet of await dueBetsOf(tx, round, crashed, reached)) {
      const exit = exitOf(bet, round)
      if (exit < round.crash_point && exit <= reached) {
        settlings.push({ bet, exit })
        changes.push({ kind: 'cashOut', roundId, betId: bet.id, multiplier: exit })
      } else if (crashed) {
        settlings.push({ bet, exit: null })
      }
    }
    if (crashed) {
      await tx.query(`UPDATE crash_rounds SET phase = 'crashed', crashed_at = $2 WHERE id = $1`, [
        roundId,
        crashAt,
      ])
      await tx.query('UPDATE game_rounds SET result = $2 WHERE crash_round_id = $1', [
        roundId,
        hundredthsText(Number(round.crash_point)),
      ])
      changes.push({ kind: 'round', roundId })
    }
    // Last: the money locks the house account until the commit.
    await settleBets(ctx, tx, roundId, settlings, now)
    return changes
  })
}
