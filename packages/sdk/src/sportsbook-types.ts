import type { AccountActions } from './account/account-actions'
import type { Api } from './api/create-api'
import type { BalanceStore } from './balance/balance-store'
import type { BetSlipStore } from './bet-slip/bet-slip-types'
import type { OrderActions } from './bet-slip/cash-out'
import type { Emitter } from './core/emitter'
import type { ReadableStore } from './core/store'
import type { SportsbookEvents } from './events'
import type { GameActions } from './games/game-actions'
import type { LanguageOptions, LanguageState } from './language/language-state'
import type { LiveOddsStore } from './live-odds/live-odds-types'
import type { MarketActions } from './market/market-actions'
import type { MatchCentreFeed } from './match-centre/match-centre-feed'
import type { NoticeFeed } from './notices/notice-feed'
import type { OddsFormatStore } from './odds/odds-format-store'
import type { ProtectionClient } from './protection/protection-client'
import type { SysinitAnswer } from './protocol/schemas/session-shapes'
import type { InvitationCodes } from './session/invitation-codes'
import type { SessionActions } from './session/session-actions'
import type { SessionState } from './session/session-state'
import type { LocationAdapter } from './session/session-types'
import type { SportsbookSockets } from './sockets/sportsbook-sockets'
import type { StorageAdapter } from './storage/storage-adapter'
import type { WalletActions } from './wallet/wallet-actions'

/** What `createSportsbook` takes. */
export interface SportsbookConfig {
  /** The API base: paths of the catalogue resolve against it. */
  baseUrl: string
  /** Where the sockets connect; the API base by default. */
  socketUrl?: string
  /** Local storage: the browser's `localStorage` by default, memory elsewhere. */
  storage?: StorageAdapter
  /** Session storage: the browser's `sessionStorage` by default, memory elsewhere. */
  sessionStorage?: StorageAdapter
  /** The brand's channel string, sent with every call. */
  brand: { channel: string }
  /** How the page language is chosen. */
  language?: LanguageOptions
  /** The `fetch` every call goes through; the global one by default. */
  fetch?: typeof fetch
  /** The user agent the client info is read from; the browser's by default. */
  userAgent?: string
  /** How the SDK reloads the page (after a second 403 on registration); `window.location` by default. */
  location?: LocationAdapter
  /** `auto` runs AES in `crypto.subtle` where the page has it and in crypto-js elsewhere. */
  cipher?: 'auto' | 'subtle' | 'crypto-js'
  /** The HTTP time-out; 25,000 ms by default. */
  timeoutMs?: number
  /** Open the main live socket after each login (default true). */
  connectMainSocketOnLogin?: boolean
  /**
   * The bet slip: `retryDelaysMs`, the waits before each automatic retry of an order after a network failure or
   * time-out (default `[1000]`); `decideGraceMs`, how long after a pending bet's `acceptAt` the slip waits for the
   * `order` push before it reads the order list (default 2,000).
   */
  betSlip?: { retryDelaysMs?: number[]; decideGraceMs?: number }
}

/** The client `createSportsbook` makes: stores to read and watch, actions, events, the typed API, the sockets. */
export interface Sportsbook {
  /**
   * Who is logged in (a state machine: `idle`, `visitor`, `member`, `demo`, `channel`, `restricted`), what can change it, and
   * the invitation code the tab keeps for registration.
   */
  session: ReadableStore<SessionState> & SessionActions & InvitationCodes
  /** The member's balance entries, read after login and kept current by the main socket. */
  balance: BalanceStore
  /** The page language. */
  language: ReadableStore<LanguageState> & {
    /** Changes the page language (and the profile's, for a member); resolves to the language in use. */
    set(code: string): Promise<string>
    /** The code the player chose last (kept in local storage), or null: a host's first render can use it. */
    stored(): Promise<string | null>
    /** Loads the server's languages (`api/sysinit`) and picks the page language. */
    init(): Promise<string>
  }
  /** The bet slip: picks, stakes, returns, the reasons a bet cannot be placed, placement. */
  betSlip: BetSlipStore
  /** Live prices, match statuses and scores from the match socket, one subscription per selection. */
  liveOdds: LiveOddsStore
  /** The player's odds format, kept in local storage (`oddsFormat`). */
  oddsFormat: OddsFormatStore
  /**
   * What a member does with orders: cash out in full or in part from a quote, automatic cash out, and bet builder
   * quotes and orders, each movement with an idempotency key kept across reloads while unsure.
   */
  orders: OrderActions
  /** Deposits, transfers, withdrawals and loans, each with an idempotency key kept across reloads. */
  wallet: WalletActions
  /** Opening, funding and betting against peer-market banks, each with an idempotency key kept across reloads. */
  market: MarketActions
  /** Game wallet transfers, launches and red envelope claims, each with an idempotency key kept across reloads. */
  games: GameActions
  /**
   * Player protection: limits, breaks, reality checks and the statement of a registered member, the operators' member
   * search, and what protects the member now (a store kept current by the main socket).
   */
  protection: ProtectionClient
  /**
   * Account security and identity: the contact address and its code, the forgotten password, two-step login's setup,
   * and the identity check. A login's code step is `session.completeTwoStep`.
   */
  account: AccountActions
  /**
   * The live match centre: a match's incidents, statistics and momentum, read with `match/centre` and kept current by
   * the match socket's `incident` pushes.
   */
  matchCentre: MatchCentreFeed
  /** The notices, kept current by the main socket's `notice` push and read again after every reconnect. */
  notices: NoticeFeed
  /** Everything the SDK announces (a closed map of events). */
  events: Emitter<SportsbookEvents>
  /** One typed function for every path of the catalogue. */
  api: Api
  /** The main and match sockets. */
  sockets: SportsbookSockets
  /** The answer of `api/sysinit`, read once per client and shared with `api.matches.sysinit()`. */
  sysinit(): Promise<Sysinit>
  /** Stops listening to other tabs and closes both sockets. */
  dispose(): void
}

/**
 * The answer of `api/sysinit`: the server's languages, the brand's currencies and their scales, the user agreement,
 * captcha, protection and betting settings. `sb.sysinit()` and `sb.api.matches.sysinit()` share one read per client,
 * so `serverTime` is the time of that read.
 */
export type Sysinit = SysinitAnswer
