import { useLingui } from '@lingui/react'
import { siteMessages } from '@sportsbook/ui'
import { Link } from '@tanstack/react-router'

/**
 * An address no route matches: it says so (never that the page is coming) and leads back to the matches; the
 * shell's header and navigation stay around it. Imported by the router itself, not lazily: the router renders a
 * not-found component without loading it first, and a lazy one suspended on a promise made during render.
 */
export function NotFoundPage() {
  const { i18n } = useLingui()
  return (
    <section className="sb-page-message" data-state="not-found">
      <div className="sb-page-message__panel">
        <h1 className="sb-page-message__title">{i18n._(siteMessages.notFound)}</h1>
        <p>{i18n._(siteMessages.notFoundText)}</p>
        <Link className="sb-button sb-button--secondary" to="/index">
          {i18n._(siteMessages.backHome)}
        </Link>
      </div>
    </section>
  )
}
