/** One entry of the language list. */
export interface LanguageItem {
  code: string
  name: string
  /** Where the language's file lives; the SDK's built-in entries use their code. */
  path: string
}

/** The languages every list offers whatever the server says. */
export const builtInLanguages: readonly LanguageItem[] = [
  { code: 'zh', name: '简体中文', path: 'zh' },
  { code: 'zht', name: '繁體中文', path: 'zht' },
  { code: 'en', name: 'English', path: 'en' },
]

/** The language every unknown code falls back to. */
export const fallbackLanguage = 'en'

/** The server's languages, in its order, then zh, zht and en unless it already listed them; no code twice. */
export function languageList(serverLanguages: readonly LanguageItem[]): LanguageItem[] {
  const seen = new Set<string>()
  const list: LanguageItem[] = []
  for (const item of [...serverLanguages, ...builtInLanguages]) {
    if (!item?.code || seen.has(item.code)) continue
    seen.add(item.code)
    list.push(item)
  }
  return list
}

type Available = readonly (string | { code: string })[]

const codesOf = (available: Available) =>
  available.map((item) => (typeof item === 'string' ? item : item.code))

/** `code` when the list offers it, otherwise English. */
export function resolveLanguage(code: string | null | undefined, available: Available): string {
  return code && codesOf(available).includes(code) ? code : fallbackLanguage
}

/**
 * The code a browser language selects: zh-TW or zh-HK selects traditional Chinese (`zht`),
 * any other the first two letters, lower-cased.
 */
export function browserLanguageCode(navigatorLanguage: string): string {
  if (/^zh[-_](tw|hk)$/i.test(navigatorLanguage.trim())) return 'zht'
  return navigatorLanguage.trim().slice(0, 2).toLowerCase()
}

export interface DetectLanguageInput {
  /** The code stored locally (storage key `lang`). */
  stored?: string | null | undefined
  /** The app's (brand's) default language setting. */
  appDefault?: string | null | undefined
  /** `navigator.language`. */
  browserLanguage?: string | null | undefined
  /** The codes (or list items) the site offers. */
  available: Available
}

/**
 * The language a page starts in: the one stored locally, else the app setting, else the browser's; the first of them
 * that is set decides, and a code the list does not offer falls back to English.
 */
export function detectLanguage(input: DetectLanguageInput): string {
  const candidate =
    input.stored ||
    input.appDefault ||
    (input.browserLanguage ? browserLanguageCode(input.browserLanguage) : '')
  return resolveLanguage(candidate, input.available)
}
