import { codes, type GameRoundDetail } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../../../context'
import { BusinessError } from '../../../errors'
import { fromUnits } from '../../../ledger/money'
import type { GameSession } from '../../game-sessions'
import { checkRange, gameStakeRange } from '../../limits'
import { amountUnits, gameCurrency, refuseDemo } from '../../money-rules'
import { oncePerRequest } from '../../requests'
import { roundDetail } from '../../rounds'
import { gameStakesAccount, gameWalletAccount } from '../../wallet'
import { crashGame } from '../house-provider'
import type { CrashRoundRow } from './crash-rounds'

export function closed(reason: string): BusinessError {
  return new BusinessError(codes.ROUND_CLOSED, 'gameRoundClosed', { reason })
}

/**
 * A crash bet (PROTOCOL.md section 10): only in the betting window of the live round (4001 after it), one per
 * player and round; the stake moves from the game wallet to its stakes account, where it stays frozen until the
 * round settles it. Idempotent per member by `requestId`.
 */
export async function placeCrashBet(
  ctx: ServerContext,
  session: GameSession,
  request: { stake: string; autoCashOut?: string; requestId: string },
  now: number,
): Promise<GameRoundDetail> {
  const { member } = session
  refuseDemo(member)
  const currency = await gameCurrency(ctx, member, session.currencyCode)
  const stake = amountUnits(request.stake, currency, 'stake')
  const auto = request.autoCashOut === undefined ? null : Math.round(Number(request.autoCashOut) * 100)
  return ctx.db.transaction((tx) =>
    oncePerRequest(
      tx,
      member.id,
      request.requestId,
      'crash-bet',
      [String(stake), currency.code, auto],
      async () => {
        // A share lock: the flight's start (FOR UPDATE) waits for bets being placed, and a bet after it sees it.
        const [round] = await tx.query<CrashRoundRow>(
          `SELECT id, phase, betting_ends_at FROM crash_rounds WHERE phase = 'betting' ORDER BY id DESC LIMIT 1 FOR SHARE`,
        )
        if (!round || now >= Number(round.betting_ends_at)) throw closed('betsClosed')
        checkRange(stake, currency, gameStakeRange)
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
      },
    ),
  )
}
