import { loadCatalogPart } from '@sportsbook/ui'
import {
  createHashHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router'
import { AppShell } from './app-shell'
import { NotFoundPage } from './pages/not-found-page'

// Every page is its own chunk: the first render of #/register downloads only the registration page.
const rootRoute = createRootRoute({ component: AppShell })

const page = (path: string, load: Parameters<typeof lazyRouteComponent>[0], name = 'default') =>
  createRoute({ getParentRoute: () => rootRoute, path, component: lazyRouteComponent(load, name) })

// The pages that read server data sit in a layout with the query cache; its code loads beside their texts.
const dataRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'data',
  component: lazyRouteComponent(() => import('./betting/site-queries')),
})

// Betting pages wait for the betting part of the texts, which the registration page never downloads.
const bettingPage = (path: string, load: Parameters<typeof lazyRouteComponent>[0]) =>
  createRoute({
    getParentRoute: () => dataRoute,
    path,
    loader: () => loadCatalogPart('betting'),
    component: lazyRouteComponent(load),
  })

// The operator console's pages also wait for the operators' part, which no player's page downloads.
const opsPage = (path: string, load: Parameters<typeof lazyRouteComponent>[0]) =>
  createRoute({
    getParentRoute: () => dataRoute,
    path,
    loader: () => Promise.all([loadCatalogPart('betting'), loadCatalogPart('operations')]),
    component: lazyRouteComponent(load),
  })

const routeTree = rootRoute.addChildren([
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    beforeLoad: () => {
      throw redirect({ to: '/index', replace: true })
    },
  }),
  page('/register', () => import('./pages/register-page')),
  page('/register/$code', () => import('./pages/register-page')),
  dataRoute.addChildren([
    bettingPage('/index', () => import('./pages/home-page')),
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
  ]),
])

/** The site's router: hash history (DESIGN.md section 3); an unknown address shows the not-found page. */
export function createSiteRouter() {
  return createRouter({
    routeTree,
    history: createHashHistory(),
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
  })
}

export type SiteRouter = ReturnType<typeof createSiteRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: SiteRouter
  }
}
