import { type Api, createGroupApi } from './api/create-api'
import { createLazyApi } from './api/lazy-api'
import { type BalanceStore, createBalanceStore } from './balance/balance-store'
import { type BetSlipStore, createBetSlipStore } from './bet-slip/bet-slip-store'
import { lazyFacade } from './bet-slip/lazy-facade'
import { createEmitter, type Emitter } from './core/emitter'
import { createStore, type ReadableStore } from './core/store'
import type { SportsbookEvents } from './events'
import { createGameActions, type GameActions } from './games/game-actions'
import { initialLanguageState, type LanguageOptions, type LanguageState } from './language/language-state'
import type { LiveFeedEvent, LiveOddsStore } from './live-odds/live-odds-types'
import { createMarketActions, type MarketActions } from './market/market-actions'
import { createNoticeFeed, type NoticeFeed } from './notices/notice-feed'
import { createOddsFormatStore, type OddsFormatStore } from './odds/odds-format-store'
import type { BalanceEntry } from './protocol'
import type { Catalogue, CatalogueGroup } from './protocol/catalogue'
import type { LocationAdapter, SessionController } from './session/session-controller'
import { idleSession, type SessionState } from './session/session-state'
import { createSportsbookSockets, type SportsbookSockets } from './sockets/sportsbook-sockets'
import type { SportsbookCore } from './sportsbook-core'
import { memoryStorage, type StorageAdapter, webStorage } from './storage'
import { createWalletActions, type WalletActions } from './wallet/wallet-actions'

export interface SportsbookConfig {
  /** The API base: paths of the catalogue resolve against it. */
  baseUrl: string
  /** Where the sockets connect; the API base by default. */
  socketUrl?: string
  /** Local storage: the browser's `localStorage` by default, memory elsewhere. */
  storage?: StorageAdapter
  /** Session storage: the browser's `sessionStorage` by default, memory elsewhere. */
  sessionStorage?: StorageAdapter
  brand: { channel: string }
  language?: LanguageOptions
  fetch?: typeof fetch
  userAgent?: string
  location?: LocationAdapter
  /** `auto` runs AES in `crypto.subtle` where the page has it and in crypto-js elsewhere. */
  cipher?: 'auto' | 'subtle' | 'crypto-js'
  /** The HTTP time-out; 25,000 ms by default (spec section 9). */
  timeoutMs?: number
  /** Open the main live socket after each login (default true). */
  connectMainSocketOnLogin?: boolean
  /** Waits before each automatic retry of an order after a network failure or time-out (default `[1000]`). */
  betSlip?: { retryDelaysMs?: number[] }
}

type SessionActions = Omit<SessionController, 'handleForbidden' | 'dispose'>

export interface Sportsbook {
  session: ReadableStore<SessionState> & SessionActions
  balance: BalanceStore
  language: ReadableStore<LanguageState> & {
    set(code: string): Promise<string>
    /** Loads the server's languages (`api/sysinit`) and picks the page language (spec section 9). */
    init(): Promise<string>
  }
  /** The bet slip: picks, stakes, returns, the reasons a bet cannot be placed, placement. */
  betSlip: BetSlipStore
  /** Live prices, match statuses and scores from the match socket, one subscription per selection. */
  liveOdds: LiveOddsStore
  /** The player's odds format, kept in local storage (`oddsFormat`). */
  oddsFormat: OddsFormatStore
  /** Deposits, transfers, withdrawals and loans, each with an idempotency key kept across reloads. */
  wallet: WalletActions
  /** Opening, funding and betting against peer-market banks, each with an idempotency key kept across reloads. */
  market: MarketActions
  /** Game wallet transfers, launches and red envelope claims, each with an idempotency key kept across reloads. */
  games: GameActions
  /** The notices, kept current by the main socket's `notice` push and read again after every reconnect. */
  notices: NoticeFeed
  events: Emitter<SportsbookEvents>
  api: Api
  sockets: SportsbookSockets
  /** The answer of `api/sysinit`, read once and shared. */
  sysinit(): Promise<Sysinit>
  /** Stops listening to other tabs and closes both sockets. */
  dispose(): void
}

/** What the SDK needs of `api/sysinit`; the server sends more (agreement, captcha settings). */
export interface Sysinit {
  languages?: { code: string; name: string; path: string }[]
  currencies?: { currencyCode: string; scale: number }[]
  [key: string]: unknown
}

