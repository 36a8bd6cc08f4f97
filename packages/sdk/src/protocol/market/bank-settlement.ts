import { bankResult, gamblerPayout, resultScale } from './bank-exposure'
import type { GridResult } from './outcome-grid'

/**
 * A bank's settlement, pure and exact: every gambler is paid from the escrow (floored to the currency's unit); each
 * participant gets back their capital plus their result from their parts of each order, floored, less the commission
 * on a positive net (floored); the banker gets whatever is left, so the escrow (capitals plus stakes) ends at zero
 * and every floor's residue goes to the banker. Amounts are bigint units of the currency; rates parts per 10,000.
 */

export interface SettlingOrder {
  stake: bigint
  /** Hundredths. */
  odds: bigint
  result: GridResult | 'void'
  /** Each participant's part of the stake, by member id. */
  shares: ReadonlyMap<number, bigint>
}

/** A participant as settlement sees them: who, their capital and their shares of the orders. */
export interface SettlingParticipant {
  memberId: number
  capital: bigint
}

/** What settlement pays a participant: capital back plus their share of the result, less the commission, floored. */
export interface ParticipantSettlement {
  memberId: number
  capital: bigint
  /** The net result after commission (what is paid back less the capital). */
  net: bigint
  commission: bigint
  /** Paid out of the escrow to the participant. */
  paid: bigint
}

/** A bank's settlement: each gambler's payout, each participant's share and the residue to the banker; the escrow ends at zero. */
export interface BankSettlement {
  /** Each order's payout, in order. */
  payouts: bigint[]
  /** In participant order; the first is the banker. */
  participants: ParticipantSettlement[]
  /** Every commission together (to the house). */
  commission: bigint
  /** Capitals plus stakes: what the escrow holds and pays out in full. */
  escrow: bigint
}

/** `net` floored to the unit, less `rate` (per 10,000) of it, floored, when positive. */
export function commissionOn(net: bigint, ratePer10k: bigint): bigint {
  return net > 0n ? (net * ratePer10k) / 10_000n : 0n
}

const floorDiv = (a: bigint, b: bigint) => (a % b !== 0n && a < 0n ? a / b - 1n : a / b)

/** Settles a bank when its market settles, exactly, in units of the currency. */
export function settleBank(
  participants: readonly SettlingParticipant[],
  orders: readonly SettlingOrder[],
  ratePer10k: bigint,
): BankSettlement {
  if (participants.length === 0) throw new RangeError('a bank has at least its banker')
  const payouts = orders.map((order) => gamblerPayout(order.stake, order.odds, order.result))
  const escrow =
    participants.reduce((sum, item) => sum + item.capital, 0n) +
    orders.reduce((sum, item) => sum + item.stake, 0n)
  const settled = participants.map((participant) => {
    let exact = 0n
    for (const order of orders) {
      const share = order.shares.get(participant.memberId) ?? 0n
      if (share > 0n) exact += bankResult(share, order.odds, order.result)
    }
    const floored = floorDiv(exact, resultScale)
    const commission = commissionOn(floored, ratePer10k)
    return {
      memberId: participant.memberId,
      capital: participant.capital,
      net: floored - commission,
      commission,
      paid: participant.capital + floored - commission,
    }
  })
  const paidElsewhere =
    payouts.reduce((sum, item) => sum + item, 0n) +
    settled.slice(1).reduce((sum, item) => sum + item.paid + item.commission, 0n) +
    settled[0]!.commission
  const banker = settled[0]!
  banker.paid = escrow - paidElsewhere
  banker.net = banker.paid - banker.capital
  const commission = settled.reduce((sum, item) => sum + item.commission, 0n)
  return { payouts, participants: settled, commission, escrow }
}
