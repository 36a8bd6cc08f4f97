import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  createHashRouter,
  fillPath,
  type HashRouter,
  hrefOfHash,
  isActivePath,
  Link,
  matchRoute,
  Outlet,
  parseSearch,
  type RouteDefinition,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
  useSearch,
} from './routing'

describe('addresses', () => {
  it('reads the query as the router before did: numbers, booleans and JSON parsed, other texts kept', () => {
    expect(parseSearch('bench=72&run=0&token=abc&flag=true&list=[1,2]&empty=&hex=12ab&neg=-3')).toEqual({
      bench: 72,
      run: 0,
      token: 'abc',
      flag: true,
      list: [1, 2],
      empty: '',
      hex: '12ab',
      neg: -3,
    })
    expect(parseSearch('a=1&a=x')).toEqual({ a: [1, 'x'] })
  })

  it('takes the path and query after the #, without a trailing slash', () => {
    expect(hrefOfHash('')).toBe('/')
    expect(hrefOfHash('#/register?code=AB')).toBe('/register?code=AB')
    expect(hrefOfHash('#/wallet/')).toBe('/wallet')
    expect(hrefOfHash('#/match/7#odds')).toBe('/match/7')
  })

  it('matches static segments before params, case-insensitively, and decodes params', () => {
    const routes: RouteDefinition[] = [
      { path: '/games/$id' },
      { path: '/games/fairness' },
      { path: '/index' },
    ]
    expect(matchRoute(routes, '/games/fairness')?.route.path).toBe('/games/fairness')
    expect(matchRoute(routes, '/games/12')).toMatchObject({
      route: { path: '/games/$id' },
      params: { id: '12' },
    })
    expect(matchRoute(routes, '/games/a%20b')?.params).toEqual({ id: 'a b' })
    expect(matchRoute(routes, '/INDEX')?.route.path).toBe('/index')
    expect(matchRoute(routes, '/games')).toBeUndefined()
    expect(fillPath('/market/$id', { id: 7 })).toBe('/market/7')
  })

  it('a link is active on its path and the paths under it, or on its path only when exact', () => {
    expect(isActivePath('/market/3', '/market')).toBe(true)
    expect(isActivePath('/marketing', '/market')).toBe(false)
    expect(isActivePath('/ops/risk', '/ops', true)).toBe(false)
    expect(isActivePath('/ops', '/ops', true)).toBe(true)
  })
})

function Shell() {
  const { pathname } = useLocation()
  return (
    <div data-testid="shell" data-path={pathname}>
      <Link to="/index" activeProps={{ 'data-state': 'active' }}>
        Home
      </Link>
      <Link to="/match/$id" params={{ id: 5 }}>
        Match five
      </Link>
      <Outlet />
    </div>
  )
}

function HomePage() {
  const search = useSearch({ strict: false })
  const navigate = useNavigate()
  return (
    <section>
      home {JSON.stringify(search)}
      <button type="button" onClick={() => void navigate({ to: '/match/$id', params: { id: '9' } })}>
        go
      </button>
    </section>
  )
}

function MatchPage() {
  const { id } = useParams({ strict: false })
  return <section>match {id}</section>
}

describe('the hash router', () => {
  let router: HashRouter
  let releaseTexts: () => void = () => {}
  let loaderCalls = 0

  beforeEach(() => {
    window.history.replaceState(null, '', '/#/')
    loaderCalls = 0
    router = createHashRouter({
      routes: [
        { path: '/', redirectTo: '/index' },
        { path: '/index', page: async () => ({ default: HomePage }) },
        {
          path: '/match/$id',
          page: async () => ({ default: MatchPage }),
          loader: () => {
            loaderCalls += 1
            return new Promise<void>((resolve) => {
              releaseTexts = resolve
            })
          },
        },
      ],
      notFound: () => <section>not found</section>,
      failure: () => <section>failed</section>,
    })
  })
  afterEach(() => {
    cleanup()
    router.dispose()
  })

  async function mount() {
    await router.load()
    render(<RouterProvider router={router} root={Shell} />)
  }

  it('redirects / to /index, shows the page with the parsed query, and marks the active link', async () => {
    window.history.replaceState(null, '', '/#/')
    await mount()
    expect(window.location.hash).toBe('#/index')
    expect(screen.getByText(/^home/).textContent).toBe('home {}go')
    const home = screen.getByRole('link', { name: 'Home' })
    expect(home.getAttribute('href')).toBe('#/index')
    expect(home.getAttribute('aria-current')).toBe('page')
    expect(home.getAttribute('data-state')).toBe('active')
    expect(screen.getByRole('link', { name: 'Match five' }).hasAttribute('aria-current')).toBe(false)
  })

  it('keeps the current page until the next one and its loader are ready, then shows it', async () => {
    window.history.replaceState(null, '', '/#/index?bench=72')
    await mount()
    expect(screen.getByText(/^home/).textContent).toBe('home {"bench":72}go')
    let rendered = 0
    router.onRendered(() => {
      rendered += 1
    })
    fireEvent.click(screen.getByRole('button', { name: 'go' }))
    expect(window.location.hash).toBe('#/match/9')
    await act(async () => {})
    // The texts the page waits for have not arrived: the home page stays.
    expect(screen.getByText(/^home/).isConnected).toBe(true)
    expect(rendered).toBe(0)
    await act(async () => releaseTexts())
    expect(screen.getByText('match 9').isConnected).toBe(true)
    expect(screen.getByTestId('shell').getAttribute('data-path')).toBe('/match/9')
    expect(rendered).toBe(1)
    expect(loaderCalls).toBe(1)
  })

  it('follows a link click, a plain #/ anchor (popstate) and an unknown address', async () => {
    window.history.replaceState(null, '', '/#/index')
    await mount()
    fireEvent.click(screen.getByRole('link', { name: 'Match five' }))
    await act(async () => releaseTexts())
    expect(screen.getByText('match 5').isConnected).toBe(true)
    expect(window.location.hash).toBe('#/match/5')

    await act(async () => {
      window.history.pushState(null, '', '/#/nowhere')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.getByText('not found').isConnected).toBe(true)

    await act(async () => {
      window.history.pushState(null, '', '/#/index')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.getByText(/^home/).isConnected).toBe(true)
  })

  it('shows the later of two navigations when the earlier one resolves last', async () => {
    window.history.replaceState(null, '', '/#/index')
    await mount()
    fireEvent.click(screen.getByRole('link', { name: 'Match five' }))
    const slow = releaseTexts
    await act(async () => {
      await router.navigate({ to: '/index' })
    })
    await act(async () => slow())
    expect(screen.getByText(/^home/).isConnected).toBe(true)
    expect(window.location.hash).toBe('#/index')
  })

  it('a page that throws shows the failure page inside the shell', async () => {
    function Broken(): never {
      throw new Error('broken page')
    }
    router.dispose()
    window.history.replaceState(null, '', '/#/broken')
    router = createHashRouter({
      routes: [{ path: '/broken', page: async () => ({ default: Broken }) }],
      notFound: () => null,
      failure: () => <section>failed</section>,
    })
    const error = console.error
    console.error = () => {}
    try {
      await mount()
    } finally {
      console.error = error
    }
    expect(screen.getByText('failed').isConnected).toBe(true)
    expect(screen.getByTestId('shell').isConnected).toBe(true)
  })
})
