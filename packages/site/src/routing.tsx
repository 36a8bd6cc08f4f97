import {
  type AnchorHTMLAttributes,
  Component,
  type ComponentType,
  createContext,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react'

/**
 * The site's hash router (DESIGN.md section 3: hash history, every page its own chunk). It keeps to what the site
 * uses of a router: path patterns with `$param` segments, a page chunk and a loader awaited before the page
 * shows, a redirect, a not-found page, links that preload on intent and mark the active one, and the hooks pages
 * read. A general router cost the first render a fifth of its JavaScript (about 26 KB gzip) for features the
 * site never asked for.
 *
 * Addresses are `#/path?query`: the query's values read as TanStack Router read them before (numbers, booleans
 * and JSON texts parsed, other texts as they are), so `?bench=72` is a number and `?token=abc` a string.
 */

export interface RouteDefinition {
  /** `/match/$id`: static segments match case-insensitively, `$name` takes one segment. */
  path: string
  /** The page's chunk (its default export is the page). */
  page?: () => Promise<{ default: ComponentType }>
  /** What the page waits for besides its code (a part of the texts), run on every arrival and on preload. */
  loader?: () => Promise<unknown>
  /** Sends this address to another one, replacing it in the history. */
  redirectTo?: string
}

export interface RouterLocation {
  pathname: string
  /** The query of the address, parsed (see above). */
  search: Record<string, unknown>
  /** `pathname` with its query, as after the `#`. */
  href: string
}

interface RouterState {
  location: RouterLocation
  params: Record<string, string>
  /** The page, the not-found page, or the failure page when the page's code or its loader failed. */
  page: ComponentType
}

export interface NavigateOptions {
  /** A path, or a pattern filled in from `params`. */
  to: string
  params?: Record<string, string | number>
  replace?: boolean
}

export interface HashRouter {
  /** Resolves the address the window shows (page code and loader); the first render waits for it. */
  load(): Promise<void>
  navigate(options: NavigateOptions): Promise<void>
  /** Fetches a path's page code and runs its loader ahead of a navigation (links do it on intent). */
  preload(path: string): void
  /** Called after each page the router resolved is committed to the screen; returns the unsubscribe. */
  onRendered(listener: () => void): () => void
  readonly state: RouterState | undefined
  subscribe(listener: () => void): () => void
  /** For the provider: the commit of a state happened. */
  rendered(): void
  /** What shows where a page failed to load or to render. */
  readonly failure: ComponentType
  dispose(): void
}

const jsonStart = /^(?:\s|["[{\d-]|fa|nu|tr)/

/** One query value as the router before read it: `true`/`false`, canonical numbers, then JSON texts. */
function searchValue(text: string): unknown {
  if (!text) return ''
  if (text === 'false') return false
  if (text === 'true') return true
  if (Number(text) * 0 === 0 && `${Number(text)}` === text) return Number(text)
  if (!jsonStart.test(text)) return text
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export function parseSearch(query: string): Record<string, unknown> {
  const search: Record<string, unknown> = {}
  for (const [key, text] of new URLSearchParams(query)) {
    const value = searchValue(text)
    const previous = search[key]
    search[key] =
      previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  return search
}

/** The path and query after the `#` (up to a second `#`), `/` when there is none; no trailing slash. */
export function hrefOfHash(hash: string): string {
  const end = hash.indexOf('#', 1)
  const href = hash.slice(1, end < 0 ? undefined : end) || '/'
  const [path = '/', query] = splitHref(href)
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
  return query === undefined ? trimmed : `${trimmed}?${query}`
}

function splitHref(href: string): [string, string | undefined] {
  const at = href.indexOf('?')
  return at < 0 ? [href, undefined] : [href.slice(0, at), href.slice(at + 1)]
}

function locationOf(href: string): RouterLocation {
  const [pathname, query = ''] = splitHref(href)
  return { pathname, search: parseSearch(query), href }
}

/** `/market/$id` with `{ id: 7 }` is `/market/7`. */
export function fillPath(pattern: string, params: NavigateOptions['params'] = {}): string {
  return pattern.replace(/\$([A-Za-z_]\w*)/g, (whole, name: string) =>
    params[name] === undefined ? whole : encodeURIComponent(String(params[name])),
  )
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** The route a path shows and its params; a static segment wins over a param in the same place. */
export function matchRoute(
  routes: readonly RouteDefinition[],
  pathname: string,
): { route: RouteDefinition; params: Record<string, string> } | undefined {
  const segments = segmentsOf(pathname)
  let best: { route: RouteDefinition; params: Record<string, string>; rank: string } | undefined
  for (const route of routes) {
    const pattern = segmentsOf(route.path)
    if (pattern.length !== segments.length) continue
    const params: Record<string, string> = {}
    let rank = ''
    let matches = true
    for (const [index, part] of pattern.entries()) {
      const segment = segments[index] as string
      if (part.startsWith('$')) {
        try {
          params[part.slice(1)] = decodeURIComponent(segment)
        } catch {
          params[part.slice(1)] = segment
        }
        rank += '0'
      } else if (part.toLowerCase() === segment.toLowerCase()) {
        rank += '1'
      } else {
        matches = false
        break
      }
    }
    if (matches && (!best || rank > best.rank)) best = { route, params, rank }
  }
  return best && { route: best.route, params: best.params }
}

/** Whether a link to `to` is the current page: the same path, or (unless exact) a path under it. */
export function isActivePath(pathname: string, to: string, exact = false): boolean {
  const current = segmentsOf(pathname.toLowerCase())
  const target = segmentsOf(to.toLowerCase())
  if (exact ? current.length !== target.length : current.length < target.length) return false
  return target.every((segment, index) => current[index] === segment)
}

const reloadKey = 'sportsbook:page-reload'
const missingChunk =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i

/**
 * After a release the old page chunks are gone: a page whose code cannot be fetched reloads the site once per
 * address, which fetches the new entry. True when it reloads.
 */
function forgetReload(): void {
  try {
    sessionStorage.removeItem(reloadKey)
  } catch {
    // storage refused: nothing was kept
  }
}

function reloadedOnce(href: string, error: unknown): boolean {
  if (!(error instanceof Error) || !missingChunk.test(error.message)) return false
  try {
    if (sessionStorage.getItem(reloadKey) === href) return false
    sessionStorage.setItem(reloadKey, href)
  } catch {
    return false
  }
  window.location.reload()
  return true
}

export function createHashRouter({
  routes,
  notFound,
  failure,
}: {
  routes: readonly RouteDefinition[]
  notFound: ComponentType
  failure: ComponentType
}): HashRouter {
  const pages = new Map<RouteDefinition, Promise<ComponentType>>()
  const listeners = new Set<() => void>()
  const renderedListeners = new Set<() => void>()
  let state: RouterState | undefined
  let latest = 0
  let requested: string | undefined
  let committed = false

  const pageOf = (route: RouteDefinition): Promise<ComponentType> => {
    let page = pages.get(route)
    if (!page) {
      const loading = route.page ? route.page().then((module) => module.default) : Promise.resolve(notFound)
      page = loading
      // A failed download is tried again at the next arrival.
      loading.catch(() => pages.delete(route))
      pages.set(route, loading)
    }
    return page
  }

  const prepare = (route: RouteDefinition) =>
    Promise.all([pageOf(route), route.loader?.()]).then(([page]) => page)

  async function go(href: string): Promise<void> {
    const id = ++latest
    requested = href
    const location = locationOf(href)
    const matched = matchRoute(routes, location.pathname)
    if (matched?.route.redirectTo) {
      const to = matched.route.redirectTo
      window.history.replaceState(window.history.state, '', `#${to}`)
      return go(to)
    }
    let page = notFound
    if (matched) {
      try {
        page = await prepare(matched.route)
        forgetReload()
      } catch (error) {
        if (id === latest && reloadedOnce(href, error)) return
        console.error(error)
        page = failure
      }
    }
    // A later navigation started meanwhile: it shows, not this one.
    if (id !== latest) return
    state = { location, params: matched?.params ?? {}, page }
    committed = false
    for (const listener of listeners) listener()
  }

  const currentHref = () => hrefOfHash(window.location.hash)
  // Back, forward, and plain `#/...` anchors (navigate's own pushState fires no event).
  const onPopState = () => {
    if (currentHref() !== requested) void go(currentHref())
  }
  window.addEventListener('popstate', onPopState)

  return {
    load: () => go(currentHref()),
    navigate({ to, params, replace }) {
      const href = fillPath(to, params)
      // The same address again is no new history entry.
      if (replace || href === currentHref()) window.history.replaceState(window.history.state, '', `#${href}`)
      else window.history.pushState(null, '', `#${href}`)
      return go(href)
    },
    preload(path) {
      const matched = matchRoute(routes, splitHref(path)[0])
      if (matched && !matched.route.redirectTo) prepare(matched.route).catch(() => undefined)
    },
    onRendered(listener) {
      renderedListeners.add(listener)
      return () => renderedListeners.delete(listener)
    },
    get state() {
      return state
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    rendered() {
      if (committed) return
      committed = true
      // A new page starts at the top, as links do between documents.
      window.scrollTo(0, 0)
      for (const listener of [...renderedListeners]) listener()
    },
    failure,
    dispose() {
      window.removeEventListener('popstate', onPopState)
      listeners.clear()
      renderedListeners.clear()
    },
  }
}

const RouterContext = createContext<HashRouter | null>(null)

function useRouter(): HashRouter {
  const router = useContext(RouterContext)
  if (!router) throw new Error('the router hooks need RouterProvider')
  return router
}

function useRouterState(): RouterState {
  const router = useRouter()
  const state = useSyncExternalStore(router.subscribe, () => router.state)
  if (!state) throw new Error('RouterProvider renders once the router has loaded')
  return state
}

/** Renders `root` (the layout, whose Outlet shows the page) once the router has resolved an address. */
export function RouterProvider({ router, root: Root }: { router: HashRouter; root: ComponentType }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state)
  useEffect(() => {
    if (state) router.rendered()
  }, [router, state])
  if (!state) return null
  return (
    <RouterContext.Provider value={router}>
      <Root />
    </RouterContext.Provider>
  )
}

interface BoundaryProps {
  fallback: ComponentType
  /** A new address clears a page's failure. */
  resetKey: string
  children: ReactNode
}

/** A page that throws while rendering is replaced by the failure page; the shell around it stays. */
class PageBoundary extends Component<BoundaryProps, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey }
  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey }
  }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }
  override render() {
    const Fallback = this.props.fallback
    return this.state.failed ? <Fallback /> : this.props.children
  }
}

/** The page of the current address (the not-found page when none matches, the failure page when it failed). */
export function Outlet() {
  const router = useRouter()
  const { page: Page, location } = useRouterState()
  return (
    <PageBoundary fallback={router.failure} resetKey={location.href}>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </PageBoundary>
  )
}

export function useLocation(): RouterLocation {
  return useRouterState().location
}

/** The current page's path params (`{ id }` of `/match/$id`). */
export function useParams(_options?: { strict: false }): Record<string, string> {
  return useRouterState().params
}

/** The current address's query, parsed. */
export function useSearch(_options?: { strict: false }): Record<string, unknown> {
  return useRouterState().location.search
}

export function useNavigate(): HashRouter['navigate'] {
  return useRouter().navigate
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string
  params?: NavigateOptions['params']
  replace?: boolean
  /** Props the link takes while it is the current page (else the class `active`). */
  activeProps?: AnchorHTMLAttributes<HTMLAnchorElement> & Record<`data-${string}`, string>
  /** `exact`: active on this very path only, not on the paths under it. */
  activeOptions?: { exact?: boolean }
}

const preloadDelayMs = 50

/**
 * A link to a page of the site: `href="#/path"`, a plain click navigates without reloading, and hovering, focusing
 * or touching it fetches the page ahead. The current page's link carries `aria-current="page"` and
 * `data-status="active"`.
 */
export function Link({
  to,
  params,
  replace,
  activeProps,
  activeOptions,
  className,
  onClick,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onTouchStart,
  ...rest
}: LinkProps) {
  const router = useRouter()
  const { pathname } = useRouterState().location
  const path = fillPath(to, params)
  const active = isActivePath(pathname, splitHref(path)[0], activeOptions?.exact)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const { className: activeClass, ...activeRest } = active ? (activeProps ?? { className: 'active' }) : {}
  const classes = [className, activeClass].filter(Boolean).join(' ') || undefined
  return (
    <a
      {...rest}
      {...(active ? { 'data-status': 'active', 'aria-current': 'page' as const } : {})}
      {...activeRest}
      className={classes}
      href={`#${path}`}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event)
        const plain =
          event.button === 0 &&
          !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
          (!rest.target || rest.target === '_self')
        if (event.defaultPrevented || !plain) return
        event.preventDefault()
        void router.navigate({ to: path, replace })
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => router.preload(path), preloadDelayMs)
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event)
        clearTimeout(timer.current)
      }}
      onFocus={(event) => {
        onFocus?.(event)
        router.preload(path)
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event)
        router.preload(path)
      }}
    />
  )
}
