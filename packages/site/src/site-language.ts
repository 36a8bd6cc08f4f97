import type { Sportsbook } from '@sportsbook/sdk'
import { detectLanguage } from '@sportsbook/sdk'
import { loadCatalog, localeTags, siteLocales } from '@sportsbook/ui'
import type { BrandConfig } from './brand-config'

const knownLanguages = siteLocales.map((code) => ({ code }))

/**
 * `<html lang>` takes the BCP 47 tag of the site code, never the code itself: `kh`, `zht` and `in` are no tags,
 * `br` would be Breton (screen readers, hyphenation and fonts follow this attribute).
 */
function markDocumentLanguage(code: keyof typeof localeTags): void {
  document.documentElement.lang = localeTags[code]
}

/**
 * The language of the first render, before the server's list arrives: the SDK's rule (spec section 9) over the 14
 * catalogs and the code the player chose last (`sb.language.stored()`), so the first paint is already in the language the page will keep in nearly every case.
 */
export async function showLikelyLanguage(brand: BrandConfig, stored: string | null): Promise<void> {
  const code =
    brand.forcedLanguage ??
    detectLanguage({
      stored,
      appDefault: brand.defaultLanguage ?? null,
      browserLanguage: globalThis.navigator?.language ?? null,
      available: knownLanguages,
    })
  markDocumentLanguage(await loadCatalog(code))
}

/**
 * After the first render: reads the server's language list (`api/sysinit`), then shows the language the SDK
 * settles on and every later change (spec section 4), with the server's text overrides.
 */
export function followLanguage(sportsbook: Sportsbook): () => void {
  let latest = 0
  const show = (code: string) => {
    const request = ++latest
    void loadCatalog(code, { overrides: sportsbook.language.getState().overrides }).then((loaded) => {
      if (request === latest) markDocumentLanguage(loaded)
    })
  }
  const off = sportsbook.events.on('language', ({ code }) => show(code))
  void sportsbook.language.init().then(show, () => undefined)
  return off
}
