import { useLingui } from '@lingui/react'
import { siteMessages } from '@sportsbook/ui'
import { useSearch } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { MatchBrowser } from '../betting/match-browser'
import '../betting/styles'

const BetSlipDock = lazy(() => import('../betting/bet-slip-dock'))
// The benchmark's page: fake matches and a generated feed, no server (see betting/odds-bench.tsx).
const OddsBench = lazy(() => import('../betting/odds-bench'))

/** #/index: the matches (sports, live and upcoming, leagues, favourites, search) and the bet slip. */
export default function HomePage() {
  const { i18n } = useLingui()
  const search = useSearch({ strict: false }) as { bench?: unknown }
  if (search.bench !== undefined) {
    return (
      <Suspense fallback={null}>
        <OddsBench />
      </Suspense>
    )
  }
  return (
    <div className="sb-betting sb-betting--with-side sb-betting--with-slip">
      {/* The page's name for assistive technology: the layout shows the list, not a title. */}
      <h1 className="sb-visually-hidden">{i18n._(siteMessages.homePage)}</h1>
      <MatchBrowser variant="full" />
      <Suspense fallback={null}>
        <BetSlipDock />
      </Suspense>
    </div>
  )
}
