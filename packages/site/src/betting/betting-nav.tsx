import { useLingui } from '@lingui/react'
import { bettingMessages, siteMessages } from '@sportsbook/ui'
import { Link } from '@tanstack/react-router'

/** The betting pages' own links: matches, my bets, results, settings (the header holds the account itself). */
export function BettingNav() {
  const { i18n } = useLingui()
  const links = [
    { to: '/index', label: i18n._(siteMessages.homePage) },
    { to: '/bets', label: i18n._(siteMessages.betsPage) },
    { to: '/results', label: i18n._(bettingMessages.results) },
    { to: '/account', label: i18n._(bettingMessages.settings) },
  ] as const
  return (
    <nav className="sb-betting-nav" aria-label={i18n._(bettingMessages.bettingPages)}>
      {links.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className="sb-betting-nav__link"
          activeProps={{ 'aria-current': 'page', 'data-state': 'active' }}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  )
}
