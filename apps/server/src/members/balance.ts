import type { BalanceEntry } from '@sportsbook/sdk/protocol'
import { walletCurrenciesOf } from '../brands/brand-currencies'
import type { ServerContext } from '../context'
import type { Queryable } from '../db'
import { floorToScale } from '../ledger/money'
import { creditLinesOf } from '../loans/credit-lines'
import { entryAmount } from '../wallet/holdings'
import type { Member } from './member'
import { owed } from './user-info'

/**
 * The balance entries of a member (spec section 3): one per currency it may hold (its brand's real currencies
 * for real members, the demo currency for demo members), amounts floored to the currency's scale.
 */
export async function balanceEntriesOf(
  ctx: Pick<ServerContext, 'config' | 'ledger'>,
  q: Queryable,
  member: Member,
): Promise<BalanceEntry[]> {
  const { ledger } = ctx
  const currencies = await walletCurrenciesOf(ctx.config, ledger.currencies, member)
  const accounts = await ledger.accountsOf(q, member.id)
  const creditLines = await creditLinesOf(q, member.id)
  const balanceOf = (kind: string, currency: string) =>
    accounts.find((a) => a.kind === kind && a.currency === currency && a.ref === '')?.balance
  return currencies.map((currency) => ({
    currencyId: currency.id,
    assetID: `${member.id}-${currency.code}`,
    currencyCode: currency.code,
    scale: currency.scale,
    amount: floorToScale(
      entryAmount(balanceOf('member', currency.code), balanceOf('frozen', currency.code)),
      currency.scale,
    ),
    frozen: floorToScale(balanceOf('frozen', currency.code) ?? '0', currency.scale),
    creditAmount: floorToScale(creditLines.get(currency.code) ?? '0', currency.scale),
    loanAmount: floorToScale(owed(balanceOf('loan', currency.code)), currency.scale),
    status: 1 as const,
  }))
}
