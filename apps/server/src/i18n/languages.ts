import { type LanguageCode, languageCodes } from '@sportsbook/sdk/protocol'

export { type LanguageCode, languageCodes } from '@sportsbook/sdk/protocol'

/** Each language's own name for itself, as the dropdown shows it. */
export const languageNames: Record<LanguageCode, string> = {
  en: 'English',
  zht: '繁體中文',
  zh: '简体中文',
  id: 'Bahasa Indonesia',
  ko: '한국어',
  th: 'ไทย',
  ja: '日本語',
  kh: 'ភាសាខ្មែរ',
  in: 'English (India)',
  hi: 'हिन्दी',
  br: 'Português (Brasil)',
  vi: 'Tiếng Việt',
  ms: 'Bahasa Melayu',
  pt: 'Português',
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value)
}

/** The request's language for messages; anything unknown reads English (spec section 4, language change). */
export function languageOf(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : 'en'
}
