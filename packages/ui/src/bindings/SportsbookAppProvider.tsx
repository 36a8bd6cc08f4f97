import { i18n as defaultI18n, type I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Sportsbook } from '@sportsbook/sdk'
import { type ReactNode, useEffect } from 'react'
import type { CatalogPart } from '../i18n/load-catalog'
import { useSportsbook } from './hooks'
import { SportsbookProvider } from './SportsbookProvider'
import { useLanguageCatalog } from './use-language-catalog'

/** Props of SportsbookAppProvider. */
export interface SportsbookAppProviderProps {
  /** The client made by createSportsbook() of @sportsbook/sdk. */
  client: Sportsbook
  /** The lingui instance the components translate with; the global `i18n` of @lingui/core by default. */
  i18n?: I18n
  /**
   * Parts of the components' messages to load besides `core` (registration, login, header, toasts). Default
   * `['betting']` (match lists, the slip, orders); `[]` for an app that shows no betting component.
   */
  catalogParts?: readonly CatalogPart[]
  /** Shown until the first catalogue is active (lingui has no texts before); nothing by default. */
  fallback?: ReactNode
  children?: ReactNode
}

// One language list read per client, however many providers mount it (StrictMode mounts effects twice).
const languagesRead = new WeakMap<Sportsbook, Promise<unknown>>()

function LanguagesAndCatalogs({
  i18n,
  catalogParts,
  fallback,
  children,
}: Required<Pick<SportsbookAppProviderProps, 'i18n' | 'catalogParts'>> &
  Pick<SportsbookAppProviderProps, 'fallback' | 'children'>) {
  const client = useSportsbook()
  useEffect(() => {
    // The server's languages (api/sysinit) fill the language list; the page language is picked among them.
    if (!languagesRead.has(client))
      languagesRead.set(
        client,
        client.language.init().catch(() => undefined),
      )
  }, [client])
  const ready = useLanguageCatalog(i18n, { parts: catalogParts })
  if (!ready) return <>{fallback}</>
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

/**
 * The one provider an app needs at its root: the SDK client and its state (as {@link SportsbookProvider}), the
 * server's language list read once (`client.language.init()`), and lingui's provider with the catalogue of the
 * SDK's language (core and betting parts by default) loaded, its server overrides applied, and loaded again at
 * every language change. Children render once the first catalogue is active, so no component shows a message id.
 */
export const SportsbookAppProvider = /* @__PURE__ */ Object.assign(
  function SportsbookAppProvider({
    client,
    i18n = defaultI18n,
    catalogParts = defaultParts,
    fallback = null,
    children,
  }: SportsbookAppProviderProps) {
    return (
      <SportsbookProvider client={client}>
        <LanguagesAndCatalogs i18n={i18n} catalogParts={catalogParts} fallback={fallback}>
          {children}
        </LanguagesAndCatalogs>
      </SportsbookProvider>
    )
  },
  { displayName: 'SportsbookAppProvider' },
)

const defaultParts: readonly CatalogPart[] = ['betting']
