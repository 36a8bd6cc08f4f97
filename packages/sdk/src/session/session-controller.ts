import { hashPassword } from '../crypto/password-hash'
import { ApiError, errorCodes, isApiError, isSportsbookError, SportsbookError } from '../errors'
import type { UserInfo } from '../protocol'
import { codes } from '../protocol/codes'
import { storageKeys } from '../storage'
import { decodePassCode } from './pass-code'
import { readStoredSessions } from './persisted-session'
import {
  forgetAccount,
  isSavingAccounts,
  readSavedAccounts,
  rememberAccount,
  setSavingAccounts,
} from './saved-accounts'
import type { SessionActions } from './session-actions'
import { createSessionResets } from './session-resets'
import { type Credentials, isLoggedIn, isRealUser, type SessionState } from './session-state'
import { createSessionTransitions, credentialsOf, noForbiddenReset } from './session-transitions'
import type { AuthLoginInput, LoginForm, RegisterForm, SessionDeps } from './session-types'
import { createTwoStepFlow } from './two-step-flow'

export type { AuthLoginInput, LocationAdapter, LoginForm, RegisterForm, SessionDeps } from './session-types'

/**
 * The session state machine's flows: start, registration, the logins, logout, password change,
 * saved accounts. The transitions they share live in session-transitions, the resets from outside in
 * session-resets.
 */
