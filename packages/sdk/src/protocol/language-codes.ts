/**
 * The 14 language codes of the product (spec section 2, language dropdown). Plain data, shared by the schemas,
 * the server and the component catalogs.
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

export type LanguageCode = (typeof languageCodes)[number]
