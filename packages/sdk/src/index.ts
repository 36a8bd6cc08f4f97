// `@sportsbook/sdk`: the headless client. Every export is named here (conventions 13); a type test pins them.
export type { Api, ApiCallOptions } from './api/create-api'
export type { BalanceStore } from './balance/balance-store'
export { toBetPick } from './bet-slip/bet-pick'
export { emptyBetSlip } from './bet-slip/bet-slip-empty'
export { betSlipKeys } from './bet-slip/bet-slip-keys'
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
} from './bet-slip/bet-slip-store'
export { type ClientInfoOptions, createClientInfo, parseUserAgent, type UserAgentInfo } from './client-info'
export type { Emitter } from './core/emitter'
export { createStore, type ReadableStore } from './core/store'
export { type Cipher, type CipherBackend, createCipher, md5x2 } from './crypto'
export {
  ApiError,
  DecryptError,
  type ErrorCode,
  errorCodes,
  isApiError,
  isDecryptError,
  isNetworkError,
  isSportsbookError,
  isTimeoutError,
  NetworkError,
  SportsbookError,
  TimeoutError,
} from './errors'
export type { LoginVia, LogoutReason, SportsbookEventName, SportsbookEvents } from './events'
export type { GameActions, GameMoneyAction } from './games/game-actions'
export {
  type CallLayer,
  type CallLayerOptions,
  type CallOptions,
  createCallLayer,
  type UploadProgress,
} from './http'
export {
  browserLanguageCode,
  builtInLanguages,
  detectLanguage,
  type LanguageItem,
  languageList,
  resolveLanguage,
} from './language'
export type { LanguageOptions, LanguageState } from './language/language-state'
export type { LiveFeedEvent, LiveMatch, LiveOddsChanges, LiveOddsStore, LiveSelection } from './live-odds'
export { type OpeningDraft, type OpeningPreview, previewOpening } from './market/bank-preview'
export type { MarketActions, MarketMoneyAction } from './market/market-actions'
export {
  addAmounts,
  compactAmount,
  compareAmounts,
  displayBalance,
  floorToScale,
  subtractAmounts,
  visibleBalanceEntries,
} from './money'
export {
  mergeNotices,
  type NoticeFeed,
  type NoticeFeedState,
  noticeReadKey,
} from './notices/notice-feed'
export {
  formatOdds,
  isOddsFormat,
  type OddsFormat,
  type OddsFormatStore,
  oddsFormatKey,
  oddsFormats,
  parlayOdds,
  parseOdds,
  potentialReturn,
} from './odds'
export type { BalanceEntry, ClientInfo, UserInfo } from './protocol'
export { type LanguageCode, languageCodes, languageNames } from './protocol/language-codes'
export { decodePassCode, encodePassCode } from './session/pass-code'
export { maxSavedAccounts } from './session/saved-accounts'
export type {
  AuthLoginInput,
  LocationAdapter,
  LoginForm,
  RegisterForm,
} from './session/session-controller'
export type { Credentials, SessionState, SessionStatus } from './session/session-state'
export {
  createSeqGate,
  reconnectPolicy,
  type SeqGate,
  type SocketLink,
  socketMessages,
  socketPaths,
} from './sockets'
export type { SportsbookSockets } from './sockets/sportsbook-sockets'
export { createSportsbook, type Sportsbook, type SportsbookConfig, type Sysinit } from './sportsbook'
export {
  type EnumerableStorageAdapter,
  memoryStorage,
  type StorageAdapter,
  sharedMemoryStorage,
  storageKeys,
  webStorage,
} from './storage'
export {
  createPendingRequests,
  type MoneyAction,
  type PendingRequest,
  type PendingRequests,
  pendingRequestsKey,
} from './wallet/pending-requests'
export type { WalletActions, WithdrawInput } from './wallet/wallet-actions'
