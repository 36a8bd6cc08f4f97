import { useLingui } from '@lingui/react'
import { siteMessages } from '@sportsbook/ui'
import { lazy, Suspense } from 'react'
import { MatchBrowser } from '../betting/match-browser'
import '../betting/styles'

const BetSlipDock = lazy(() => import('../betting/bet-slip-dock'))

/** #/mini: the embedded mini mode (spec section 2): the same live list, one market per row, the slip as a drawer. */
export default function MiniPage() {
  const { i18n } = useLingui()
  return (
    <div className="sb-betting sb-betting--mini">
      <h1 className="sb-visually-hidden">{i18n._(siteMessages.miniPage)}</h1>
      <MatchBrowser variant="mini" />
      <Suspense fallback={null}>
        <BetSlipDock drawerOnly />
      </Suspense>
    </div>
  )
}