const sessionActionNames = [
  'start',
  'register',
  'login',
  'loginWithPassCode',
  'tryPlay',
  'authLogin',
  'logout',
  'resetPassword',
  'changePassword',
  'switchAccount',
  'addAccount',
  'refreshUser',
  'savedAccounts',
  'removeSavedAccount',
  'isSavingAccounts',
  'setSavingAccounts',
  'lastAccount',
] as const satisfies readonly (keyof SessionActions)[]

function browserLocation(): LocationAdapter {
  const location = globalThis.location as Location | undefined
  return {
    replace: (url) => location?.replace(url),
    reload: () => location?.reload(),
  }
}

function defaultStorage(kind: 'localStorage' | 'sessionStorage'): StorageAdapter {
  const target = globalThis as unknown as Partial<Record<typeof kind, Storage>> & {
    addEventListener?: Window['addEventListener']
    removeEventListener?: Window['removeEventListener']
  }
  try {
    const storage = target[kind]
    if (storage) return webStorage(storage, target.addEventListener ? (target as Window) : undefined)
  } catch {
    // Storage can throw when the browser blocks it (private modes, sandboxed frames).
  }
  return memoryStorage()
}

/**
 * Makes the client. Stores, events and the typed API exist at once; the call layer, ciphers and session machine
 * arrive with the first call that needs them (`sportsbook-core`), so a page renders before they download.
 */
