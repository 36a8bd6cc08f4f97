import { useLingui } from '@lingui/react'
import { cashierMessages, operationsMessages } from '@sportsbook/ui'
import { Link } from '@tanstack/react-router'

const sections = [
  { to: '/ops', label: operationsMessages.reviews },
  { to: '/ops/risk', label: operationsMessages.risk },
  { to: '/ops/report', label: operationsMessages.report },
] as const

/** The operator console's title and its sections (reviews, risk, daily report), on each of its pages. */
export function OpsNav() {
  const { i18n } = useLingui()
  return (
    <header className="sb-ops-nav">
      <h1 className="sb-wallet__title">{i18n._(cashierMessages.opsPage)}</h1>
      <nav aria-label={i18n._(operationsMessages.navigation)}>
        <ul className="sb-ops-nav__list">
          {sections.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                className="sb-ops-nav__link"
                activeOptions={{ exact: true }}
                activeProps={{ 'aria-current': 'page', 'data-state': 'active' }}
              >
                {i18n._(section.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
