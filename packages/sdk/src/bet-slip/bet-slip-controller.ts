import type { Api } from '../api/create-api'
import type { BalanceStore } from '../balance/balance-store'
import type { createStore } from '../core/store'
import type { LiveOddsStore } from '../live-odds/live-odds-types'
import { displayBalance } from '../money/balance'
import type { Order, StakeLimit } from '../protocol/schemas/bet-shapes'
import { createIdempotentSender } from '../requests/idempotent-sender'
import { isLoggedIn, type SessionState } from '../session/session-state'
import type { StorageAdapter } from '../storage/storage-adapter'
import { createBetPlacement, plannedBets } from './bet-placement'
import { betSlipKeys } from './bet-slip-keys'
import { type BetSlipAction, betSlipReducer, type SavedBetSlip, savedBetSlipOf } from './bet-slip-state'
import type {
  BetSlipAccount,
  BetSlipResult,
  BetSlipState,
  BetSlipStore,
  OddsChangePolicy,
} from './bet-slip-types'
import { betKey } from './stake-rules'

const policies: readonly unknown[] = ['exact', 'higher', 'any']

export interface BetSlipDeps {
  /** The store the slip's state lives in, made before this module loads (see bet-slip-store.ts). */
  store: ReturnType<typeof createStore<BetSlipState>>
  api: Api
  session: { getState(): SessionState; subscribe(listener: (state: SessionState) => void): () => void }
  balance: BalanceStore
  liveOdds: LiveOddsStore
  storage: StorageAdapter
  sessionStorage: StorageAdapter
  scaleOf(currencyCode: string): number
  retryDelaysMs?: readonly number[] | undefined
  /** The main socket's `order` pushes (`sb.events.on('order')`): they decide the slip's pending bets. */
  onOrder(listener: (order: Order) => void): () => void
  /** How long after `acceptAt` a pending bet waits for its push before the slip reads the order list (2 s). */
  decideGraceMs?: number | undefined
  /** Aborted by `sb.dispose()`: the slip stops following its pending bets (no timer left, no read after it). */
  lifetime?: AbortSignal | undefined
}

const quietly = (work: () => unknown) => {
  Promise.resolve()
    .then(work)
    .catch(() => undefined)
}

