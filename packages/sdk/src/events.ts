import type { SportsbookError } from './errors'
import type { Order } from './protocol/schemas/bet-shapes'
import type { Notice } from './protocol/schemas/notice-shapes'
import type { ProtectionPush, RealityCheckPush } from './protocol/schemas/protection-shapes'
import type { BalanceEntry, UserInfo } from './protocol/schemas/session-shapes'
import type { SessionState } from './session/session-state'

/** Why a member stopped being logged in. */
export type LogoutReason =
  | 'logout'
  | 'forbidden'
  | 'passwordReset'
  | 'otherTab'
  | 'userInfoFailed'
  /** A time-out or self-exclusion began (here or pushed by the server): every session of the member ended. */
  | 'protection'

/** How a member came to be logged in. */
export type LoginVia =
  | 'restore'
  | 'register'
  | 'login'
  | 'passCode'
  | 'tryPlay'
  | 'authLogin'
  | 'switchAccount'

/** Every event the SDK announces (a closed map, so names and payloads are type-checked). */
export interface SportsbookEvents {
  /** The session state changed (any transition). */
  session: SessionState
  /** Login finished: the session is stored, the language set and the balance loaded. */
  login: { status: 'member' | 'demo' | 'channel' | 'restricted'; user: UserInfo; via: LoginVia }
  /** A member's session ended; a visitor follows. */
  logout: { reason: LogoutReason }
  /** Code 402: the host opens the login window. */
  relogin: { path: string | undefined }
  /** Code 403 outside registration: storage was reset and a new visitor made. */
  forbidden: { path: string | undefined }
  /** A second 403 on registration: the host reloads the page. */
  reloadRequired: { reason: 'register' }
  /**
   * The SDK wants the host to show another of its routes (registration success and a used pass code go to /index);
   * `replace`: without a new history entry (the pass code leaves the address).
   */
  navigate: { to: string; replace?: boolean }
  /** A pass-code login failed: the host shows the error. */
  passLoginError: { error: SportsbookError }
  /** An account and password login failed: the host shows the error. */
  changeLoginError: { error: SportsbookError }
  /**
   * Switching to a saved account found its session ended (its token refused): the host opens the login window
   * with that account filled in and asks for its password. The current session is untouched.
   */
  savedAccountEnded: { uid: string; account: string }
  /** A real user logged in while the saved list was full (`maxSavedAccounts`). */
  savedAccountsFull: { max: number }
  /** The page language changed (here, in another tab or on the profile elsewhere). */
  language: { code: string }
  /** The member's balance entries were read again or pushed. */
  balance: { entries: BalanceEntry[] }
  /** A generic get failed on the network: the host shows a warning toast. */
  warning: { error: SportsbookError }
  /** "Connection error or timeout" (either socket) or "network error." (match socket). */
  socketError: { socket: 'main' | 'match'; message: string }
  /** The main socket's push of an order of the member that was settled or cashed out. */
  order: Order
  /** The main socket's push of a new notice. */
  notice: Notice
  /**
   * A reality check is due: the host shows it over any route; stakes answer 1007 until
   * `sb.protection.answerRealityCheck` is called.
   */
  realityCheck: RealityCheckPush
  /** A limit or break now blocks the member (main socket `protection`); a break has also ended the session. */
  protection: ProtectionPush
}

/** The name of an event of `sb.events`. */
export type SportsbookEventName = keyof SportsbookEvents
