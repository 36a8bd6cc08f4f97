import type { ServerConfig } from '../config'
import type { Currency, CurrencyCatalog } from '../ledger/currencies'
import type { Member } from '../members/member'
import { brandData } from './site-brand'

type Brands = Pick<ServerConfig, 'brands'>

/** A brand's real currencies, its default first, as the currencies table knows them (enabled ones only). */
export async function realCurrenciesOf(
  config: Brands,
  catalog: CurrencyCatalog,
  productNo: number,
): Promise<Currency[]> {
  const list: Currency[] = []
  for (const code of brandData(config, productNo).currencies) {
    const currency = await catalog.get(code)
    // A code the currencies table does not know is a BRANDS mistake: say so rather than hide a currency.
    if (!currency) throw new Error(`brand ${productNo} lists ${code}, which is not a currency (BRANDS)`)
    if (currency.enabled && !currency.demo) list.push(currency)
  }
  return list
}

/** What `api/sysinit` lists for a brand: its real currencies, default first, then the demo currency. */
export async function listedCurrenciesOf(
  config: Brands,
  catalog: CurrencyCatalog,
  productNo: number,
): Promise<Currency[]> {
  return [...(await realCurrenciesOf(config, catalog, productNo)), await catalog.demo()]
}

/** The currencies a member's wallet holds: the demo currency for a demo member, else its brand's real ones. */
export async function walletCurrenciesOf(
  config: Brands,
  catalog: CurrencyCatalog,
  member: Pick<Member, 'kind' | 'productNo'>,
): Promise<Currency[]> {
  if (member.kind === 'demo') return [await catalog.demo()]
  return realCurrenciesOf(config, catalog, member.productNo)
}

/** The currency `code` when the member's wallet may hold it (changeCurrency, stats), else null. */
export async function walletCurrencyOf(
  config: Brands,
  catalog: CurrencyCatalog,
  member: Pick<Member, 'kind' | 'productNo'>,
  code: string,
): Promise<Currency | null> {
  return (
    (await walletCurrenciesOf(config, catalog, member)).find((currency) => currency.code === code) ?? null
  )
}

/** The currency a new real member of the brand starts in. */
export function defaultCurrencyOf(config: Brands, productNo: number): string {
  return brandData(config, productNo).defaultCurrency
}