export function createSessionController(deps: SessionDeps): SessionController {
  const { storage, api, events } = deps
  const transitions = createSessionTransitions(deps)
  const {
    dispatch,
    lang,
    createVisitor,
    ensureVisitor,
    resetForForbidden,
    loggedIn,
    memberAction,
    endMember,
  } = transitions
  const { handleForbidden, followOtherTab } = createSessionResets(deps, transitions)
  const twoStep = createTwoStepFlow(deps, transitions)
  let starting: Promise<SessionState> | null = null

  async function restore(): Promise<SessionState> {
    const stored = await readStoredSessions(storage)
    const saved = stored.tryPlay && stored.demo ? stored.demo : stored.member
    if (saved) {
      try {
        const user = await api.session.userInfo(
          { ...saved.credentials, lang: lang() },
          { ...noForbiddenReset, session: saved.credentials },
        )
        const action = saved === stored.demo ? 'demoStarted' : memberAction(user, stored.member?.channelType)
        return await loggedIn({ ...user, ...saved.credentials }, 'restore', action)
      } catch (error) {
        // A failed user-info call marks the user as not logged in; a 403 is also the general
        // 403, whose reset clears the refused tokens (the stored guest's with them) before the one new guest.
        if (!isApiError(error, codes.FORBIDDEN)) return endMember('userInfoFailed', ensureVisitor)
        await resetForForbidden()
        return endMember('userInfoFailed', createVisitor)
      }
    }
    return ensureVisitor({ resetOnForbidden: true })
  }

  async function visitorCredentials(): Promise<Credentials> {
    const state = await start()
    if (state.status === 'visitor') return state.credentials
    const { visitor } = await readStoredSessions(storage)
    if (visitor) return visitor
    const created = await createVisitor()
    return created.credentials as Credentials
  }

  function start(): Promise<SessionState> {
    const state = deps.store.getState()
    if (state.status !== 'idle') return Promise.resolve(state)
    starting ??= restore()
      .catch((error: unknown) => {
        // No guest could be made (network, server): the page shows why and offers to start again.
        dispatch({ type: 'startFailed', error: error instanceof Error ? error : new Error(String(error)) })
        throw error
      })
      .finally(() => {
        starting = null
      })
    return starting
  }

  /** The start under way while it has made no session yet: what a call that needs a session waits for. */
  function startUnderway(): Promise<SessionState> | null {
    return starting && !deps.store.getState().credentials ? starting : null
  }

  /** Registration: code 0 goes to /index; 403 retries once after a new guest, then reloads. */
  async function register(form: RegisterForm): Promise<SessionState> {
    const payload = {
      account: form.username,
      pwd: await hashPassword(form.password),
      promoteCode: form.invitationCode ?? '',
      lang: lang(),
    }
    const attempt = (session: Credentials) =>
      api.session.userCreateAccount(payload, { ...noForbiddenReset, session })
    let user: UserInfo
    try {
      user = await attempt(await visitorCredentials())
    } catch (error) {
      if (!isApiError(error, codes.FORBIDDEN)) throw error
      const fresh = await createVisitor()
      try {
        user = await attempt(fresh.credentials as Credentials)
      } catch (retryError) {
        if (isApiError(retryError, codes.FORBIDDEN)) {
          events.emit('reloadRequired', { reason: 'register' })
          deps.location.reload()
        }
        throw retryError
      }
    }
    await storage.setItem(storageKeys.local.isReg, 'ok')
    await storage.setItem(storageKeys.local.lastAccount, form.username)
    const state = await loggedIn(user, 'register', 'memberLoggedIn')
    events.emit('navigate', { to: '/index' })
    return state
  }

  async function login(form: LoginForm): Promise<SessionState> {
    try {
      const user = await api.session.userRegisteLogin(
        {
          account: form.account,
          pwd: await hashPassword(form.password),
          code: form.captchaCode ?? '',
          captchaId: form.captchaId ?? '',
          captchaType: form.captchaType ?? '',
          lang: lang(),
          domainType: 3,
        },
        noForbiddenReset,
      )
      await storage.setItem(storageKeys.local.lastAccount, form.account)
      return await loggedIn(user, 'login', memberAction(user))
    } catch (error) {
      twoStep.remember(error, 'login', form.account)
      if (isSportsbookError(error)) events.emit('changeLoginError', { error })
      throw error
    }
  }

  /** A pass code is `BASE64(uid|token)`; afterwards the host shows `/#/index`. */
  async function loginWithPassCode(passCode: string): Promise<SessionState> {
    try {
      const creds = decodePassCode(passCode)
      const user = await api.session.userLogin(
        { ...creds, lang: lang() },
        { ...noForbiddenReset, session: creds },
      )
      // The pass code is used up: the host shows /#/index at once (its address is its own), whatever the
      // login's later steps do.
      events.emit('navigate', { to: '/index', replace: true })
      return await loggedIn({ ...creds, ...user }, 'passCode', memberAction(user))
    } catch (error) {
      twoStep.remember(error, 'passCode', '')
      if (isSportsbookError(error)) events.emit('passLoginError', { error })
      throw error
    }
  }

  /**
   * A demo is a visitor's trial. From a demo it is the demo already running; from a member's session it is refused
   * before anything is sent (the stored guest became that member at registration, so the server would refuse it):
   * a player who is logged in keeps the session, and logs out to try the demo.
   */
  async function tryPlay(): Promise<SessionState> {
    const current = await start()
    if (current.status === 'demo') return current
    if (current.status === 'member' || current.status === 'channel')
      throw new SportsbookError('Log out to try the demo: a demo starts from a visitor, not a member.', {
        code: errorCodes.MEMBER_SESSION,
      })
    const session = await visitorCredentials()
    const user = await api.session.userTryPlay({ ...session, lang: lang() }, { ...noForbiddenReset, session })
    return loggedIn(user, 'tryPlay', 'demoStarted')
  }

  async function authLogin(input: AuthLoginInput): Promise<SessionState> {
    const user = await api.session.authLogin({ ...input, lang: lang(), siteNo: 7 }, noForbiddenReset)
    return loggedIn(user, 'authLogin', 'channelLoggedIn')
  }

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

  async function switchAccount(uid: string): Promise<SessionState> {
    const left = deps.store.getState()
    const saved = (await readSavedAccounts(storage)).find((entry) => String(entry.uid) === uid)
    if (!saved)
      throw new ApiError({
        code: codes.INVALID_REQUEST,
        msg: 'Unknown saved account',
        data: { field: 'uid' },
      })
    const creds = credentialsOf(saved)
    let user: UserInfo
    try {
      user = await api.session.userLogin({ ...creds, lang: lang() }, { ...noForbiddenReset, session: creds })
    } catch (error) {
      twoStep.remember(error, 'switchAccount', saved.account)
      // The saved token was revoked (a logout, a password change) or expired: that account's session ended,
      // not this page's. The host asks for its password; the current session and storage stay as they are.
      if (isApiError(error, codes.FORBIDDEN) || isApiError(error, codes.RELOGIN)) {
        events.emit('savedAccountEnded', { uid, account: saved.account })
      }
      throw error
    }
    return keepingLeft(left, await loggedIn({ ...creds, ...user }, 'switchAccount', memberAction(user)))
  }

  async function addAccount(input: { account: string; password: string }): Promise<SessionState> {
    const left = deps.store.getState()
    const pwd = await hashPassword(input.password)
    const user = await api.session.addAccount({ account: input.account, pwd }).catch((error: unknown) => {
      twoStep.remember(error, 'switchAccount', input.account)
      throw error
    })
    return keepingLeft(left, await loggedIn(user, 'switchAccount', memberAction(user)))
  }

  /**
   * A switch keeps the account it left in the saved list (while saving is on), so the player can
   * switch back, even when that account logged in with saving off.
   */
  async function keepingLeft(left: SessionState, state: SessionState): Promise<SessionState> {
    if (isRealUser(left) && left.user && String(left.user.uid) !== state.credentials?.uid) {
      await rememberAccount(storage, left.user)
    }
    return state
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
    start,
    startUnderway,
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
