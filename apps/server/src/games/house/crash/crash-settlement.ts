import { hundredthsText } from '@sportsbook/sdk/protocol/schemas'
import type { ServerContext } from '../../../context'
import type { Transaction } from '../../../db'
import type { TransferInput } from '../../../ledger/ledger'
import { fromUnits } from '../../../ledger/money'
import { sqlUnits } from '../../../requests/amounts'
import { gameHouseAccount, gameStakesAccount, gameWalletAccount } from '../../wallet'
import type { CrashBetRow } from './crash-rounds'

// A crash bet's settlement (PROTOCOL.md section 10): once per round and player, whatever retries it.

/** A bet leaving the round: at its exit (hundredths), or lost (null). */
export interface Settling {
  bet: CrashBetRow
  exit: number | null
}

function payoutUnits(bet: CrashBetRow, exit: number | null) {
  const scale = Number(bet.scale)
  const stake = sqlUnits(bet.stake, { scale })
  const payout = exit === null ? 0n : (stake * BigInt(exit)) / 100n
  return { scale, stake, payout }
}

/**
 * Settles open bets in `tx` (their row locks held), all in a few statements whatever their number: the rows as
 * won or lost, then the money of the bets this settling changed, idempotent per round and player (the ledger's
 * keys): each stake to the house, each payout back to its game wallet. The money moves last in the transaction,
 * since it locks each currency's one house account until commit.
 */
export async function settleBets(
  ctx: Pick<ServerContext, 'ledger'>,
  tx: Transaction,
  roundId: number,
  settlings: readonly Settling[],
  now: number,
): Promise<void> {
  if (settlings.length === 0) return
  const rows = settlings.map(({ bet, exit }) => {
    const { scale, payout } = payoutUnits(bet, exit)
    return {
      id: bet.id,
      status: exit === null ? 'lost' : 'won',
      payout: fromUnits(payout, scale),
      multiplier: exit === null ? '0' : hundredthsText(exit),
      exit,
    }
  })
  const changed = await tx.query<{ id: number }>(
    `UPDATE game_rounds g SET status = v.status, payout = v.payout::numeric, multiplier = v.multiplier,
       cashed_out_at = v.exit, settled_at = $6
     FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::integer[]) AS v (id, status, payout, multiplier, exit)
     WHERE g.id = v.id AND g.status = 'open' RETURNING g.id`,
    [
      rows.map((row) => row.id),
      rows.map((row) => row.status),
      rows.map((row) => row.payout),
      rows.map((row) => row.multiplier),
      rows.map((row) => row.exit),
      now,
    ],
    { prepare: true },
  )
  const settled = new Set(changed.map((row) => Number(row.id)))
  const transfers: TransferInput[] = []
  for (const { bet, exit } of settlings) {
    if (settled.has(Number(bet.id))) transfers.push(...settlementTransfers(roundId, bet, exit))
  }
  await ctx.ledger.transferMany(tx, transfers)
}

/** The settled bet's money: the stake to the house, the payout back to the game wallet, keyed per round and player. */
function settlementTransfers(roundId: number, bet: CrashBetRow, exit: number | null): TransferInput[] {
  const currency = { code: bet.currency_code, demo: bet.demo }
  const { scale, stake, payout } = payoutUnits(bet, exit)
  const money = (units: bigint) => fromUnits(units, scale)
  const key = `crash:${roundId}:${bet.member_id}`
  const transfers: TransferInput[] = [
    {
      kind: 'game-stake',
      memo: key,
      idempotencyKey: `${key}:stake`,
      entries: [
        { account: gameStakesAccount(bet.member_id, bet.currency_code, 'house'), amount: `-${money(stake)}` },
        { account: gameHouseAccount(currency), amount: money(stake) },
      ],
    },
  ]
  if (payout > 0n) {
    transfers.push({
      kind: 'game-payout',
      memo: key,
      idempotencyKey: `${key}:payout`,
      entries: [
        { account: gameHouseAccount(currency), amount: `-${money(payout)}` },
        { account: gameWalletAccount(bet.member_id, bet.currency_code, 'house'), amount: money(payout) },
      ],
    })
  }
  return transfers
}
