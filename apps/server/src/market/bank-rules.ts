import { codes } from '@sportsbook/sdk/protocol'
import { BusinessError } from '../errors'
import type { Currency } from '../ledger/currencies'
import { fromUnits, MoneyFormatError, toUnits } from '../ledger/money'
import type { Member } from '../members/member'

/**
 * The rules of the peer trade market that are not exposure maths (PROTOCOL.md section 9): the commission, the
 * limits of capital and investments, who may do what, and the answers that refuse.
 */

/** The commission on a participant's positive net: 5% unless BANK_COMMISSION_RATE (a fraction) says otherwise. */
export function commissionRate(env: NodeJS.ProcessEnv = process.env): string {
  const text = env.BANK_COMMISSION_RATE ?? '0.05'
  if (!/^0(\.\d{1,4})?$/.test(text))
    throw new Error(`BANK_COMMISSION_RATE must be a fraction below 1: ${text}`)
  return text
}

/** "0.0500" -> 500n parts per 10,000. */
export function ratePer10k(rate: string): bigint {
  return toUnits(rate, 4)
}

/** At most this many participants (the banker and partners). */
export const maxParticipants = 20

/** Five wrong bank passwords within 15 minutes answer 1004 until the oldest ages out. */
export const passwordFailureLimit = 5
export const passwordFailureWindowMs = 15 * 60 * 1000

/** Capital opened with, and each investment: from 1 unit to a million of the currency's major unit. */
export function amountRange(currency: Currency): { min: bigint; max: bigint } {
  return { min: 10n ** BigInt(currency.scale), max: 1_000_000n * 10n ** BigInt(currency.scale) }
}

export function invalid(field: string): BusinessError {
  return new BusinessError(codes.INVALID_REQUEST, 'invalidField', { field }, { field })
}

export function notFound(): BusinessError {
  return new BusinessError(codes.OPENING_NOT_FOUND, 'openingNotFound')
}

export function notPermitted(): BusinessError {
  return new BusinessError(codes.NOT_PERMITTED, 'notPermitted')
}

/** Code 1006: not allowed in the bank's current state (PROTOCOL.md section 1). */
export function wrongState(
  key: 'bankHasOrders' | 'bankAlreadyOpen',
  data: Record<string, unknown>,
): BusinessError {
  return new BusinessError(codes.NOT_ALLOWED_IN_STATE, key, data)
}

export function outOfLimits(currency: Currency, range: { min: bigint; max: bigint }): BusinessError {
  return new BusinessError(codes.STAKE_OUT_OF_LIMITS, 'stakeOutOfLimits', {
    min: fromUnits(range.min, currency.scale),
    max: fromUnits(range.max, currency.scale),
  })
}

/** An amount of the field in the currency's units; more decimals than the currency has is code 1000. */
export function unitsOf(amount: string, currency: Currency, field: string): bigint {
  try {
    return toUnits(amount, currency.scale)
  } catch (error) {
    if (error instanceof MoneyFormatError) throw invalid(field)
    throw error
  }
}

/** A bank holds real money only: demo money has no peers to trade with. */
export async function bankCurrency(
  currencies: { get(code: string): Promise<Currency | null> },
  code: string,
): Promise<Currency> {
  const currency = await currencies.get(code)
  if (!currency?.enabled || currency.demo) throw invalid('currencyCode')
  return currency
}

/** Demo members trade demo money only, which no bank holds: 3004 (the role), before anything else. */
export function checkRealMoney(member: Member): void {
  if (member.kind === 'demo') throw notPermitted()
}
