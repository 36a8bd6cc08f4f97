import { type GameRoundDetail, hundredthsText } from '@sportsbook/sdk/protocol/schemas'
import type { ServerContext } from '../../../context'
import { fromUnits } from '../../../ledger/money'
import { sqlUnits } from '../../../requests/amounts'
import type { GameSession } from '../../game-sessions'
import { type RoundRow, roundSelect, wireDetail } from '../../rounds'
import { closed } from './crash-bets'
import { type CrashRoundRow, crashTimeOf, roundById } from './crash-rounds'
import { multiplierAt } from './flight'

/**
 * The decisions of a batch of cash-outs of one round, one statement that commits on its own: each asked bet's exit
 * becomes the multiplier its player reached by the server's clock (or its auto cash-out or cap if the curve passed
 * those first), only while the round flies and the bet is open with no exit yet. From then on the bet is cashed
 * out: the engine settles it (its money, idempotent per round and player) like an auto cash-out, on its next tick
 * or at the crash at the latest, at that exit. The bets are locked in id order, as every settling locks them, so a
 * batch and a settling queue instead of deadlocking; the crash's settling locks the open bets and marks them lost
 * in one transaction, so a decision waiting on that lock finds the bet lost and changes nothing. The same
 * statement reads each bet as it stood, for its answer (its `settledAt` is the decision's moment; the row's is the
 * settling's, a tick later).
 */
const decisions = `WITH asked AS (
  SELECT * FROM unnest($2::bigint[], $3::integer[]) AS a (member_id, reached)
), locked AS MATERIALIZED (
  SELECT g.id FROM game_rounds g
  WHERE g.crash_round_id = $1 AND g.member_id = ANY($2::bigint[]) AND g.status = 'open' AND g.cashed_out_at IS NULL
  ORDER BY g.id FOR UPDATE
), decided AS (
  UPDATE game_rounds g SET
    cashed_out_at = LEAST(a.reached, COALESCE(g.auto_cash_out, a.reached), COALESCE((k.caps::json ->> g.currency_code)::integer, a.reached))
  FROM crash_rounds k, asked a
  WHERE g.id IN (SELECT id FROM locked) AND a.member_id = g.member_id AND k.id = g.crash_round_id
    AND k.phase = 'flying' AND g.status = 'open' AND g.cashed_out_at IS NULL
  RETURNING g.id, g.member_id, g.cashed_out_at
), shown AS (${roundSelect} WHERE r.id IN (SELECT id FROM decided))
SELECT shown.*, decided.member_id AS decided_member, decided.cashed_out_at AS decided_at
FROM shown JOIN decided ON decided.id = shown.id`

type DecidedRow = RoundRow & { decided_member: number; decided_at: number }

export interface CashedOut {
  detail: GameRoundDetail
  /** The bet's exit (hundredths), for the engine's next settling. */
  exit: number
}

interface Ask {
  memberId: number
  /** The multiplier the player reached by the server's clock (hundredths). */
  reached: number
  resolve: (row: DecidedRow | undefined) => void
  reject: (error: unknown) => void
}

/**
 * The cash-outs of a node (PROTOCOL.md section 10), decided by the server's clock and recorded together (group
 * commit): a cash-out's multiplier is the one of its arrival, and its answer leaves once its decision is committed.
 * One batch statement runs at a time; the cash-outs arriving meanwhile wait for the next, so each waits for at most
 * one short statement instead of queueing for a connection of its own.
 */
export interface CashOutDesk {
  /**
   * A cash-out at `now` of the member's bet in round `roundId`: 4001 unless `now` is before the round's crash and
   * the bet is open. `round`: the driving engine's copy of the flying round, else it is read.
   */
  cashOut(
    session: GameSession,
    roundId: number,
    now: number,
    round?: CrashRoundRow | null,
  ): Promise<CashedOut>
  /** Resolves once every cash-out asked so far is recorded or refused (the crash's settling waits for them). */
  drain(): Promise<void>
}

/**
 * How many batches may be written at once: a batch waits for a busy database (a settling's money), and the
 * cash-outs arriving meanwhile are better off in a batch of their own than behind it. A player asking twice is
 * decided once either way: the second ask waits for the first one's row lock and finds the bet cashed out.
 */
const batchesAtOnce = 3

export function createCashOutDesk(ctx: Pick<ServerContext, 'db'>): CashOutDesk {
  /** The asks of the next batch by round and member; a member asking twice waits for the batch after. */
  let next = new Map<number, Map<number, Ask>>()
  const again: { roundId: number; ask: Ask }[] = []

  const enqueue = (roundId: number, ask: Ask) => {
    let asks = next.get(roundId)
    if (!asks) {
      asks = new Map()
      next.set(roundId, asks)
    }
    if (asks.has(ask.memberId)) again.push({ roundId, ask })
    else asks.set(ask.memberId, ask)
  }

  const decide = async (roundId: number, asks: Map<number, Ask>) => {
    const list = [...asks.values()]
    try {
      const rows = await ctx.db.query<DecidedRow>(
        decisions,
        [roundId, list.map((ask) => ask.memberId), list.map((ask) => ask.reached)],
        { prepare: true },
      )
      const byMember = new Map(rows.map((row) => [Number(row.decided_member), row]))
      for (const ask of list) ask.resolve(byMember.get(ask.memberId))
    } catch (error) {
      for (const ask of list) ask.reject(error)
    }
  }

  // A batch leaves once the requests read in the same turn of the event loop have joined it, unless
  // `batchesAtOnce` are being written: then when one of them is done.
  const writing = new Set<Promise<void>>()
  let scheduled: NodeJS.Immediate | null = null
  const write = () => {
    scheduled = null
    while (writing.size < batchesAtOnce && next.size > 0) {
      const batch = next
      next = new Map()
      for (const { roundId, ask } of again.splice(0)) enqueue(roundId, ask)
      const written: Promise<void> = Promise.all(
        [...batch].map(([roundId, asks]) => decide(roundId, asks)),
      ).then(() => {
        writing.delete(written)
        write()
      })
      writing.add(written)
    }
  }

  return {
    async cashOut(session, roundId, now, round) {
      const flying = round && Number(round.id) === roundId ? round : await roundById(ctx.db, roundId)
      const crashAt = flying ? crashTimeOf(flying) : null
      if (flying?.phase !== 'flying' || crashAt === null) throw closed(flying?.phase ?? 'noRound')
      if (now >= crashAt) throw closed('crashed')
      const reached = multiplierAt(now - Number(flying.flight_started_at))
      const row = await new Promise<DecidedRow | undefined>((resolve, reject) => {
        enqueue(roundId, { memberId: session.member.id, reached, resolve, reject })
        if (!scheduled) scheduled = setImmediate(write)
      })
      if (!row) throw closed('noOpenBet')
      return answerOf(row, now)
    },
    async drain() {
      while (writing.size > 0 || next.size > 0) {
        write()
        await Promise.all(writing)
      }
    },
  }
}

/** The bet as settled at its exit, as the cash-out answers it. */
function answerOf(row: DecidedRow, now: number): CashedOut {
  const exit = Number(row.decided_at)
  const scale = Number(row.scale)
  const payout = (sqlUnits(row.stake, { scale }) * BigInt(exit)) / 100n
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
