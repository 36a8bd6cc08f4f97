import { accountActionNames } from './account/account-action-names'
import type { AccountActions } from './account/account-actions'
import { createSectionLoader } from './api/api-sections'
import { createLazyApi } from './api/lazy-api'
import { createBalanceStore } from './balance/balance-store'
import { createBetSlipStore } from './bet-slip/bet-slip-store'
import type { OrderActions } from './bet-slip/cash-out'
import { orderActionNames } from './bet-slip/order-action-names'
import { browserLocation, defaultStorage } from './browser-defaults'
import { createEmitter } from './core/emitter'
import { forwardActions } from './core/forward-actions'
import { lazyOnce } from './core/lazy-once'
import { createStore } from './core/store'
import type { SportsbookEvents } from './events'
import { gameActionNames } from './games/game-action-names'
import type { GameActions } from './games/game-actions'
import { initialLanguageState, type LanguageState } from './language/language-state'
import { createLazyLiveOdds } from './live-odds/lazy-live-odds'
import { marketActionNames } from './market/market-action-names'
import type { MarketActions } from './market/market-actions'
import { createCurrencyScales } from './money/currency-scales'
import { createNoticeFeed } from './notices/notice-feed'
import { createOddsFormatStore } from './odds/odds-format-store'
import { protectionActionNames } from './protection/protection-action-names'
import type { ProtectionActions } from './protection/protection-actions'
import { createProtectionClient } from './protection/protection-client'
import { createProtectionStateStore } from './protection/protection-store'
import { createInvitationCodes } from './session/invitation-codes'
import { type SessionActions, sessionActionNames } from './session/session-actions'
import { idleSession, type SessionState } from './session/session-state'
import { createSportsbookSockets } from './sockets/sportsbook-sockets'
import type { Sportsbook, SportsbookConfig } from './sportsbook-types'
import { storageKeys } from './storage/storage-keys'
import { walletActionNames } from './wallet/wallet-action-names'
import type { WalletActions } from './wallet/wallet-actions'

