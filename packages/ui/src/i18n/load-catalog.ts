import { i18n as defaultI18n, type I18n, type Messages } from '@lingui/core'
import { isSiteLocale, localeTags, type SiteLocale, sourceLocale } from './locales'

type CatalogModule = { messages: Messages }
/** A language's betting part, which imports the operators' part (scripts/catalogs.mjs writes them all). */
type BettingCatalogModule = CatalogModule & { operations(): Promise<CatalogModule> }
/** A language's core part, which imports its betting part. */
type CoreCatalogModule = CatalogModule & { betting(): Promise<BettingCatalogModule> }

/**
 * A language's messages come in parts: `core` (registration, login, header, toasts: every first render),
 * `betting` (match lists, slip, orders) and `operations` (the operator console's risk and reports), so the
 * registration page never downloads the betting texts and a player never the operators'.
 */
export type CatalogPart = 'core' | 'betting' | 'operations'

// One literal import per language, so a bundler splits each into its own chunk and a page downloads only the
// language it shows (lingui examples/vite-project-react-babel/src/i18n.ts).
const coreCatalogs: Readonly<Record<SiteLocale, () => Promise<CoreCatalogModule>>> = {
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

async function loadPart(part: CatalogPart, code: SiteLocale): Promise<CatalogModule> {
  const core = await coreCatalogs[code]()
  if (part === 'core') return core
  const betting = await core.betting()
  return part === 'betting' ? betting : betting.operations()
}

// The parts a lingui instance has been asked for: every later language change loads them all.
const wantedParts = new WeakMap<I18n, Set<CatalogPart>>()
function partsOf(i18n: I18n): Set<CatalogPart> {
  let parts = wantedParts.get(i18n)
  if (!parts) {
    parts = new Set(['core'])
    wantedParts.set(i18n, parts)
  }
  return parts
}

/** Options of loadCatalog. */
export interface LoadCatalogOptions {
  /** The lingui instance to fill; the global `i18n` of @lingui/core by default. */
  i18n?: I18n
  /** Activate the language once loaded (default true); false only loads, e.g. to merge the site's own messages first. */
  activate?: boolean
  /** Texts that replace some messages, by message id (the server's language file, LanguageState.overrides). */
  overrides?: Messages
  /** Parts to load besides those already asked for (`core` always); kept for later language changes. */
  parts?: readonly CatalogPart[]
}

/**
 * Loads the components' messages for one language, imported on demand, and activates it. A code outside the 14
 * falls back to English. Resolves to the code used.
 * The site may `i18n.load(code, moreMessages)` afterwards: lingui merges catalogs of the same language.
 */
export async function loadCatalog(locale: string, options: LoadCatalogOptions = {}): Promise<SiteLocale> {
  const code: SiteLocale = isSiteLocale(locale) ? locale : sourceLocale
  const i18n = options.i18n ?? defaultI18n
  for (const part of options.parts ?? []) partsOf(i18n).add(part)
  const loaded = await Promise.all([...partsOf(i18n)].map((part) => loadPart(part, code)))
  i18n.load(code, Object.assign({}, ...loaded.map((module) => module.messages), options.overrides))
  if (options.activate !== false) i18n.activate(code, [localeTags[code], localeTags[sourceLocale]])
  return code
}

/**
 * Loads one more part of the messages for the active language (the betting pages load `betting` before they
 * render), and keeps it for every later language change.
 */
export async function loadCatalogPart(part: CatalogPart, options: { i18n?: I18n } = {}): Promise<void> {
  const i18n = options.i18n ?? defaultI18n
  partsOf(i18n).add(part)
  const code: SiteLocale = isSiteLocale(i18n.locale) ? i18n.locale : sourceLocale
  const { messages } = await loadPart(part, code)
  i18n.load(code, messages)
}
