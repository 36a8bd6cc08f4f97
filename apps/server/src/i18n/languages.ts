import { type LanguageCode, languageCodes } from '@sportsbook/sdk/protocol'

export { type LanguageCode, languageCodes, languageNames } from '@sportsbook/sdk/protocol'

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value)
}

/** The request's language for messages; anything unknown reads English (spec section 4, language change). */
export function languageOf(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : 'en'
}

/** A table per language where `in` (English, India, as the site's catalogs have it) reads the English one. */
export function withIndianEnglish<T>(tables: Omit<Record<LanguageCode, T>, 'in'>): Record<LanguageCode, T> {
  return { ...tables, in: tables.en }
}
