import type { UserInfo } from '../protocol'
import type { SessionState } from './session-state'
import type { AuthLoginInput, LoginForm, RegisterForm } from './session-types'

/**
 * What a host can ask of `sb.session`. Every action that changes who is logged in resolves to
 * the new {@link SessionState} once it is stored, the language set and the balance loaded, and rejects with a
 * `SportsbookError` (an `ApiError` carries the server's code and message) when the server refuses it.
 */
export interface SessionActions {
  /**
   * Restores the stored session or makes a visitor. Concurrent calls share one promise, so a page load never
   * creates two guests; once started it answers the current state.
   */
  start(): Promise<SessionState>
  /**
   * Registers a member from the registration form (the password is hashed before it leaves). On success the
   * SDK emits `navigate` to `/index`; a 403 retries once with a new guest, then emits `reloadRequired`.
   */
  register(form: RegisterForm): Promise<SessionState>
  /**
   * Logs in with an account and password; a refusal is also emitted as `changeLoginError`. With two-step login on
   * it rejects with 1008 and the state's `twoStep` asks for the code ({@link SessionActions.completeTwoStep}), as
   * pass-code logins, saved-account switches and added accounts do.
   */
  login(form: LoginForm): Promise<SessionState>
  /**
   * Logs in with a pass code `BASE64(uid|token)` from the address, then rewrites the address to `/#/index`;
   * a refusal is also emitted as `passLoginError`.
   */
  loginWithPassCode(passCode: string): Promise<SessionState>
  /** Starts a demo member with demo money (try play). */
  tryPlay(): Promise<SessionState>
  /** Logs in a channel member with a channel's auth token (`/open/member/login`). */
  authLogin(input: AuthLoginInput): Promise<SessionState>
  /** Revokes the token on the server (whatever it answers), clears the member and goes back to a visitor. */
  logout(): Promise<SessionState>
  /** After a password reset elsewhere: clears the registered member and makes a new visitor. */
  resetPassword(): Promise<SessionState>
  /** Changes the login password; the server ends the member's other sessions. */
  changePassword(input: { oldPassword: string; newPassword: string }): Promise<void>
  /**
   * Switches to a saved account by its uid. When that account's session has ended the SDK emits
   * `savedAccountEnded` and the current session stays as it is.
   */
  switchAccount(uid: string): Promise<SessionState>
  /** Logs in another registered account beside this one (`addAccount`) and switches to it. */
  addAccount(input: { account: string; password: string }): Promise<SessionState>
  /**
   * Completes a login that answered 1008 (two-step login: the state's `twoStep` holds its challenge) with the code of
   * the member's authenticator app. A wrong code rejects with 1000 and may be tried again; five wrong ones, or a
   * challenge past its time, reject with 1006 and `twoStep` is cleared.
   */
  completeTwoStep(code: string): Promise<SessionState>
  /** Gives up the login waiting for its code (the state's `twoStep` is cleared). */
  cancelTwoStep(): Promise<void>
  /**
   * Makes another of the brand's currencies the one the member plays in (`changeCurrency`): the user info's
   * `currencyCode`, which the bet slip, its stakes and limits, and the wallet's forms follow. Rejects with 1000
   * when the brand holds no such currency (the session stays as it is).
   */
  changeCurrency(currencyCode: string): Promise<SessionState>
  /** Reads the user info again; null before the session has started. */
  refreshUser(): Promise<UserInfo | null>
  /** The saved accounts (at most `maxSavedAccounts`), newest first. */
  savedAccounts(): Promise<UserInfo[]>
  /** Forgets a saved account; resolves to the accounts still saved. */
  removeSavedAccount(uid: string): Promise<UserInfo[]>
  /** The `SaveAccount` switch: logins save the account only while it is on. */
  isSavingAccounts(): Promise<boolean>
  /** Turns the `SaveAccount` switch on or off. */
  setSavingAccounts(enabled: boolean): Promise<void>
  /** The last username typed in, kept through a 403 reset. */
  lastAccount(): Promise<string>
}

/** The session actions' names, for the shell that forwards them to the session machine once it has loaded. */
export const sessionActionNames = [
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
  'completeTwoStep',
  'cancelTwoStep',
  'changeCurrency',
  'refreshUser',
  'savedAccounts',
  'removeSavedAccount',
  'isSavingAccounts',
  'setSavingAccounts',
  'lastAccount',
] as const satisfies readonly (keyof SessionActions)[]
