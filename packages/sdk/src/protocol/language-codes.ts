/**
 * The 14 language codes of the product (language dropdown) and each language's name. Plain data, shared by the
 * schemas, the server and the component catalogs.
 */
export const languageCodes = [
  'en',
  'zht',
  'zh',
  'id',
  'ko',
  'th',
  'ja',
  'kh',
  'in',
  'hi',
  'br',
  'vi',
  'ms',
  'pt',
] as const

/** One of the 14 language codes of the product. */
export type LanguageCode = (typeof languageCodes)[number]

/** Each language's own name for itself, as the dropdown shows it (the server's list and the site's catalogs). */
export const languageNames: Readonly<Record<LanguageCode, string>> = {
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
