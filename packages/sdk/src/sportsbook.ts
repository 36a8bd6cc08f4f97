import { type Api, createApi } from './api/create-api'
import { type BalanceStore, createBalanceStore } from './balance/balance-store'
import { type BetSlipStore, createBetSlipStore } from './bet-slip/bet-slip-store'
import { createClientInfo } from './client-info'
import { createEmitter, type Emitter } from './core/emitter'
import { createStore, type ReadableStore } from './core/store'
import { createCipher } from './crypto'
import type { SportsbookEvents } from './events'
import { createCallLayer } from './http'
import {
  createLanguageController,
  type LanguageOptions,
  type LanguageState,
} from './language/language-controller'
import type { BalanceEntry } from './protocol'
import {
  createSessionController,
  type LocationAdapter,
  type SessionController,
} from './session/session-controller'
import { idleSession, type SessionState } from './session/session-state'
import { createSportsbookSockets, type SportsbookSockets } from './sockets/sportsbook-sockets'
import { memoryStorage, type StorageAdapter, webStorage } from './storage'

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
}

export interface Sportsbook {
  session: ReadableStore<SessionState> & Omit<SessionController, 'handleForbidden' | 'dispose'>
  balance: BalanceStore
  language: ReadableStore<LanguageState> & {
    set(code: string): Promise<string>
    /** Loads the server's languages (`api/sysinit`) and picks the page language (spec section 9). */
    init(): Promise<string>
  }
  betSlip: BetSlipStore
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

export function createSportsbook(config: SportsbookConfig): Sportsbook {
  const storage = config.storage ?? defaultStorage('localStorage')
  const sessionStorage = config.sessionStorage ?? defaultStorage('sessionStorage')
  const events = createEmitter<SportsbookEvents>()
  const sessionStore = createStore<SessionState>(idleSession)
  const fetchImpl = config.fetch ?? globalThis.fetch.bind(globalThis)
  const clientInfo = createClientInfo({ storage, channel: config.brand.channel, userAgent: config.userAgent })
  let session: SessionController | undefined
  let language: ReturnType<typeof createLanguageController> | undefined

  const calls = createCallLayer({
    baseUrl: config.baseUrl,
    fetch: fetchImpl,
    timeoutMs: config.timeoutMs,
    cipher: createCipher(config.cipher ?? 'auto'),
    session: () => sessionStore.getState().credentials ?? { uid: '', token: '' },
    clientInfo: () => {
      const user = sessionStore.getState().user
      return clientInfo.get(language?.current() ?? 'en', user?.source === 1 ? 1 : 2)
    },
    onRelogin: (error) => events.emit('relogin', { path: error.path }),
    onForbidden: (error, sent) => void session?.handleForbidden(error, sent),
    onWarning: (error) => events.emit('warning', { error }),
  })
  const api = createApi(calls)

  let sysinitAnswer: Promise<Sysinit> | null = null
  const sysinit = () => {
    sysinitAnswer ??= (api.matches.sysinit() as Promise<Sysinit>).catch((error) => {
      sysinitAnswer = null
      throw error
    })
    return sysinitAnswer
  }
  const scales = new Map<string, number>()
  const betSlip = createBetSlipStore()
  const balance = createBalanceStore({
    api,
    session: sessionStore,
    events,
    scaleOf: (code) => scales.get(code) ?? 2,
  })

  const sockets = createSportsbookSockets({
    url: config.socketUrl ?? config.baseUrl,
    credentials: () => sessionStore.getState().credentials,
    events,
    onForbidden: (path) => void session?.handleForbidden({ path }),
    onBalance: (entries) => (entries ? balance.set(entries as BalanceEntry[]) : void balance.refresh()),
    onLanguage: (code) => void language?.applyRemote(code),
  })

  language = createLanguageController({
    storage,
    api,
    session: sessionStore,
    events,
    options: config.language ?? {},
    fetchText: async (path) => (await fetchImpl(new URL(path, config.baseUrl))).text(),
    clearBetSlip: betSlip.clear,
    tellMainSocket: (code) => sockets.main.emit('language', { lang: code }),
  })
  const languageController = language

  session = createSessionController({
    storage,
    sessionStorage,
    api,
    store: sessionStore,
    events,
    location: config.location ?? browserLocation(),
    language: languageController.current,
    async afterLogin(state) {
      // Spec section 4: login sets the language (the page's choice is saved on the profile) and loads the balance.
      if (state.user && state.user.languageCode !== languageController.current()) {
        await languageController.set(languageController.current())
      }
      await balance.refresh().catch(() => undefined)
      if (config.connectMainSocketOnLogin !== false) void sockets.main.connect().catch(() => undefined)
    },
    afterLogout() {
      sockets.closeAll()
      betSlip.clear()
      balance.clear()
    },
  })
  const sessionController = session

  const { handleForbidden: _forbidden, dispose: disposeSession, ...sessionApi } = sessionController
  return {
    session: { getState: sessionStore.getState, subscribe: sessionStore.subscribe, ...sessionApi },
    balance,
    language: {
      getState: languageController.getState,
      subscribe: languageController.subscribe,
      set: languageController.set,
      async init() {
        const answer = await sysinit().catch((): Sysinit => ({}))
        for (const currency of answer.currencies ?? []) scales.set(currency.currencyCode, currency.scale)
        return languageController.init(answer.languages ?? [])
      },
    },
    betSlip,
    events,
    api,
    sockets,
    sysinit,
    dispose() {
      disposeSession()
      sockets.closeAll()
    },
  }
}