export type { Sportsbook, SportsbookConfig, Sysinit } from './sportsbook-types'

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
  // Whose money keys the idempotent sender reads and writes (requests/).
  const owner = () => sessionStore.getState().credentials?.uid ?? ''

  const core = lazyOnce(() =>
    import('./sportsbook-core').then(({ createCore }) =>
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
        onRefusal: (refusal) => protectionRefused(refusal),
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
    ),
  )
  // One read of api/sysinit per client, shared by whoever asks first: the session's start, the page's language
  // set-up, `sb.sysinit()` or `sb.api.matches.sysinit()`. Its answer depends only on the brand (the page's origin),
  // never on the session or the language, so no change of either reads it again; a failed read is tried again.
  // The money configuration (currency scales) comes with it.
  const scales = createCurrencyScales()
  const sysinit = lazyOnce(async () => {
    const answer = await (await core()).sysinit()
    scales.learn(answer.currencies)
    return answer
  })
  const api = createLazyApi(
    createSectionLoader(async () => (await core()).calls),
    {
      matches: {
        // Call options of its own (a signal, another session) send a request of its own.
        sysinit: async (payload, options) => (options ? (await core()).sysinit(payload, options) : sysinit()),
      },
    },
  )
  // The language change flow arrives with the core: every step of it waits for the server anyway.
  const language = async () => (await core()).language

  const scaleOf = scales.scaleOf
  const balance = createBalanceStore({
    api,
    session: sessionStore,
    events,
    // A one-object balance answer names no scale: sysinit's, waited for when no source has named it yet.
    scaleOf: async (code) => {
      if (!scales.knows(code)) await sysinit().catch(() => undefined)
      return scales.scaleOf(code)
    },
  })
  balance.subscribe((entries) => scales.learn(entries))
  const sessionActions = Object.fromEntries(
    sessionActionNames.map((name) => [
      name,
      async (...args: unknown[]) => ((await core()).session[name] as (...a: unknown[]) => unknown)(...args),
    ]),
  ) as unknown as SessionActions

  // Live odds and the bet slip load their code on first use, to keep the first chunk small.
  const liveOdds = createLazyLiveOdds()
  const sockets = createSportsbookSockets({
    url: config.socketUrl ?? config.baseUrl,
    credentials: () => sessionStore.getState().credentials,
    events,
    onForbidden: (path, sent) => void core().then(({ session }) => session.handleForbidden({ path }, sent)),
    onBalance: (entries) => (entries ? balance.set(entries) : void balance.refresh()),
    onLanguage: (code) => void language().then((flow) => flow.applyRemote(code)),
    resumeSeq: () => liveOdds.resumeSeq(),
  })

  sockets.match.on('odds', (payload) => liveOdds.receive('odds', payload))
  sockets.match.on('score', (payload) => liveOdds.receive('score', payload))
  sockets.match.on('match', (payload) => liveOdds.receive('match', payload))
  sockets.match.on('heartbeat', (payload) => liveOdds.receive('heartbeat', payload))
  sockets.match.on('snapshot', (payload) => liveOdds.receive('snapshot', payload))
  sockets.match.on('incident', (payload) => liveOdds.receive('incident', payload))
  sockets.match.on('connect', () => liveOdds.receive('connect'))
  // What outlives a call (the slip's follow-up of pending bets) stops with sb.dispose().
  const lifetime = new AbortController()
  const betSlip = createBetSlipStore({
    api,
    session: sessionStore,
    balance,
    liveOdds,
    storage,
    sessionStorage,
    scaleOf,
    retryDelaysMs: config.betSlip?.retryDelaysMs,
    onOrder: (listener) => events.on('order', listener),
    decideGraceMs: config.betSlip?.decideGraceMs,
    lifetime: lifetime.signal,
  })

  const protectionStore = createProtectionStateStore()
  const { refused: protectionRefused, ...protection } = createProtectionClient({
    store: protectionStore,
    actions: forwardActions<ProtectionActions, typeof protectionActionNames>(
      lazyOnce(() =>
        import('./api/sections/protection').then(({ createProtectionActions }) =>
          createProtectionActions({
            api,
            store: protectionStore,
            endRevoked: async () => (await core()).session.endRevoked(),
            logout: () => sessionActions.logout(),
          }),
        ),
      ),
      protectionActionNames,
    ),
    session: sessionStore,
    events,
    endRevoked: async () => (await core()).session.endRevoked(),
  })

  async function afterLogin(state: SessionState) {
    // Login sets the language (the page's choice is saved on the profile) and loads the balance.
    const current = languageStore.getState().code
    if (state.user && state.user.languageCode !== current) await (await language()).set(current)
    // The money configuration before the balance and the slip read it (shared with the page's own sysinit read).
    await sysinit().catch(() => undefined)
    await balance.refresh().catch(() => undefined)
    if (config.connectMainSocketOnLogin !== false) void sockets.main.connect().catch(() => undefined)
  }
  function afterLogout() {
    sockets.closeAll()
    betSlip.clear()
    balance.clear()
  }

  return {
    session: {
      getState: sessionStore.getState,
      subscribe: sessionStore.subscribe,
      ...sessionActions,
      ...createInvitationCodes(sessionStorage),
    },
    balance,
    language: {
      getState: languageStore.getState,
      subscribe: languageStore.subscribe,
      set: async (code) => (await language()).set(code),
      stored: async () => storage.getItem(storageKeys.local.lang),
      async init() {
        const answer = await sysinit().catch(() => undefined)
        return (await language()).init(answer?.languages ?? [])
      },
    },
    betSlip,
    liveOdds,
    orders: forwardActions<OrderActions, typeof orderActionNames>(
      lazyOnce(() =>
        import('./api/sections/bets').then(({ createOrderActions }) =>
          createOrderActions({ api, storage, owner }),
        ),
      ),
      orderActionNames,
    ),
    oddsFormat: createOddsFormatStore(storage),
    wallet: forwardActions<WalletActions, typeof walletActionNames>(
      lazyOnce(() =>
        import('./api/sections/wallet').then(({ createWalletActions }) =>
          createWalletActions({
            api,
            storage,
            owner,
            baseUrl: config.baseUrl,
            fetch: fetchImpl,
            credentials: () => sessionStore.getState().credentials,
          }),
        ),
      ),
      walletActionNames,
    ),
    market: forwardActions<MarketActions, typeof marketActionNames>(
      lazyOnce(() =>
        import('./api/sections/market').then(({ createMarketActions }) =>
          createMarketActions({ api, storage, owner }),
        ),
      ),
      marketActionNames,
    ),
    games: forwardActions<GameActions, typeof gameActionNames>(
      lazyOnce(() =>
        import('./api/sections/games').then(({ createGameActions }) =>
          createGameActions({ api, storage, owner }),
        ),
      ),
      gameActionNames,
    ),
    protection,
    account: forwardActions<AccountActions, typeof accountActionNames>(
      lazyOnce(() =>
        import('./api/sections/account').then(({ createAccountActions }) =>
          createAccountActions({ api, refreshUser: () => sessionActions.refreshUser() }),
        ),
      ),
      accountActionNames,
    ),
    matchCentre: {
      // The feed's code loads with the first page that watches a centre.
      watch(matchId, listener) {
        let stop: (() => void) | null = null
        let stopped = false
        void import('./match-centre/match-centre-feed').then(({ createMatchCentreFeed }) => {
          if (!stopped) stop = createMatchCentreFeed({ api, liveOdds }).watch(matchId, listener)
        })
        return () => {
          stopped = true
          stop?.()
        }
      },
    },
    notices: createNoticeFeed({
      api,
      storage,
      socket: sockets.main,
      noticeCheck: lazyOnce(() => import('./api/sections/misc').then((section) => section.isNotice)),
    }),
    events,
    api,
    sockets,
    sysinit,
    dispose() {
      lifetime.abort()
      void core.current?.session.dispose()
      sockets.closeAll()
    },
  }
}
