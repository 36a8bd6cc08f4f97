import { codes, type GameRoundDetail } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../../../context'
import type { Transaction } from '../../../db'
import { type BusinessError, isBusinessError } from '../../../errors'
import type { Currency } from '../../../ledger/currencies'
import type { TransferInput } from '../../../ledger/ledger'
import { fromUnits } from '../../../ledger/money'
import type { RequestKey } from '../../../requests/idempotency'
import { claimKeys, recordAnswers, releaseKeys } from '../../../requests/key-batches'
import type { GameSession } from '../../game-sessions'
import { type RoundRow, roundSelect, wireDetail } from '../../rounds'
import { gameStakesAccount, gameWalletAccount } from '../../wallet'
import { crashGame } from '../house-provider'
import { askCrashBet, type CrashBetRequest, closed, crashBetPath, placeCrashBet } from './crash-bets'

export type BetRequest = CrashBetRequest

interface Ask {
  session: GameSession
  request: BetRequest
  currency: Currency
  /** The stake at the currency's scale. */
  stake: string
  auto: number | null
  /** The request's idempotency key, as crash-bets.ts makes it for the single path. */
  key: RequestKey
  now: number
  resolve: (detail: GameRoundDetail) => void
  reject: (error: unknown) => void
}

/** What became of an ask in its batch: placed, refused (its key and rows rolled back), or for the single path. */
type Outcome = { detail: GameRoundDetail } | { refused: BusinessError } | { alone: true }

/**
 * The bets of a node placed together (group commit, PROTOCOL.md section 10): the bets arriving while a batch is
 * written wait for the next, and a batch is one transaction of a few statements whatever its size, where each bet
 * was a transaction of ten. Each bet keeps its own answer: one refused (the window closed at its arrival, a second
 * bet of the player, a short wallet) leaves no row and no key behind, as crash-bets.ts would. A key already used
 * (a retried request) and a batch that fails as a whole go through crash-bets.ts one by one.
 */
export interface BetDesk {
  place(session: GameSession, request: BetRequest, now: number): Promise<GameRoundDetail>
  /** Resolves once every bet asked so far is placed or refused (the flight starts after them). */
  drain(): Promise<void>
}

export function createBetDesk(ctx: ServerContext): BetDesk {
  let next = new Map<number, Ask>()
  const again: Ask[] = []
  let writing: Promise<void> | null = null

  const enqueue = (ask: Ask) => {
    if (next.has(ask.session.member.id)) again.push(ask)
    else next.set(ask.session.member.id, ask)
  }

  const alone = (ask: Ask) =>
    placeCrashBet(ctx, ask.session, ask.request, ask.now).then(ask.resolve, ask.reject)

  const write = async () => {
    // A batch leaves once the requests read in the same turn of the event loop have joined it.
    await new Promise((resolve) => setImmediate(resolve))
    while (next.size > 0) {
      const asks = [...next.values()]
      next = new Map()
      for (const ask of again.splice(0)) enqueue(ask)
      let outcomes: Outcome[]
      try {
        outcomes = await ctx.db.transaction((tx) => placeTogether(ctx, tx, asks))
      } catch {
        outcomes = asks.map(() => ({ alone: true }))
      }
      const single: Ask[] = []
      asks.forEach((ask, index) => {
        const outcome = outcomes[index]!
        if ('detail' in outcome) ask.resolve(outcome.detail)
        else if ('refused' in outcome) ask.reject(outcome.refused)
        else single.push(ask)
      })
      await Promise.all(single.map(alone))
    }
    writing = null
  }

  return {
    async place(session, request, now) {
      const { currency, stake: units, auto, key } = await askCrashBet(ctx, session, request)
      const stake = fromUnits(units, currency.scale)
      return new Promise((resolve, reject) => {
        enqueue({ session, request, currency, stake, auto, key, now, resolve, reject })
        writing ??= write()
      })
    },
    async drain() {
      while (writing) await writing
    },
  }
}

/**
 * One batch's transaction: the requests' keys, the round (a share lock: the flight's start waits for the batch),
 * the bets' rows and their stakes frozen, the answers kept for the keys. Each outcome is in the order of `asks`.
 */