/** The slip's behaviour around its reducer: live odds, session and balance, storage, limits and placement. */
export function createBetSlipController(deps: BetSlipDeps): Omit<BetSlipStore, 'load'> {
  const { store, api, liveOdds } = deps
  const dispatch = (action: BetSlipAction) => store.setState((state) => betSlipReducer(state, action))
  // The player acted before the kept slip was read back: what they did wins over it.
  let acted = false
  const act = (action: BetSlipAction) => {
    acted = true
    dispatch(action)
  }
  const placement = createBetPlacement({
    sender: createIdempotentSender({
      storage: deps.storage,
      owner: () => deps.session.getState().credentials?.uid ?? '',
    }),
    create: (payload) => api.bets.create(payload),
    retryDelaysMs: deps.retryDelaysMs,
  })

  // Who bets: a member's currency, spendable balance and limits (read once per member and currency).
  let accountKey: string | null = null
  const requestedLimits = new Set<string>()
  function syncAccount(): void {
    const session = deps.session.getState()
    const member = isLoggedIn(session)
    const currencyCode = member ? session.user?.currencyCode || null : null
    const entry = currencyCode
      ? deps.balance.getState().find((e) => e.currencyCode === currencyCode)
      : undefined
    const account: Partial<BetSlipAccount> = {
      member,
      currencyCode,
      scale: entry?.scale ?? (currencyCode ? deps.scaleOf(currencyCode) : 2),
      available: entry ? displayBalance(entry) : null,
    }
    const key = member ? `${session.credentials?.uid}:${currencyCode}` : null
    if (key === accountKey) {
      dispatch({ type: 'accountChanged', account })
      return
    }
    accountKey = key
    requestedLimits.clear()
    dispatch({ type: 'accountChanged', account: { ...account, limits: null }, fresh: true })
    if (key === null) return
    api.session
      .memberLimits()
      .then((limits) => accountKey === key && dispatch({ type: 'accountChanged', account: { limits } }))
      .catch(() => undefined)
  }

  // The server's stake range of each bet in the slip, asked once per bet (`/trade/api/order/amount/limit`).
  function requestLimits(): void {
    const state = store.getState()
    const { member, currencyCode } = state.account
    if (!member || !currencyCode || state.phase !== 'editing') return
    const bets =
      state.mode === 'single'
        ? state.selections.map((selection) => [selection])
        : state.selections.length > 1 &&
            !state.selections.some((s) => s.issues.some((i) => i.code === 'sameMatch'))
          ? [state.selections]
          : []
    for (const legs of bets) {
      const key = betKey(legs.map((leg) => leg.selectionId))
      if (state.serverLimits[key] || requestedLimits.has(key)) continue
      requestedLimits.add(key)
      const requestedFor = accountKey
      api.bets
        .amountLimit({
          currencyCode,
          legs: legs.map(({ matchId, marketId, selectionId }) => ({ matchId, marketId, selectionId })),
        })
        .then((limit: StakeLimit | null) => {
          if (limit?.min && limit.max && requestedFor === accountKey)
            dispatch({ type: 'limitReceived', key, limit })
        })
        // Refused (a suspended market: 2003): the member's limits stand in; asking again on every change of
        // the slip would flood the server, so the bet is asked again only with the next account.
        .catch(() => undefined)
    }
  }

  // Session storage keeps the slip as the player left it; writes go one after another.
  let saved: string | null = null
  let writing = Promise.resolve()
  function save(state: BetSlipState, force = false): void {
    if (state.phase === 'placing') return
    const kept = state.phase === 'result' ? betSlipReducer(state, { type: 'dismissed' }) : state
    const text = kept.selections.length > 0 ? JSON.stringify(savedBetSlipOf(kept)) : null
    if (text === saved && !force) return
    saved = text
    const { sessionStorage } = deps
    writing = writing
      .then(() =>
        text === null
          ? sessionStorage.removeItem(betSlipKeys.slip)
          : sessionStorage.setItem(betSlipKeys.slip, text),
      )
      .catch(() => undefined)
  }

  let limitsQueued = false
  store.subscribe((state) => {
    save(state)
    if (limitsQueued) return
    limitsQueued = true
    queueMicrotask(() => {
      limitsQueued = false
      requestLimits()
    })
  })
  deps.session.subscribe(syncAccount)
  deps.balance.subscribe(syncAccount)
  syncAccount()

  // The slip follows the live odds store: one dispatch per socket batch that touches it.
  function applyLive(selections = store.getState().selections): void {
    const ids = new Set(selections.map((selection) => selection.selectionId))
    const matchIds = new Set(selections.map((selection) => selection.matchId))
    const prices = [...ids].flatMap((id) => liveOdds.getSelection(id) ?? [])
    const matches = [...matchIds].flatMap((id) => liveOdds.getMatch(id) ?? [])
    if (prices.length + matches.length > 0) dispatch({ type: 'liveChanged', selections: prices, matches })
  }
  liveOdds.subscribe((changes) => {
    const { selections } = store.getState()
    if (selections.length === 0) return
    const ids = new Set(selections.map((selection) => selection.selectionId))
    const matchIds = new Set(selections.map((selection) => selection.matchId))
    const prices = changes.selections.filter((change) => ids.has(change.selectionId))
    const matches = changes.matches.filter((change) => matchIds.has(change.matchId))
    if (prices.length + matches.length > 0) dispatch({ type: 'liveChanged', selections: prices, matches })
  })

  // The stream's heartbeats: stale prices block placing.
  const syncStream = () => dispatch({ type: 'streamChanged', stale: liveOdds.getStream().status === 'stale' })
  liveOdds.subscribeStream(syncStream)
  syncStream()

  // A pending bet (the in-play delay) is decided by the main socket's `order` push; if none came by acceptAt and
  // a grace, the order list says what the server decided (a closed socket misses pushes).
  deps.onOrder((order) => dispatch({ type: 'orderDecided', order }))
  const graceMs = deps.decideGraceMs ?? 2_000
  const timers = new Set<ReturnType<typeof setTimeout>>()
  deps.lifetime?.addEventListener('abort', () => {
    for (const timer of timers) clearTimeout(timer)
    timers.clear()
  })
  const later = (work: () => void, ms: number) => {
    if (deps.lifetime?.aborted) return
    const timer = setTimeout(() => {
      timers.delete(timer)
      work()
    }, ms)
    timers.add(timer)
  }
  function followPending(result: BetSlipResult): void {
    for (const { order } of result.placed) {
      if (order.status !== 'pending') continue
      const wait = Math.max(0, (order.acceptAt ?? Date.now()) - Date.now()) + graceMs
      later(() => void readDecision(order.id, 3), wait)
    }
  }
  async function readDecision(orderId: number, triesLeft: number): Promise<void> {
    const shown = store.getState().result?.placed.find((entry) => entry.order.id === orderId)
    if (shown?.order.status !== 'pending') return
    const page = await api.bets.list({ status: 'all', page: 1, pageSize: 20 }).catch(() => null)
    const order = page?.list.find((entry) => entry.id === orderId)
    if (order && order.status !== 'pending') dispatch({ type: 'orderDecided', order })
    else if (triesLeft > 1) later(() => void readDecision(orderId, triesLeft - 1), graceMs)
  }

  let policyChosen = false
  quietly(async () => {
    const policy = await deps.storage.getItem(betSlipKeys.policy)
    if (!policyChosen && policies.includes(policy))
      dispatch({ type: 'policySet', policy: policy as OddsChangePolicy })
  })
  quietly(async () => {
    const text = await deps.sessionStorage.getItem(betSlipKeys.slip)
    const restored = text ? (JSON.parse(text) as SavedBetSlip) : null
    if (acted || !restored || !Array.isArray(restored.selections)) return
    dispatch({ type: 'restored', saved: restored })
    applyLive()
  })

  let placing: Promise<BetSlipResult | null> | null = null
  async function place(): Promise<BetSlipResult | null> {
    dispatch({ type: 'dismissed' })
    const state = store.getState()
    if (!state.canPlace || !state.account.currencyCode) return null
    const bets = plannedBets(state)
    const legsOf = Object.fromEntries(
      bets.map((bet) => [String(bet.bet), bet.legs.map((leg) => leg.selectionId)]),
    )
    dispatch({ type: 'placementStarted' })
    const result = await placement.place(bets, {
      acceptOdds: state.policy,
      currencyCode: state.account.currencyCode,
    })
    dispatch({ type: 'placementSettled', result, legsOf })
    followPending(result)
    // Stakes left the balance (or a 2001 says it is not what the slip thought).
    deps.balance.refresh().catch(() => undefined)
    return result
  }

  const has = (selectionId: number) => store.getState().selections.some((s) => s.selectionId === selectionId)
  const add: BetSlipStore['add'] = (pick) =>
    act({
      type: 'added',
      pick,
      live: liveOdds.getSelection(pick.selectionId),
      match: liveOdds.getMatch(pick.matchId),
    })
  const remove = (selectionId: number) => act({ type: 'removed', selectionId })

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    add,
    remove,
    toggle: (pick) => (has(pick.selectionId) ? remove(pick.selectionId) : add(pick)),
    clear() {
      // An order whose outcome is unknown keeps its key (sender): placing that bet again answers that order.
      act({ type: 'cleared' })
      // Also a slip kept by an earlier page of this tab that was never read back.
      save(store.getState(), true)
    },
    setMode: (mode) => act({ type: 'modeSet', mode }),
    setStake: (bet, stake) => act({ type: 'stakeSet', bet, stake }),
    addStake: (bet, amount) => act({ type: 'stakeAdded', bet, amount }),
    setMaxStake: (bet) => act({ type: 'maxStakeSet', bet }),
    setPolicy(policy) {
      if (!policies.includes(policy)) throw new RangeError(`unknown odds-change policy: ${String(policy)}`)
      policyChosen = true
      dispatch({ type: 'policySet', policy })
      quietly(() => deps.storage.setItem(betSlipKeys.policy, policy))
    },
    acceptOdds: () => dispatch({ type: 'oddsAccepted' }),
    place() {
      placing ??= place().finally(() => {
        placing = null
      })
      return placing
    },
    dismiss: () => dispatch({ type: 'dismissed' }),
  }
}
