import { builtInLanguages, type LanguageItem, resolveLanguage } from './languages'

/** The page language and the languages the page offers. */
export interface LanguageState {
  code: string
  list: LanguageItem[]
  /** Text overrides from the server's language file (the list item's `path`), by message id. */
  overrides: Record<string, string>
  /** The brand forces this language whatever the user picks. */
  forced: string | null
}

/** How the page language is chosen: a forced one, a default, the browser's. */
export interface LanguageOptions {
  /** The app setting. */
  default?: string
  /** A brand that forces one language (one brand forces Portuguese). */
  forced?: string
  /** `navigator.language` by default. */
  browser?: string
}

/** The state before the server's list is known: the brand's forced language, or its setting among zh, zht, en. */
export function initialLanguageState(options: LanguageOptions): LanguageState {
  const forced = options.forced ?? null
  return {
    code: forced ?? resolveLanguage(options.default ?? 'en', builtInLanguages),
    list: [...builtInLanguages],
    overrides: {},
    forced,
  }
}
