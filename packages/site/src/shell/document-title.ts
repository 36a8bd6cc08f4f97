import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { siteMessages } from '@sportsbook/ui'
import { useEffect } from 'react'

// The first part of the address names the page; the order matters only where one prefix starts another.
const pageNames: readonly (readonly [prefix: string, name: MessageDescriptor])[] = [
  ['/index', siteMessages.homePage],
  ['/mini', siteMessages.miniPage],
  ['/match/', siteMessages.matchPage],
  ['/bets', siteMessages.betsPage],
  ['/results', siteMessages.resultsPage],
  ['/wallet', siteMessages.walletPage],
  ['/market', siteMessages.marketPage],
  ['/games', siteMessages.gamesPage],
  ['/account', siteMessages.accountPage],
  ['/register', siteMessages.registerPage],
  ['/reset', siteMessages.resetPage],
  ['/ops', siteMessages.opsPage],
]

/** The name of the page at `pathname`: an address no page answers is the not-found page. */
function pageNameOf(pathname: string): MessageDescriptor {
  const found = pageNames.find(([prefix]) =>
    prefix.endsWith('/')
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  )
  return found ? found[1] : siteMessages.notFound
}

/**
 * The tab's title names the page and the brand in the player's language ("My bets · Apex Sports"), and follows
 * every page and language change; index.html's title, the brand's own, shows until the first render.
 */
export function useDocumentTitle(pathname: string, brandName: string): void {
  const { i18n } = useLingui()
  const pageName = i18n._(pageNameOf(pathname))
  useEffect(() => {
    document.title = `${pageName} · ${brandName}`
  }, [pageName, brandName])
}
