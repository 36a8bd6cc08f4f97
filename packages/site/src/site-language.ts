import { detectLanguage, type Sportsbook, type StorageAdapter, storageKeys } from '@sportsbook/sdk'
import { loadCatalog, siteLocales } from '@sportsbook/ui'
import type { BrandConfig } from './brand-config'

const knownLanguages = siteLocales.map((code) => ({ code }))

/** The language the page will most likely show: the SDK's rule (spec section 9) over the 14 catalogs. */
async function likelyLanguage(brand: BrandConfig, storage: StorageAdapter): Promise<string> {
  if (brand.forcedLanguage) return brand.forcedLanguage
  return detectLanguage({
    stored: await storage.getItem(storageKeys.local.lang),
    appDefault: brand.defaultLanguage ?? null,
    browserLanguage: globalThis.navigator?.language ?? null,
    available: knownLanguages,
  })
}

/**
 * Picks the page language before the first render, so the first paint is already in it: the likely catalog
 * downloads while `api/sysinit` brings the server's list, then the chosen one (usually the same) is activated.
 */
export async function prepareLanguage(sportsbook: Sportsbook, brand: BrandConfig, storage: StorageAdapter) {
  const guess = loadCatalog(await likelyLanguage(brand, storage), { activate: false }).catch(() => undefined)
  const code = await sportsbook.language.init()
  await guess
  await loadCatalog(code, { overrides: sportsbook.language.getState().overrides })
  document.documentElement.lang = code
}
