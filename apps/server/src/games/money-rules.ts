import { codes } from '@sportsbook/sdk/protocol'
import { walletCurrencyOf } from '../brands/brand-currencies'
import type { ServerContext } from '../context'
import { BusinessError } from '../errors'
import type { Currency } from '../ledger/currencies'
import { MoneyFormatError, toUnits } from '../ledger/money'
import type { Member } from '../members/member'
import type { GameProvider } from './provider'

function invalid(field: string): BusinessError {
  return new BusinessError(codes.INVALID_REQUEST, 'invalidField', { field }, { field })
}

/**
 * The wallet's rule for demo members (PROTOCOL.md section 8, applied to every game money path): demo money never
 * moves into a game wallet or out of one, so a demo member is refused with 3004 and keeps its session.
 */
export function refuseDemo(member: Member): void {
  if (member.kind === 'demo') throw new BusinessError(codes.NOT_PERMITTED, 'notPermitted')
}

/** A currency the member's wallet holds (its brand's real ones) and the provider accepts, else 1000. */
export async function gameCurrency(
  ctx: Pick<ServerContext, 'config' | 'ledger'>,
  member: Member,
  code: string,
  provider?: GameProvider,
): Promise<Currency> {
  const currency = await walletCurrencyOf(ctx.config, ctx.ledger.currencies, member, code)
  if (!currency || (provider && !provider.currencyCodes.includes(currency.code)))
    throw invalid('currencyCode')
  return currency
}

/** A wire amount in the currency's units; more decimals than its scale is 1000 naming `field`. */
export function amountUnits(text: string, currency: Currency, field: string): bigint {
  try {
    return toUnits(text, currency.scale)
  } catch (error) {
    if (error instanceof MoneyFormatError) throw invalid(field)
    throw error
  }
}

export { invalid as invalidField }
