import type { ServerContext } from '../context'
import { balanceEntriesOf } from '../members/balance'
import { type MemberRow, memberColumns, memberOf } from '../members/member'

/** What the main socket's `balance` push carries for a member: the balance entries (spec section 3). */
export type BalanceReader = (memberId: number) => Promise<unknown>

/** The same entries `userBalance` answers, read after the ledger transaction committed (bus `balance`). */
export function ledgerBalanceReader(ctx: ServerContext): BalanceReader {
  return async (memberId) => {
    const [row] = await ctx.db.query<MemberRow>(`SELECT ${memberColumns()} FROM members WHERE id = $1`, [
      memberId,
    ])
    if (!row) return {}
    return balanceEntriesOf(ctx.db, ctx.ledger, memberOf(row))
  }
}
