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
    return balanceEntriesOf(ctx, ctx.db, memberOf(row))
  }
}

export interface BalancePusherOptions {
  read: BalanceReader
  /** Whether a socket of the member is connected to this node (its member room exists here). */
  connectedHere(memberId: number): boolean
  /** Sends the entries to the member's sockets on this node. */
  send(memberId: number, entries: unknown): void
  onError(error: unknown, memberId: number): void
}

/**
 * Pushes a member's balance to its sockets on this node, reading it only when one is connected here: a member
 * without a socket (an API client, every bet of the benchmark) costs no read at all. Reads coalesce per member:
 * while one is in flight, any number of further changes make one more read once it has been pushed, so a burst of
 * bets costs two reads and the last push always shows the balance after the last change.
 */
export function createBalancePusher(options: BalancePusherOptions): (memberId: number) => void {
  /** Members with a read in flight -> whether another change came meanwhile. */
  const reading = new Map<number, boolean>()

  const run = (memberId: number) => {
    reading.set(memberId, false)
    options.read(memberId).then(
      (entries) => finish(memberId, entries),
      (error: unknown) => {
        options.onError(error, memberId)
        // Still tell the client: an empty object means "read it again over HTTP".
        finish(memberId, {})
      },
    )
  }

  const finish = (memberId: number, entries: unknown) => {
    const again = reading.get(memberId) === true
    reading.delete(memberId)
    options.send(memberId, entries)
    if (again && options.connectedHere(memberId)) run(memberId)
  }

  return (memberId) => {
    if (!options.connectedHere(memberId)) return
    if (reading.has(memberId)) reading.set(memberId, true)
    else run(memberId)
  }
}
