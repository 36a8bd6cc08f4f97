import { loadCatalogPart } from '@sportsbook/ui'
import { lazy, Suspense } from 'react'
import { preloadPageFiles } from './page-files'
import { NotFoundPage } from './pages/not-found-page'
import { createHashRouter, type HashRouter, type RouteDefinition } from './routing'

// Every page is its own chunk: the first render of #/register downloads only the registration page.
type PageModule = NonNullable<RouteDefinition['page']>

/**
 * `name` is the page's module (`pages/<name>-page.tsx`, `pages/ops/<name>-page.tsx`; the home page is `index`):
 * the chunks it imports download beside it (the entry carries no table of them, see vite.js).
 */
const page =
  (name: string, load: PageModule): PageModule =>
  () => {
    preloadPageFiles(name)
    return load()
  }

// Betting pages wait for the betting part of the texts, which the registration page never downloads.
const bettingPage = (path: string, name: string, load: PageModule): RouteDefinition => ({
  path,
  page: page(name, load),
  loader: () => loadCatalogPart('betting'),
})

// The operator console's pages also wait for the operators' part, which no player's page downloads.
const opsPage = (path: string, name: string, load: PageModule): RouteDefinition => ({
  path,
  page: page(name, load),
  loader: () => Promise.all([loadCatalogPart('betting'), loadCatalogPart('operations')]),
})

const routes: RouteDefinition[] = [
  { path: '/', redirectTo: '/index' },
  bettingPage('/index', 'index', () => import('./pages/home-page')),
  { path: '/register', page: page('register', () => import('./pages/register-page')) },
  { path: '/register/$code', page: page('register', () => import('./pages/register-page')) },
  bettingPage('/reset', 'reset', () => import('./pages/reset-page')),
  bettingPage('/mini', 'mini', () => import('./pages/mini-page')),
  bettingPage('/match/$id', 'match', () => import('./pages/match-page')),
  bettingPage('/bets', 'bets', () => import('./pages/bets-page')),
  bettingPage('/results', 'results', () => import('./pages/results-page')),
  bettingPage('/wallet', 'wallet', () => import('./pages/wallet-page')),
  opsPage('/ops', 'ops', () => import('./pages/ops-page')),
  opsPage('/ops/risk', 'risk', () => import('./pages/ops/risk-page')),
  opsPage('/ops/report', 'report', () => import('./pages/ops/report-page')),
  bettingPage('/market', 'market', () => import('./pages/market-page')),
  bettingPage('/market/$id', 'bank', () => import('./pages/bank-page')),
  bettingPage('/games', 'games', () => import('./pages/games-page')),
  bettingPage('/games/fairness', 'fairness', () => import('./pages/fairness-page')),
  bettingPage('/games/$id', 'game', () => import('./pages/game-page')),
  bettingPage('/account', 'account', () => import('./pages/account-page')),
  bettingPage('/account/protection', 'protection', () => import('./pages/protection-page')),
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
