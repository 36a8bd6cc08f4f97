import type { ServerContext } from '../../context'
import { checkProtection, protectionApplies } from '../../requests/player-protection'
import type { GameSession } from '../game-sessions'

/**
 * A round staked from money already in the game wallet (a dice roll, a crash bet) while player protection holds
 * the member back (PROTOCOL.md section 11): a break, a reality check waiting for its answer, a used-up session
 * limit. The money came in through a transfer the limits weighed already, so it weighs as a stake of zero.
 */
export async function refuseProtectedPlay(ctx: ServerContext, session: GameSession): Promise<void> {
  const { member } = session
  if (!(await protectionApplies(ctx.db, member))) return
  const currency = await ctx.ledger.currencies.get(session.currencyCode)
  if (!currency) return
  await ctx.db.transaction((tx) => checkProtection(tx, member, { kind: 'stake', currency, amount: 0n }))
}