export function createSportsbook(config: SportsbookConfig): Sportsbook {
  const storage = config.storage ?? defaultStorage('localStorage')
  const sessionStorage = config.sessionStorage ?? defaultStorage('sessionStorage')
  const events = createEmitter<SportsbookEvents>()
  const sessionStore = createStore<SessionState>(idleSession)
  const languageStore = createStore<LanguageState>(initialLanguageState(config.language ?? {}))
  const fetchImpl = config.fetch ?? globalThis.fetch.bind(globalThis)

  let corePromise: Promise<SportsbookCore> | null = null
  const core = (): Promise<SportsbookCore> => {
    corePromise ??= import('./sportsbook-core').then(({ createCore }) =>
      createCore({
        baseUrl: config.baseUrl,
        channel: config.brand.channel,
        fetch: fetchImpl,
        userAgent: config.userAgent,
        timeoutMs: config.timeoutMs,
        cipher: config.cipher ?? 'auto',
        storage,
        sessionStorage,
        events,
        sessionStore,
        location: config.location ?? browserLocation(),
        language: () => languageStore.getState().code,
        afterLogin,
        afterLogout,
        languageFlow: {
          store: languageStore,
          storage,
          session: sessionStore,
          events,
          options: config.language ?? {},
          fetchText: async (path) => (await fetchImpl(new URL(path, config.baseUrl))).text(),
          clearBetSlip: () => betSlip.clear(),
          tellMainSocket: (code) => sockets.main.emit('language', { lang: code }),
        },
      }),
    )
    // A failed download (offline) is tried again by the next call rather than remembered.
    corePromise.catch(() => {
      corePromise = null
    })
    return corePromise
  }
  // Each catalogue section is its own chunk: a page downloads the sections it calls, with the core.
  const sections: { [G in CatalogueGroup]: () => Promise<Catalogue[G]> } = {
    session: () => import('./protocol/catalogue/session').then((module) => module.sessionPaths),
    loan: () => import('./protocol/catalogue/loan').then((module) => module.loanPaths),
    matches: () => import('./protocol/catalogue/matches').then((module) => module.matchesPaths),
    bets: () => import('./protocol/catalogue/bets').then((module) => module.betsPaths),
    market: () => import('./protocol/catalogue/market').then((module) => module.marketPaths),
    wallet: () => import('./protocol/catalogue/wallet').then((module) => module.walletPaths),
    games: () => import('./protocol/catalogue/games').then((module) => module.gamesPaths),
    misc: () => import('./protocol/catalogue/misc').then((module) => module.miscPaths),
  }
  const loadedSections = new Map<string, Promise<Api[CatalogueGroup]>>()
  const api = createLazyApi(async (group) => {
    if (!Object.hasOwn(sections, group)) return undefined
    let loaded = loadedSections.get(group)
    if (!loaded) {
      const section = group as CatalogueGroup
      loaded = Promise.all([core(), sections[section]()]).then(
        ([{ calls }, paths]) => createGroupApi(calls, paths as Catalogue[typeof section]),
        (error: unknown) => {
          loadedSections.delete(group) // a failed download is tried again by the next call
          throw error
        },
      )
      loadedSections.set(group, loaded)
    }
    return loaded
  })

  let sysinitAnswer: Promise<Sysinit> | null = null
  const sysinit = () => {
    sysinitAnswer ??= (core().then((loaded) => loaded.sysinit()) as Promise<Sysinit>).catch((error) => {
      sysinitAnswer = null
      throw error
    })
    return sysinitAnswer
  }
  const scales = new Map<string, number>()
  const balance = createBalanceStore({
    api,
    session: sessionStore,
    events,
    scaleOf: (code) => scales.get(code) ?? 2,
  })
  const sessionActions = Object.fromEntries(
    sessionActionNames.map((name) => [
      name,
      async (...args: unknown[]) => ((await core()).session[name] as (...a: unknown[]) => unknown)(...args),
    ]),
  ) as unknown as SessionActions

  const sockets = createSportsbookSockets({
    url: config.socketUrl ?? config.baseUrl,
    credentials: () => sessionStore.getState().credentials,
    events,
    onForbidden: (path, sent) => void core().then(({ session }) => session.handleForbidden({ path }, sent)),
    onBalance: (entries) => (entries ? balance.set(entries as BalanceEntry[]) : void balance.refresh()),
    onLanguage: (code) => void language().then((flow) => flow.applyRemote(code)),
  })

  // Live odds and the bet slip load their code on first use (the first chunk's budget, DESIGN.md section 5).
  const liveOdds = lazyFacade(() =>
    import('./live-odds/live-odds-store').then((m) => m.createLiveOddsStore()),
  )
  for (const event of ['odds', 'score', 'match', 'connect'] as const)
    sockets.match.on(event, (payload) => liveOdds.receive(event, payload as LiveFeedEvent['payload']))
  const betSlip = createBetSlipStore({
    api,
    session: sessionStore,
    balance,
    liveOdds,
    storage,
    sessionStorage,
    scaleOf: (code) => scales.get(code) ?? 2,
    retryDelaysMs: config.betSlip?.retryDelaysMs,
  })

  // The language change flow arrives with the core: every step of it waits for the server anyway.
  const language = async () => (await core()).language

  async function afterLogin(state: SessionState) {
    // Spec section 4: login sets the language (the page's choice is saved on the profile) and loads the balance.
    const current = languageStore.getState().code
    if (state.user && state.user.languageCode !== current) await (await language()).set(current)
    await balance.refresh().catch(() => undefined)
    if (config.connectMainSocketOnLogin !== false) void sockets.main.connect().catch(() => undefined)
  }
  function afterLogout() {
    sockets.closeAll()
    betSlip.clear()
    balance.clear()
  }

  return {
    session: { getState: sessionStore.getState, subscribe: sessionStore.subscribe, ...sessionActions },
    balance,
    language: {
      getState: languageStore.getState,
      subscribe: languageStore.subscribe,
      set: async (code) => (await language()).set(code),
      async init() {
        const answer = await sysinit().catch((): Sysinit => ({}))
        for (const currency of answer.currencies ?? []) scales.set(currency.currencyCode, currency.scale)
        return (await language()).init(answer.languages ?? [])
      },
    },
    betSlip,
    liveOdds,
    oddsFormat: createOddsFormatStore(storage),
    wallet: createWalletActions({
      api,
      storage,
      owner: () => sessionStore.getState().user?.uid ?? '',
      baseUrl: config.baseUrl,
      fetch: fetchImpl,
      credentials: () => sessionStore.getState().credentials,
    }),
    market: createMarketActions({
      api,
      storage,
      owner: () => sessionStore.getState().user?.uid ?? '',
    }),
    games: createGameActions({ api, storage, owner: () => sessionStore.getState().user?.uid ?? '' }),
    notices: createNoticeFeed({ api, storage, socket: sockets.main }),
    events,
    api,
    sockets,
    sysinit,
    dispose() {
      void corePromise?.then(({ session }) => session.dispose())
      sockets.closeAll()
    },
  }
}
