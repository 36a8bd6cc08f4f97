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
import { preloadPageFiles } from './page-files'
import { NotFoundPage } from './pages/not-found-page'

// Every page is its own chunk: the first render of #/register downloads only the registration page.
const rootRoute = createRootRoute({ component: AppShell })

type PageModule = Parameters<typeof lazyRouteComponent>[0]
/** `name` is the page's module (`pages/<name>-page.tsx`; the home page is `index`), for its files' preload. */
const pageComponent = (name: string, load: PageModule) =>
  lazyRouteComponent(() => {
    preloadPageFiles(name)
    return load()
  })

const page = (path: string, name: string, load: PageModule) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: pageComponent(name, load) })

// Betting pages wait for the betting part of the texts, which the registration page never downloads.
const bettingPage = (path: string, name: string, load: PageModule) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: () => loadCatalogPart('betting'),
    component: pageComponent(name, load),
  })

const routeTree = rootRoute.addChildren([
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    beforeLoad: () => {
      throw redirect({ to: '/index', replace: true })
    },
  }),
  bettingPage('/index', 'index', () => import('./pages/home-page')),
  page('/register', 'register', () => import('./pages/register-page')),
  page('/register/$code', 'register', () => import('./pages/register-page')),
  bettingPage('/mini', 'mini', () => import('./pages/mini-page')),
  bettingPage('/match/$id', 'match', () => import('./pages/match-page')),
  bettingPage('/bets', 'bets', () => import('./pages/bets-page')),
  bettingPage('/results', 'results', () => import('./pages/results-page')),
  bettingPage('/wallet', 'wallet', () => import('./pages/wallet-page')),
  bettingPage('/ops', 'ops', () => import('./pages/ops-page')),
  bettingPage('/market', 'market', () => import('./pages/market-page')),
  bettingPage('/market/$id', 'bank', () => import('./pages/bank-page')),
  bettingPage('/games', 'games', () => import('./pages/games-page')),
  bettingPage('/games/fairness', 'fairness', () => import('./pages/fairness-page')),
  bettingPage('/games/$id', 'game', () => import('./pages/game-page')),
  bettingPage('/account', 'account', () => import('./pages/account-page')),
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
