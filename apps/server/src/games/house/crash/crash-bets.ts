import { codes, type GameRoundDetail } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../../../context'
import { BusinessError } from '../../../errors'
import type { Currency } from '../../../ledger/currencies'
import { fromUnits } from '../../../ledger/money'
import { unitsOf } from '../../../requests/amounts'
import type { RequestKey } from '../../../requests/idempotency'
import { oncePerKey } from '../../../requests/once-per-key'
import { requestHash } from '../../../requests/request-hash'
import { gameCurrency } from '../../game-currency'
import type { GameSession } from '../../game-sessions'
import { checkGameAmount, gameStakeRange } from '../../limits'
import { roundDetail } from '../../rounds'
import { gameStakesAccount, gameWalletAccount } from '../../wallet'
import { crashGame, houseProvider } from '../house-provider'
import type { CrashRoundRow } from './crash-rounds'

export function closed(reason: string): BusinessError {
  return new BusinessError(codes.ROUND_CLOSED, 'gameRoundClosed', { reason })
}

export interface CrashBetRequest {
  stake: string
  autoCashOut?: string
  requestId: string
}

/** A crash bet as checked before any database work: its currency, stake (units), auto cash-out and key. */
export interface CrashBetAsk {
  currency: Currency
  stake: bigint
  /** Hundredths, or null for none. */
  auto: number | null
  key: RequestKey
}

/** Where a crash bet's key is kept: the single path's and the batched path's (crash-bet-desk.ts) are one. */
export const crashBetPath = 'crash-bet'

/** The bet's currency (the session's), stake within the limits (2004) and key, the same on both paths. */
export async function askCrashBet(
  ctx: ServerContext,
  session: GameSession,
  request: CrashBetRequest,
): Promise<CrashBetAsk> {
  const currency = await gameCurrency(ctx, session.member, session.currencyCode, houseProvider)
  const stake = unitsOf(request.stake, currency, 'stake')
  const auto = request.autoCashOut === undefined ? null : Math.round(Number(request.autoCashOut) * 100)
  checkGameAmount(stake, currency, gameStakeRange)
  const hash = requestHash(crashBetPath, { stake, currencyCode: currency.code, autoCashOut: auto })
  return { currency, stake, auto, key: { memberId: session.member.id, requestId: request.requestId, hash } }
}

/**
 * A crash bet (PROTOCOL.md section 10): only in the betting window of the live round (4001 after it), one per
 * player and round; the stake moves from the game wallet to its stakes account, where it stays frozen until the
 * round settles it. Idempotent per member by `requestId`.
 */
export async function placeCrashBet(
  ctx: ServerContext,
  session: GameSession,
  request: CrashBetRequest,
  now: number,
): Promise<GameRoundDetail> {
  const { member } = session
  const { currency, stake, auto, key } = await askCrashBet(ctx, session, request)
  return oncePerKey(ctx.db, key, crashBetPath, async (tx) => {
    // A share lock: the flight's start (FOR UPDATE) waits for bets being placed, and a bet after it sees it.
    const [round] = await tx.query<CrashRoundRow>(
      `SELECT id, phase, betting_ends_at FROM crash_rounds WHERE phase = 'betting' ORDER BY id DESC LIMIT 1 FOR SHARE`,
    )
    if (!round || now >= Number(round.betting_ends_at)) throw closed('betsClosed')
    const text = fromUnits(stake, currency.scale)
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO game_rounds (member_id, game_id, provider, currency_code, stake, play, crash_round_id,
         auto_cash_out, created_at)
       VALUES ($1, $2, 'house', $3, $4, '{}', $5, $6, $7)
       ON CONFLICT (crash_round_id, member_id) WHERE crash_round_id IS NOT NULL DO NOTHING RETURNING id`,
      [member.id, crashGame.id, currency.code, text, round.id, auto, now],
    )
    if (!row) throw closed('alreadyBet')
    await ctx.ledger.transfer(tx, {
      kind: 'game-stake-freeze',
      memo: `crash:${round.id}:${member.id}`,
      entries: [
        { account: gameWalletAccount(member.id, currency.code, 'house'), amount: `-${text}` },
        { account: gameStakesAccount(member.id, currency.code, 'house'), amount: text },
      ],
    })
    return roundDetail(tx, member.id, Number(row.id))
  })
}
