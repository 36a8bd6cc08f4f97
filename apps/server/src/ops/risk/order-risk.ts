import type { NewOrder } from '../../bets/order-statement'
import { marketUnavailable } from '../../bets/quotes'
import { checkStake, type StakeRange } from '../../bets/stake-limits'
import type { ServerContext } from '../../context'
import type { Transaction } from '../../db'
import type { Currency } from '../../ledger/currencies'
import type { Member } from '../../members/member'
import { atMaximumOf, liabilityOf, marketStakes, marketsBook, type SelectionBook } from './market-book'

/** The liability check of an order, run inside the transaction that writes it. */
export interface OrderRisk {
  check(tx: Transaction): Promise<void>
}

/** The largest stake whose liability growth (its return less its stake) stays within `room`. */
function stakeWithin(room: bigint, odds: bigint): bigint {
  return odds > 100n ? (room * 100n) / (odds - 100n) : room
}

/** The largest stake whose potential return stays within `cap` (a free bet returns its winnings only). */
function stakeForPayout(cap: bigint, odds: bigint, freeBet: boolean): bigint {
  const perHundred = freeBet ? odds - 100n : odds
  return perHundred > 0n ? (cap * 100n) / perHundred : cap
}

/** A lock per brand and market, as one bigint: the brand above, the market below (no other lock is that large). */
const marketLock = (productNo: number, marketId: number) =>
  ((BigInt(productNo) << 32n) | BigInt(marketId)).toString()

/**
 * The brand's caps on an order (PROTOCOL.md section 14), the one risk check of order placement. Before any write:
 * a leg on a selection the brand shows suspended is 2003, a potential return past `maxPayoutPerOrder` is 2004 with
 * `data.max` (the largest stake within it). Then, when the brand caps liability in the order's currency, the
 * returned check runs in the order's transaction: it takes a lock per market of the order (sorted, so two parlays
 * never wait on each other crosswise), reads the brand's open book of those markets, and refuses a leg whose
 * selection already stands at the maximum (2003, suspended) or would pass it (2004, `data.max` the largest stake
 * within it). Orders on one market thus pass one at a time and each sees the ones before: liability never passes
 * the cap, however many arrive at once. Null when nothing is left to check (most brands cap nothing).
 */
export async function orderRiskOf(
  ctx: ServerContext,
  member: Member,
  order: NewOrder,
  range: StakeRange,
): Promise<OrderRisk | null> {
  const { risk } = ctx.app
  const { suspensions, settings } = risk
  for (const leg of order.legs) {
    if (suspensions.has(member.productNo, leg.selectionId)) throw marketUnavailable(leg)
  }
  const caps = await settings.capsOf(member.productNo, order.currency)
  if (!caps) return null
  const freeBet = order.activityId !== null
  const payoutCap = caps.maxPayoutPerOrder
  if (payoutCap !== null && order.potentialReturn > payoutCap) {
    const max = stakeForPayout(payoutCap, order.odds, freeBet)
    checkStake(order.stake, order.currency, capped(range, max, payoutCap), order.odds)
  }
  const maxLiability = caps.maxLiabilityPerSelection
  if (maxLiability === null) return null
  return {
    async check(tx) {
      const markets = [...new Set(order.legs.map((leg) => leg.marketId))].sort((a, b) => a - b)
      for (const marketId of markets) {
        await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [marketLock(member.productNo, marketId)])
      }
      const book = await marketsBook(tx, member.productNo, order.currency, markets)
      const stakes = marketStakes(book)
      // What the order adds to each leg's selection: its return, less the stake the house keeps if it loses.
      const houseStake = freeBet ? 0n : order.stake
      const growth = order.potentialReturn - houseStake
      let allowed: bigint | null = null
      for (const leg of order.legs) {
        const selection = book.find((item) => item.selectionId === leg.selectionId)
        const before = selection ? liabilityOf(selection, stakes) : -(stakes.get(leg.marketId) ?? 0n)
        if (before >= maxLiability) throw marketUnavailable(leg)
        if (before + growth > maxLiability) {
          const within = stakeWithin(maxLiability - before, order.odds)
          if (allowed === null || within < allowed) allowed = within
        }
      }
      if (allowed !== null) {
        checkStake(order.stake, order.currency, capped(range, allowed, range.maxPayout), order.odds)
      }
      const after = withOrder(book, order, houseStake)
      tx.afterCommit(() =>
        risk.orderWritten(member.productNo, order.currency.code, markets, atMaximumOf(after, maxLiability)),
      )
    },
  }
}

/**
 * Whether a pending order may take a better price at the end of its in-play delay (PROTOCOL.md section 12) under
 * the brand's caps, in the acceptance's transaction: its new potential return within `maxPayoutPerOrder`, and on
 * each leg's selection the liability with the order at that return within `maxLiabilityPerSelection`. The book
 * already holds the order at its placed return (a pending order counts): only the difference is added. Takes the
 * markets' locks of placement first, so orders placed on them meanwhile and this acceptance see each other.
 */
export async function betterReturnWithinCaps(
  ctx: ServerContext,
  tx: Transaction,
  productNo: number,
  currency: Currency,
  order: { legs: readonly { marketId: number; selectionId: number }[]; potentialReturn: bigint },
  potentialReturn: bigint,
): Promise<boolean> {
  const caps = await ctx.app.risk.settings.capsOf(productNo, currency, tx)
  if (!caps) return true
  if (caps.maxPayoutPerOrder !== null && potentialReturn > caps.maxPayoutPerOrder) return false
  const maxLiability = caps.maxLiabilityPerSelection
  if (maxLiability === null) return true
  const markets = [...new Set(order.legs.map((leg) => leg.marketId))].sort((a, b) => a - b)
  for (const marketId of markets) {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [marketLock(productNo, marketId)])
  }
  const book = await marketsBook(tx, productNo, currency, markets)
  const stakes = marketStakes(book)
  const growth = potentialReturn - order.potentialReturn
  return order.legs.every((leg) => {
    const selection = book.find((item) => item.selectionId === leg.selectionId)
    const before = selection ? liabilityOf(selection, stakes) : -(stakes.get(leg.marketId) ?? 0n)
    return before + growth <= maxLiability
  })
}

/** The range with its maximum stake (and payout) lowered to a cap's. */
function capped(range: StakeRange, maxStake: bigint, maxPayout: bigint): StakeRange {
  return {
    min: range.min,
    max: maxStake < range.max ? (maxStake < 0n ? 0n : maxStake) : range.max,
    maxPayout: maxPayout < range.maxPayout ? maxPayout : range.maxPayout,
  }
}

/** The book of the order's markets once the order is in it. */
function withOrder(book: readonly SelectionBook[], order: NewOrder, houseStake: bigint): SelectionBook[] {
  const after = book.map((selection) => ({ ...selection }))
  for (const leg of order.legs) {
    let selection = after.find((item) => item.selectionId === leg.selectionId)
    if (!selection) {
      selection = {
        matchId: leg.matchId,
        marketId: leg.marketId,
        selectionId: leg.selectionId,
        currencyCode: order.currency.code,
        stakes: 0n,
        payout: 0n,
        orders: 0,
      }
      after.push(selection)
    }
    selection.stakes += houseStake
    selection.payout += order.potentialReturn
    selection.orders += 1
  }
  return after
}
