import { i18n as defaultI18n, type I18n, type Messages } from '@lingui/core'
import { isSiteLocale, localeTags, type SiteLocale, sourceLocale } from './locales'

type CatalogModule = { messages: Messages }

// One literal import per language, so a bundler splits each catalog into its own chunk and a page downloads
// only the language it shows (lingui examples/vite-project-react-babel/src/i18n.ts).
const catalogs: Readonly<Record<SiteLocale, () => Promise<CatalogModule>>> = {
  en: () => import('../locales/en'),
  zht: () => import('../locales/zht'),
  zh: () => import('../locales/zh'),
  id: () => import('../locales/id'),
  ko: () => import('../locales/ko'),
  th: () => import('../locales/th'),
  ja: () => import('../locales/ja'),
  kh: () => import('../locales/kh'),
  in: () => import('../locales/in'),
  hi: () => import('../locales/hi'),
  br: () => import('../locales/br'),
  vi: () => import('../locales/vi'),
  ms: () => import('../locales/ms'),
  pt: () => import('../locales/pt'),
}

export interface LoadCatalogOptions {
  /** The lingui instance to fill; the global `i18n` of @lingui/core by default. */
  i18n?: I18n
  /** Activate the language once loaded (default true); false only loads, e.g. to merge the site's own messages first. */
  activate?: boolean
  /** Texts that replace some messages, by message id (the server's language file, LanguageState.overrides). */
  overrides?: Messages
}

/**
 * Loads the components' messages for one language, imported on demand, and activates it. A code outside the 14
 * falls back to English (spec section 4: language change falls back to English). Resolves to the code used.
 * The site may `i18n.load(code, moreMessages)` afterwards: lingui merges catalogs of the same language.
 */
export async function loadCatalog(locale: string, options: LoadCatalogOptions = {}): Promise<SiteLocale> {
  const code: SiteLocale = isSiteLocale(locale) ? locale : sourceLocale
  const i18n = options.i18n ?? defaultI18n
  const { messages } = await catalogs[code]()
  i18n.load(code, options.overrides ? { ...messages, ...options.overrides } : messages)
  if (options.activate !== false) i18n.activate(code, [localeTags[code], localeTags[sourceLocale]])
  return code
}
