import { type LanguageCode, languageCodes, languageNames } from '@sportsbook/sdk'
/**
 * The 14 language codes of the site. They are the product's own codes, and
 * several are not the BCP 47 tag of the language they hold (`br` is Breton in BCP 47, `in` the retired code of
 * Indonesian, `kh` no language at all), so every code maps to the tag that drives plurals and number formats.
 */
export const siteLocales = languageCodes

/** One of the 14 site language codes (en, zht, zh, id, ko, th, ja, kh, in, hi, br, vi, ms, pt). */
export type SiteLocale = LanguageCode

/** The language the messages are written in; the others are translations of it. */
export const sourceLocale: SiteLocale = 'en'

/** The BCP 47 tag each site code stands for; `in` is the India site in English, `hi` the India site in Hindi. */
export const localeTags: Readonly<Record<SiteLocale, string>> = {
  en: 'en',
  zht: 'zh-Hant',
  zh: 'zh-Hans',
  id: 'id',
  ko: 'ko',
  th: 'th',
  ja: 'ja',
  kh: 'km',
  in: 'en-IN',
  hi: 'hi',
  br: 'pt-BR',
  vi: 'vi',
  ms: 'ms',
  pt: 'pt-PT',
}

/** Each language's name in itself, for lists the server does not name (it adds zh, zht and en itself). */
export const localeNames: Readonly<Record<SiteLocale, string>> = languageNames

/** Whether a code is one of the 14 site languages. */
export function isSiteLocale(code: string): code is SiteLocale {
  return (siteLocales as readonly string[]).includes(code)
}
