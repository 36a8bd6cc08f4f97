import { loadCatalogPart } from '@sportsbook/ui'
import { lazy, Suspense } from 'react'
import { NotFoundPage } from './pages/not-found-page'
import { createHashRouter, type HashRouter, type RouteDefinition } from './routing'

// Every page is its own chunk: the first render of #/register downloads only the registration page.
type Page = RouteDefinition['page']

// Betting pages wait for the betting part of the texts, which the registration page never downloads.
const bettingPage = (path: string, page: Page): RouteDefinition => ({
  path,
  page,
  loader: () => loadCatalogPart('betting'),
})

// The operator console's pages also wait for the operators' part, which no player's page downloads.
const opsPage = (path: string, page: Page): RouteDefinition => ({
  path,
  page,
  loader: () => Promise.all([loadCatalogPart('betting'), loadCatalogPart('operations')]),
})

const routes: RouteDefinition[] = [
  { path: '/', redirectTo: '/index' },
  bettingPage('/index', () => import('./pages/home-page')),
  { path: '/register', page: () => import('./pages/register-page') },
  { path: '/register/$code', page: () => import('./pages/register-page') },
  bettingPage('/reset', () => import('./pages/reset-page')),
  bettingPage('/mini', () => import('./pages/mini-page')),
  bettingPage('/match/$id', () => import('./pages/match-page')),
  bettingPage('/bets', () => import('./pages/bets-page')),
  bettingPage('/results', () => import('./pages/results-page')),
  bettingPage('/wallet', () => import('./pages/wallet-page')),
  opsPage('/ops', () => import('./pages/ops-page')),
  opsPage('/ops/risk', () => import('./pages/ops/risk-page')),
  opsPage('/ops/report', () => import('./pages/ops/report-page')),
  bettingPage('/market', () => import('./pages/market-page')),
  bettingPage('/market/$id', () => import('./pages/bank-page')),
  bettingPage('/games', () => import('./pages/games-page')),
  bettingPage('/games/fairness', () => import('./pages/fairness-page')),
  bettingPage('/games/$id', () => import('./pages/game-page')),
  bettingPage('/account', () => import('./pages/account-page')),
  bettingPage('/account/protection', () => import('./pages/protection-page')),
]

// Only when a page failed: its code is not part of the first render.
const PageFailedLazy = lazy(() => import('./shell/page-failed'))
function PageFailed() {
  return (
    <Suspense fallback={null}>
      <PageFailedLazy />
    </Suspense>
  )
}

/** The site's router: hash history (DESIGN.md section 3); an unknown address shows the not-found page. */
export function createSiteRouter(): HashRouter {
  return createHashRouter({ routes, notFound: NotFoundPage, failure: PageFailed })
}

export type SiteRouter = HashRouter
