import type { BalanceEntry } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../db'
import type { Ledger } from '../ledger/ledger'
import { floorToScale } from '../ledger/money'
import type { Member } from './member'
import { owed } from './user-info'

/**
 * The balance entries of a member (spec section 3): one per currency it may hold (real currencies for real
 * members, the demo currency for demo members), amounts floored to the currency's scale.
 */
export async function balanceEntriesOf(
  q: Queryable,
  ledger: Ledger,
  member: Member,
): Promise<BalanceEntry[]> {
  const demo = member.kind === 'demo'
  const currencies = (await ledger.currencies.all()).filter((c) => c.enabled && c.demo === demo)
  const accounts = await ledger.accountsOf(q, member.id)
  const balanceOf = (kind: string, currency: string) =>
    accounts.find((a) => a.kind === kind && a.currency === currency && a.ref === '')?.balance
  return currencies.map((currency) => ({
    currencyId: currency.id,
    assetID: `${member.id}-${currency.code}`,
    currencyCode: currency.code,
    scale: currency.scale,
    amount: floorToScale(balanceOf('member', currency.code) ?? '0', currency.scale),
    frozen: floorToScale(balanceOf('frozen', currency.code) ?? '0', currency.scale),
    creditAmount: floorToScale(
      member.currencyCode === currency.code ? member.creditAmount : '0',
      currency.scale,
    ),
    loanAmount: floorToScale(owed(balanceOf('loan', currency.code)), currency.scale),
    status: 1 as const,
  }))
}
