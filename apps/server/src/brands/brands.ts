import type { BettingSettings, ProtectionSettings } from '@sportsbook/sdk/protocol'
import { parseBettingSettings } from '../bets/betting-settings'
import { isLanguageCode } from '../i18n/languages'
import { parseProtectionSettings } from '../protection/settings'

/**
 * The brands of the white-label platform (DESIGN.md section 3, Brands): what the server needs to know of each one.
 * Members and everything they own belong to one brand (its `productNo`); the feed and matches are shared.
 */
export interface Brand {
  productNo: number
  name: string
  /** The currency a new member of the brand starts in (visitor, registered, channel). */
  defaultCurrency: string
  /** The real currencies the brand's wallet holds, the default first; DEMO is every brand's demo currency. */
  currencies: string[]
  /** The one language of a brand that forces it (its members' profile language, whatever they ask). */
  forcedLanguage?: string
  /** Player protection's choices and delays (PROTOCOL.md section 11); the defaults when `BRANDS` sets none. */
  protection?: ProtectionSettings
  /** A verified identity before deposits, withdrawals and stakes (PROTOCOL.md section 13, 1009). */
  requireKyc?: boolean
  /** The in-play delay per sport (PROTOCOL.md section 12); the defaults when `BRANDS` sets none. */
  betting?: BettingSettings
}

/** Development and default data; `BRANDS` (JSON, apps/server/README.md) replaces it. */
export const defaultBrands: readonly Brand[] = [
  {
    productNo: 800000,
    name: 'Apex Sports',
    defaultCurrency: 'USD',
    currencies: ['USD', 'USDT', 'BRL'],
    requireKyc: true,
  },
  {
    productNo: 800001,
    name: 'Copa Bet',
    defaultCurrency: 'BRL',
    currencies: ['BRL', 'USDT'],
    forcedLanguage: 'pt',
  },
  { productNo: 800002, name: 'Jade Arena', defaultCurrency: 'USD', currencies: ['USD', 'USDT'] },
]

export class BrandsError extends Error {
  override readonly name = 'BrandsError'
}

const currencyCode = /^[A-Z][A-Z0-9]{1,9}$/

/** One brand of the `BRANDS` list, checked: the default currency is listed first, codes look like codes. */
function brandOf(value: unknown, at: number): Brand {
  if (typeof value !== 'object' || value === null) throw new BrandsError(`BRANDS[${at}] is not an object`)
  const item = value as Record<string, unknown>
  const { productNo, name, defaultCurrency, currencies, forcedLanguage, protection, requireKyc, betting } =
    item
  if (typeof productNo !== 'number' || !Number.isInteger(productNo) || productNo <= 0) {
    throw new BrandsError(`BRANDS[${at}].productNo is not a positive whole number`)
  }
  if (typeof name !== 'string' || name.trim() === '') throw new BrandsError(`BRANDS[${at}].name is empty`)
  if (
    !Array.isArray(currencies) ||
    currencies.length === 0 ||
    !currencies.every((code) => typeof code === 'string' && currencyCode.test(code))
  ) {
    throw new BrandsError(`BRANDS[${at}].currencies is not a list of currency codes`)
  }
  const fallback = currencies[0] as string
  const wanted = defaultCurrency === undefined ? fallback : defaultCurrency
  if (typeof wanted !== 'string' || !currencies.includes(wanted)) {
    throw new BrandsError(`BRANDS[${at}].defaultCurrency is not one of its currencies`)
  }
  if (forcedLanguage !== undefined && !isLanguageCode(forcedLanguage)) {
    throw new BrandsError(`BRANDS[${at}].forcedLanguage is not one of the 14 language codes`)
  }
  if (requireKyc !== undefined && typeof requireKyc !== 'boolean') {
    throw new BrandsError(`BRANDS[${at}].requireKyc is not true or false`)
  }
  const settings = parseProtectionSettings(protection)
  if (typeof settings === 'string') throw new BrandsError(`BRANDS[${at}].${settings}`)
  const bettingSettings = parseBettingSettings(betting)
  if (typeof bettingSettings === 'string') throw new BrandsError(`BRANDS[${at}].${bettingSettings}`)
  const ordered = [wanted, ...(currencies as string[]).filter((code) => code !== wanted)]
  return {
    productNo,
    name: name.trim(),
    defaultCurrency: wanted,
    currencies: [...new Set(ordered)],
    ...(forcedLanguage !== undefined ? { forcedLanguage } : {}),
    ...(protection !== undefined ? { protection: settings } : {}),
    ...(requireKyc ? { requireKyc } : {}),
    ...(betting !== undefined ? { betting: bettingSettings } : {}),
  }
}

/**
 * The brands by product number: `BRANDS` when set (a JSON list of `{ productNo, name, defaultCurrency, currencies,
 * forcedLanguage?, protection?, requireKyc?, betting? }`), else the defaults. The first brand is where rows from before brands existed went.
 */
export function loadBrands(text: string | undefined): Map<number, Brand> {
  let list: readonly Brand[] = defaultBrands
  if (text !== undefined && text.trim() !== '') {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new BrandsError('BRANDS is not JSON')
    }
    if (!Array.isArray(parsed) || parsed.length === 0) throw new BrandsError('BRANDS is not a list of brands')
    list = parsed.map(brandOf)
  }
  const brands = new Map<number, Brand>()
  for (const brand of list) {
    if (brands.has(brand.productNo)) throw new BrandsError(`BRANDS lists ${brand.productNo} twice`)
    brands.set(brand.productNo, brand)
  }
  return brands
}
