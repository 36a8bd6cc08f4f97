import {
  type DiceDirection,
  type DiceRollAnswer,
  dicePayoutUnits,
  diceRollHundredths,
  diceWinChanceHundredths,
  diceWins,
  hundredthsText,
  roundBytes,
} from '@sportsbook/sdk/protocol/schemas'
import type { ServerContext } from '../../context'
import { fromUnits } from '../../ledger/money'
import { unitsOf } from '../../requests/amounts'
import { oncePerKey } from '../../requests/once-per-key'
import { requestHash } from '../../requests/request-hash'
import { gameCurrency } from '../game-currency'
import type { GameSession } from '../game-sessions'
import { checkGameAmount, gameStakeRange } from '../limits'
import { roundDetail } from '../rounds'
import { gameHouseAccount, gameWalletAccount, gameWalletOf } from '../wallet'
import { diceGame, houseProvider } from './house-provider'
import { takeNonce } from './seeds'

export interface DiceRollRequest {
  stake: string
  target: string
  direction: DiceDirection
  requestId: string
}

/** 99 / win chance to four decimals, floored: what a unit staked pays on a win. */
function multiplierText(chance: number): string {
  const tenThousandths = (9900n * 10000n) / BigInt(chance)
  const whole = tenThousandths / 10000n
  const fraction = (tenThousandths % 10000n).toString().padStart(4, '0')
  return `${whole}.${fraction}`
}

/**
 * One dice round (PROTOCOL.md section 10): in one transaction it takes the seed pair's next nonce, rolls, moves
 * the stake from the game wallet to the house (2001 when short) and a win's payout back, and writes the round.
 * Stake limits are 2004; idempotent per member by `requestId`.
 */
export async function rollDice(
  ctx: ServerContext,
  session: GameSession,
  request: DiceRollRequest,
): Promise<DiceRollAnswer> {
  const { member } = session
  const currency = await gameCurrency(ctx, member, session.currencyCode, houseProvider)
  const stake = unitsOf(request.stake, currency, 'stake')
  const target = Math.round(Number(request.target) * 100)
  const body = { stake, currencyCode: currency.code, target, direction: request.direction }
  const key = { memberId: member.id, requestId: request.requestId, hash: requestHash('dice', body) }
  return oncePerKey(ctx.db, key, 'dice', async (tx) => {
    checkGameAmount(stake, currency, gameStakeRange)
    const pair = await takeNonce(tx, member.id)
    const roll = diceRollHundredths(roundBytes(pair.serverSeed, pair.clientSeed, pair.nonce))
    const chance = diceWinChanceHundredths(target, request.direction)
    const won = diceWins(roll, target, request.direction)
    const payout = won ? dicePayoutUnits(stake, chance) : 0n
    const wallet = gameWalletAccount(member.id, currency.code, 'house')
    const house = gameHouseAccount(currency)
    const money = (units: bigint) => fromUnits(units, currency.scale)
    await ctx.ledger.transfer(tx, {
      kind: 'game-stake',
      memo: `dice:${pair.id}:${pair.nonce}`,
      entries: [
        { account: wallet, amount: `-${money(stake)}` },
        { account: house, amount: money(stake) },
      ],
    })
    if (payout > 0n) {
      await ctx.ledger.transfer(tx, {
        kind: 'game-payout',
        memo: `dice:${pair.id}:${pair.nonce}`,
        entries: [
          { account: house, amount: `-${money(payout)}` },
          { account: wallet, amount: money(payout) },
        ],
      })
    }
    const now = Date.now()
    const play = {
      game: 'dice' as const,
      target: hundredthsText(target),
      direction: request.direction,
      winChance: hundredthsText(chance),
    }
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO game_rounds (member_id, game_id, provider, currency_code, stake, payout, multiplier, status,
           result, play, seed_pair_id, nonce, created_at, settled_at)
         VALUES ($1, $2, 'house', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id`,
      [
        member.id,
        diceGame.id,
        currency.code,
        money(stake),
        money(payout),
        won ? multiplierText(chance) : '0',
        won ? 'won' : 'lost',
        hundredthsText(roll),
        JSON.stringify(play),
        pair.id,
        pair.nonce,
        now,
      ],
    )
    const round = await roundDetail(tx, member.id, Number(row!.id))
    return { ...round, balance: await gameWalletOf(ctx, tx, member.id, 'house', currency) }
  })
}
