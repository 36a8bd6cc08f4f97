import type { ServerContext } from '../context'
import type { Currency } from '../ledger/currencies'
import type { Member } from '../members/member'
import { memberCurrency } from '../requests/member-currency'
import { invalidField } from '../requests/request-errors'
import type { GameProvider } from './provider'

/** Whether the provider's games take this currency: its real ones, and the demo currency if it plays demo money. */
export function playsIn(provider: GameProvider, currency: Pick<Currency, 'code' | 'demo'>): boolean {
  return currency.demo ? provider.playsDemoMoney : provider.currencyCodes.includes(currency.code)
}

/**
 * The currency a game money path moves: one the member's wallet holds (its brand's real ones, or the demo
 * currency for a demo member, who tries the games with demo money only) and the provider plays in, else 1000.
 */
export async function gameCurrency(
  ctx: Pick<ServerContext, 'config' | 'ledger'>,
  member: Member,
  code: string,
  provider: GameProvider,
): Promise<Currency> {
  const currency = await memberCurrency(ctx, member, code)
  if (!playsIn(provider, currency)) throw invalidField('currencyCode')
  return currency
}