async function placeTogether(ctx: ServerContext, tx: Transaction, asks: Ask[]): Promise<Outcome[]> {
  const outcomes: (Outcome | null)[] = asks.map(() => null)
  const members = (list: Ask[]) => list.map((ask) => ask.session.member.id)
  const keyed = await claimKeys(
    tx,
    asks.map((ask) => ask.key),
    crashBetPath,
  )
  const [round] = await tx.query<{ id: number; betting_ends_at: number | string }>(
    `SELECT id, betting_ends_at FROM crash_rounds WHERE phase = 'betting' ORDER BY id DESC LIMIT 1 FOR SHARE`,
  )
  const open: number[] = []
  asks.forEach((ask, index) => {
    if (!keyed[index]) outcomes[index] = { alone: true }
    else if (!round || ask.now >= Number(round.betting_ends_at))
      outcomes[index] = { refused: closed('betsClosed') }
    else open.push(index)
  })

  let placed: { index: number; id: number }[] = []
  if (round && open.length > 0) {
    const list = open.map((index) => asks[index]!)
    const rows = await tx.query<{ id: number; member_id: number }>(
      `INSERT INTO game_rounds (member_id, game_id, provider, currency_code, stake, play, crash_round_id,
         auto_cash_out, created_at)
       SELECT b.member_id, $1, 'house', b.currency_code, b.stake, '{}', $2, b.auto_cash_out, b.created_at
       FROM unnest($3::bigint[], $4::text[], $5::numeric[], $6::integer[], $7::bigint[])
         AS b (member_id, currency_code, stake, auto_cash_out, created_at)
       ON CONFLICT (crash_round_id, member_id) WHERE crash_round_id IS NOT NULL DO NOTHING RETURNING id, member_id`,
      [
        crashGame.id,
        round.id,
        members(list),
        list.map((ask) => ask.currency.code),
        list.map((ask) => ask.stake),
        list.map((ask) => ask.auto),
        list.map((ask) => ask.now),
      ],
    )
    const ids = new Map(rows.map((row) => [Number(row.member_id), Number(row.id)]))
    for (const index of open) {
      const id = ids.get(asks[index]!.session.member.id)
      if (id === undefined) outcomes[index] = { refused: closed('alreadyBet') }
      else placed.push({ index, id })
    }
    placed = await freezeStakes(ctx, tx, Number(round.id), asks, placed, outcomes)
  }

  if (placed.length > 0) {
    const rows = await tx.query<RoundRow>(`${roundSelect} WHERE r.id = ANY($1::bigint[])`, [
      placed.map((bet) => bet.id),
    ])
    const details = new Map(rows.map((row) => [Number(row.id), wireDetail(row)]))
    for (const { index, id } of placed) outcomes[index] = { detail: details.get(id)! }
    await recordAnswers(
      tx,
      placed.map(({ index, id }) => ({ key: asks[index]!.key, answer: details.get(id) })),
    )
  }
  const refused = asks.filter((_, index) => outcomes[index] && 'refused' in outcomes[index]!)
  await releaseKeys(
    tx,
    refused.map((ask) => ask.key),
  )
  return outcomes.map((outcome) => outcome ?? { alone: true })
}

/**
 * Freezes the placed bets' stakes (game wallet to stakes account) in one statement; when a wallet is short, bet by
 * bet, and the short ones' rows go: the rest stay placed. Answers the bets still placed.
 */
async function freezeStakes(
  ctx: ServerContext,
  tx: Transaction,
  roundId: number,
  asks: Ask[],
  placed: { index: number; id: number }[],
  outcomes: (Outcome | null)[],
): Promise<{ index: number; id: number }[]> {
  const freeze = (ask: Ask): TransferInput => {
    const { member } = ask.session
    return {
      kind: 'game-stake-freeze',
      memo: `crash:${roundId}:${member.id}`,
      entries: [
        { account: gameWalletAccount(member.id, ask.currency.code, 'house'), amount: `-${ask.stake}` },
        { account: gameStakesAccount(member.id, ask.currency.code, 'house'), amount: ask.stake },
      ],
    }
  }
  try {
    await ctx.ledger.transferMany(
      tx,
      placed.map(({ index }) => freeze(asks[index]!)),
    )
    return placed
  } catch (error) {
    if (!isShort(error)) throw error
  }
  const kept: { index: number; id: number }[] = []
  const dropped: number[] = []
  for (const bet of placed) {
    try {
      await ctx.ledger.transfer(tx, freeze(asks[bet.index]!))
      kept.push(bet)
    } catch (error) {
      if (!isShort(error)) throw error
      outcomes[bet.index] = { refused: error as BusinessError }
      dropped.push(bet.id)
    }
  }
  await tx.query('DELETE FROM game_rounds WHERE id = ANY($1::bigint[])', [dropped])
  return kept
}

function isShort(error: unknown): boolean {
  return isBusinessError(error) && error.code === codes.INSUFFICIENT_BALANCE
}
