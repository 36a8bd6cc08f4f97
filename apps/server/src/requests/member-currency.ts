import { walletCurrencyOf } from '../brands/brand-currencies'
import type { ServerContext } from '../context'
import type { Currency } from '../ledger/currencies'
import type { Member } from '../members/member'
import { invalidField } from './request-errors'

/**
 * The currency `code` as a money path of `member` may use it: one its wallet holds, always bound to the member's
 * own brand (a brand's players never hold another brand's currencies), the demo currency for a demo member and
 * real ones for everyone else (real and demo money never mix). Anything else is 1000 on `field`.
 */
export async function memberCurrency(
  ctx: Pick<ServerContext, 'config' | 'ledger'>,
  member: Pick<Member, 'kind' | 'productNo'>,
  code: string,
  field = 'currencyCode',
): Promise<Currency> {
  const currency = await walletCurrencyOf(ctx.config, ctx.ledger.currencies, member, code)
  if (!currency) throw invalidField(field)
  return currency
}
