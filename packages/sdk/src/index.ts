// `@sportsbook/sdk`: what an integrator uses. Every export is named here (no `export *`, so nothing turns public
// by accident); a test pins them.
// The wire contract lives in `@sportsbook/sdk/protocol`, the store primitive in `@sportsbook/sdk/store`; the
// call layer, ciphers, socket internals and storage keys of the SDK's own modules stay inside.

// Account security and identity
export type { AccountActions } from './account/account-actions'
export type { ApiCallOptions, ApiFunction } from './api/api-function'
export type {
  AccountApi,
  Api,
  BetsApi,
  GamesApi,
  LoanApi,
  MarketApi,
  MatchesApi,
  MiscApi,
  OperationsApi,
  ProtectionApi,
  SessionApi,
  WalletApi,
} from './api/api-groups'
// Money and odds
export type { BalanceStore } from './balance/balance-store'
export { betPickOf, pickOfLeg, selectionStatus, toBetPick } from './bet-slip/bet-pick'
// The bet slip and live odds
export type {
  BetIssue,
  BetIssueCode,
  BetPick,
  BetSelection,
  BetSlipAccount,
  BetSlipMode,
  BetSlipParlay,
  BetSlipResult,
  BetSlipState,
  BetSlipStore,
  BetTarget,
  FailedBet,
  OddsChangePolicy,
  PlacedBet,
} from './bet-slip/bet-slip-types'
export {
  type BuilderOrder,
  type FullCashOut,
  type OrderActions,
  type QuotedCashOut,
  readCashOutQuote,
} from './bet-slip/cash-out'
// Events
export type { Emitter } from './core/emitter'
export type { ReadableStore } from './core/store'
// Errors and guards
export {
  ApiError,
  type ApiErrorData,
  type ApiErrorDataMap,
  DecryptError,
  type ErrorCode,
  errorCodes,
  isApiError,
  isDecryptError,
  isNetworkError,
  isProtectionError,
  isSportsbookError,
  isTimeoutError,
  NetworkError,
  ProtectionError,
  type ProtectionRefusal,
  SportsbookError,
  TimeoutError,
} from './errors'
export type { LoginVia, LogoutReason, SportsbookEventName, SportsbookEvents } from './events'
export type { GameActions, GameMoneyAction } from './games/game-actions'
export type { UploadProgress } from './http/progress-fetch'
// Language
export { detectLanguage, type LanguageItem, resolveLanguage } from './language'
export type { LanguageOptions, LanguageState } from './language/language-state'
export type {
  LiveMatch,
  LiveOddsChanges,
  LiveOddsStore,
  LiveSelection,
  LiveStream,
} from './live-odds/live-odds-types'
export { type OpeningDraft, type OpeningPreview, previewOpening } from './market/bank-preview'
export type { MarketActions, MarketMoneyAction } from './market/market-actions'
export type { MatchCentreFeed } from './match-centre/match-centre-feed'
export {
  addAmounts,
  compactAmount,
  compareAmounts,
  displayBalance,
  floorToScale,
  groupDigits,
  multiplyAmount,
  subtractAmounts,
  visibleBalanceEntries,
} from './money'
export type { NoticeFeed, NoticeFeedState } from './notices/notice-feed'
export {
  formatOdds,
  isOddsFormat,
  type OddsFormat,
  type OddsFormatStore,
  oddsFormats,
  parlayOdds,
  parseOdds,
  potentialReturn,
} from './odds'
// Player protection
export { type Allowance, type AllowanceKind, allowanceOf } from './protection/allowance'
export type { ProtectionActions, ProtectionPage, StatementQuery } from './protection/protection-actions'
export type { ProtectionClient } from './protection/protection-client'
export type { ProtectionState } from './protection/protection-store'
export type {
  Limit,
  LimitKind,
  LimitPeriod,
  MemberSearchRow,
  Protection,
  ProtectionPush,
  ProtectionReason,
  ProtectionSettings,
  RealityCheckPush,
  Restricted,
  SelfExclusionDuration,
  StatementEntry,
  TimeOutDuration,
} from './protocol'
export { type LanguageCode, languageCodes, languageNames } from './protocol/language-codes'
export type { BalanceEntry, UserInfo } from './protocol/schemas/session-shapes'
export type { MoneyAction, PendingRequest } from './requests/idempotent-sender'
export type { InvitationCodes } from './session/invitation-codes'
export { decodePassCode, encodePassCode } from './session/pass-code'
export { maxSavedAccounts } from './session/saved-accounts'
// Session
export type { SessionActions } from './session/session-actions'
export type { TwoStepPending } from './session/session-state'
export {
  type Credentials,
  type SessionState,
  type SessionStatus,
  sessionRefusal,
} from './session/session-state'
export type {
  AuthLoginInput,
  LocationAdapter,
  LoginForm,
  RegisterForm,
} from './session/session-types'
export { twoStepChallengeOf } from './session/two-step-flow'
// Sockets
export type {
  MainSocketPushes,
  MainSocketSends,
  MatchSocketPushes,
  MatchSocketSends,
  SocketConnectionEvents,
} from './sockets/socket-events'
export type { SocketLink } from './sockets/socket-link'
export type { SportsbookSockets } from './sockets/sportsbook-sockets'
// The client
export { createSportsbook, type Sportsbook, type SportsbookConfig, type Sysinit } from './sportsbook'
// Storage adapters
export {
  type EnumerableStorageAdapter,
  memoryStorage,
  type StorageAdapter,
  type StorageChange,
  type StorageEventTarget,
  sharedMemoryStorage,
  type WebStorageArea,
  webStorage,
} from './storage'
// Wallet, market, games and notices
export type { WalletActions, WithdrawInput } from './wallet/wallet-actions'
