import { useLingui } from '@lingui/react'
import { siteMessages } from '@sportsbook/ui'
import { Link } from '@tanstack/react-router'

// Core texts only: the navigation shows on pages that never load the betting part of the catalogs.
const links = [
  { to: '/index', label: siteMessages.homePage },
  { to: '/bets', label: siteMessages.betsPage },
  { to: '/results', label: siteMessages.resultsPage },
  { to: '/wallet', label: siteMessages.walletPage },
  { to: '/games', label: siteMessages.gamesPage },
  { to: '/market', label: siteMessages.marketPage },
  { to: '/account', label: siteMessages.settingsPage },
] as const

/** The site's main navigation, on every page but the embedded mini mode (issue 11: a 404 page keeps it too). */
export function SiteNav() {
  const { i18n } = useLingui()
  return (
    <nav className="sb-site-nav" aria-label={i18n._(siteMessages.mainNavigation)}>
      {links.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className="sb-site-nav__link"
          activeProps={{ 'aria-current': 'page', 'data-state': 'active' }}
        >
          {i18n._(link.label)}
        </Link>
      ))}
    </nav>
  )
}
