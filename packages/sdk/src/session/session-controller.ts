import { hashPassword } from '../crypto/password-hash'
import { isApiError, type SportsbookError } from '../errors'
import type { UserInfo } from '../protocol'
import { codes } from '../protocol/codes'
import { storageKeys } from '../storage'
import { createAccountSwitch } from './account-switch'
import { forgetAccount, isSavingAccounts, readSavedAccounts, setSavingAccounts } from './saved-accounts'
import type { SessionActions } from './session-actions'
import { createSessionLogins } from './session-logins'
import { createSessionResets } from './session-resets'
import { createSessionStart } from './session-start'
import { type Credentials, isLoggedIn, type SessionState } from './session-state'
import { createSessionTransitions, noForbiddenReset } from './session-transitions'
import type { SessionDeps } from './session-types'
import { createTwoStepFlow } from './two-step-flow'

export type { AuthLoginInput, LocationAdapter, LoginForm, RegisterForm, SessionDeps } from './session-types'

/**
 * The session state machine's flows: the start, the logins, logout, password change, saved accounts. The
 * transitions they share live in session-transitions, the resets from outside in session-resets.
 */
export function createSessionController(deps: SessionDeps): SessionController {
  const { storage, api } = deps
  const transitions = createSessionTransitions(deps)
  const { dispatch, lang, createVisitor, ensureVisitor, endMember } = transitions
  const { handleForbidden, followOtherTab } = createSessionResets(deps, transitions)
  const twoStep = createTwoStepFlow(deps, transitions)
  const sessionStart = createSessionStart(deps, transitions)
  const { register, login, loginWithPassCode, tryPlay, authLogin } = createSessionLogins(
    deps,
    transitions,
    sessionStart,
    twoStep,
  )
  const { switchAccount, addAccount } = createAccountSwitch(deps, transitions, twoStep)

  async function logout(): Promise<SessionState> {
    const state = deps.store.getState()
    if (isLoggedIn(state)) {
      try {
        await api.session.userLoginOut({}, { ...noForbiddenReset, session: state.credentials as Credentials })
      } catch {
        // The token is dropped locally whatever the server says; it may already be revoked.
      }
    }
    return endMember('logout', ensureVisitor)
  }

  /** Password reset: clears the real-user session, then creates a new guest. */
  function resetPassword(): Promise<SessionState> {
    return endMember('passwordReset', createVisitor)
  }

  async function changePassword(input: { oldPassword: string; newPassword: string }): Promise<void> {
    await api.session.userUpdatePwd({
      pwd: await hashPassword(input.newPassword),
      oldPwd: await hashPassword(input.oldPassword),
    })
  }

  async function changeCurrency(currencyCode: string): Promise<SessionState> {
    const state = deps.store.getState()
    if (!isLoggedIn(state) || !state.credentials) return state
    const user = await api.session.changeCurrency({ currencyCode })
    dispatch({ type: 'userUpdated', user: { ...user, ...state.credentials } })
    return deps.store.getState()
  }

  async function refreshUser(): Promise<UserInfo | null> {
    const state = deps.store.getState()
    if (state.status === 'idle') return null
    try {
      const user = await api.session.userInfo({ ...state.credentials, lang: lang() })
      dispatch({ type: 'userUpdated', user: { ...user, ...state.credentials } })
      return user
    } catch (error) {
      if (isApiError(error, codes.FORBIDDEN) || !isLoggedIn(state)) throw error
      await endMember('userInfoFailed', ensureVisitor)
      throw error as SportsbookError
    }
  }

  /**
   * The server revoked every session of the member (a time-out or self-exclusion began): end it here
   * as a logout does, without calling logout (its token is gone). Nothing happens for a visitor.
   */
  async function endRevoked(): Promise<SessionState> {
    const state = deps.store.getState()
    if (!isLoggedIn(state)) return state
    return endMember('protection', ensureVisitor)
  }

  const unsubscribeStorage = storage.subscribe?.((key) => void followOtherTab(key))

  return {
    start: sessionStart.start,
    startUnderway: sessionStart.startUnderway,
    register,
    login,
    loginWithPassCode,
    tryPlay,
    authLogin,
    logout,
    resetPassword,
    changePassword,
    handleForbidden,
    endRevoked,
    switchAccount,
    addAccount,
    completeTwoStep: twoStep.complete,
    cancelTwoStep: async () => twoStep.cancel(),
    changeCurrency,
    refreshUser,
    savedAccounts: () => readSavedAccounts(storage),
    removeSavedAccount: (uid: string) => forgetAccount(storage, uid),
    isSavingAccounts: () => isSavingAccounts(storage),
    setSavingAccounts: (enabled: boolean) => setSavingAccounts(storage, enabled),
    lastAccount: async () => (await storage.getItem(storageKeys.local.lastAccount)) ?? '',
    dispose: () => unsubscribeStorage?.(),
  }
}

/** The session machine: the public actions plus what the shell alone calls. */
export interface SessionController extends SessionActions {
  /**
   * A 403 from any call or socket: the general reset (all storage but the last username and the saved accounts,
   * then one new guest), unless the credentials were not the session's.
   */
  handleForbidden: ReturnType<typeof createSessionResets>['handleForbidden']
  /** The server ended every session of the member (a break began): the member's session ends here too. */
  endRevoked(): Promise<SessionState>
  /**
   * The start under way while it has no credentials yet (the page is still idle), else null. Calls that need a
   * session wait for it; once the start has dispatched a session (before its after-login steps), nothing waits.
   */
  startUnderway(): Promise<SessionState> | null
  /** Stops following other tabs. */
  dispose(): void
}
