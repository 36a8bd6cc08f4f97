import type { Api } from '../api/create-api'
import type { createEmitter } from '../core/emitter'
import type { createStore } from '../core/store'
import { md5x2 } from '../crypto'
import { ApiError, isApiError, isSportsbookError, type SportsbookError } from '../errors'
import type { LoginVia, LogoutReason, SportsbookEvents } from '../events'
import type { UserInfo } from '../protocol'
import { codes } from '../protocol/codes'
import { clearStorage, type StorageAdapter, storageKeys } from '../storage'
import { decodePassCode } from './pass-code'
import {
  clearRealUser,
  readStoredSessions,
  realUserKeys,
  saveDemo,
  saveRealUser,
  saveVisitor,
} from './persisted-session'
import {
  forgetAccount,
  isSavingAccounts,
  readSavedAccounts,
  rememberAccount,
  setSavingAccounts,
} from './saved-accounts'
import {
  type Credentials,
  isLoggedIn,
  isRealUser,
  type SessionAction,
  type SessionState,
  sessionReducer,
} from './session-state'

/** Where the SDK sends the browser; the default is `window.location` when there is one. */
export interface LocationAdapter {
  /** Rewrites the address without a new history entry (pass-code login: `/#/index`, spec section 2). */
  replace(url: string): void
  /** Reloads the page (a second 403 on registration, spec section 4). */
  reload(): void
}

export interface SessionDeps {
  storage: StorageAdapter
  sessionStorage: StorageAdapter
  api: Api
  store: ReturnType<typeof createStore<SessionState>>
  events: ReturnType<typeof createEmitter<SportsbookEvents>>
  location: LocationAdapter
  language(): string
  /** Runs after every login, before `login` is announced: language, balance, sockets. */
  afterLogin(state: SessionState): Promise<void>
  /** Runs when a member's session ends: closes both sockets and empties the bet slip (spec section 4). */
  afterLogout(): void
}

export interface RegisterForm {
  username: string
  password: string
  invitationCode?: string
}

export interface LoginForm {
  account: string
  password: string
  /** The captcha answer, once the server asked for one (code 1004). */
  captchaCode?: string
  captchaId?: string
  captchaType?: string
}

export interface AuthLoginInput {
  authToken: string
  principal: string
  channel: string
  currencyCode: string
}

const noForbiddenReset = { handleForbidden: false } as const

function credentialsOf(user: UserInfo): Credentials {
  return { uid: String(user.uid), token: user.token }
}

export function createSessionController(deps: SessionDeps) {
  const { storage, api, events } = deps
  let starting: Promise<SessionState> | null = null
  let forbiddenReset: Promise<void> | null = null

  function dispatch(action: SessionAction): SessionState {
    const next = sessionReducer(deps.store.getState(), action)
    deps.store.setState(next)
    events.emit('session', next)
    return next
  }

  const lang = () => deps.language()

  async function createVisitor(): Promise<SessionState> {
    const created = await api.session.userCreate({ lang: lang() }, noForbiddenReset)
    return visitorLogin(credentialsOf(created as UserInfo))
  }

  async function visitorLogin(creds: Credentials): Promise<SessionState> {
    const user = await api.session.userClogin(
      { ...creds, lang: lang() },
      { ...noForbiddenReset, session: creds },
    )
    await saveVisitor(storage, user, creds)
    return dispatch({ type: 'visitorReady', user, credentials: creds })
  }

  /** Spec section 4, Logout: guest login with the stored visitor, or a new guest if that fails. */
  async function ensureVisitor(): Promise<SessionState> {
    const { visitor } = await readStoredSessions(storage)
    if (visitor) {
      try {
        return await visitorLogin(visitor)
      } catch {
        // The stored guest is gone (expired or revoked): make a new one.
      }
    }
    return createVisitor()
  }

  async function loggedIn(
    user: UserInfo,
    via: LoginVia,
    action: SessionAction['type'],
  ): Promise<SessionState> {
    const creds = credentialsOf(user)
    if (action === 'demoStarted') await saveDemo(storage, user, creds)
    else await saveRealUser(storage, user, creds)
    const state = dispatch({ type: action, user, credentials: creds } as SessionAction)
    if (isRealUser(state) && (await rememberAccount(storage, user)) === 'full') {
      events.emit('savedAccountsFull', { max: 10 })
    }
    await deps.afterLogin(state)
    events.emit('login', { status: state.status as 'member' | 'demo' | 'channel', user, via })
    return state
  }

  function memberAction(user: UserInfo, storedChannelType?: string | null) {
    return user.channelType === 'v2' || storedChannelType === 'v2' ? 'channelLoggedIn' : 'memberLoggedIn'
  }

  /** Ends a member's session locally: storage, sockets, bet slip, then back to a guest (spec section 4). */
  async function endMember(reason: LogoutReason, next: () => Promise<SessionState>): Promise<SessionState> {
    const wasLoggedIn = isLoggedIn(deps.store.getState())
    await clearRealUser(storage)
    dispatch({ type: 'loggedOut' })
    deps.afterLogout()
    if (wasLoggedIn || reason !== 'userInfoFailed') events.emit('logout', { reason })
    return next()
  }

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
      } catch {
        // Spec section 4: a failed user-info call marks the user as not logged in.
        return endMember('userInfoFailed', ensureVisitor)
      }
    }
    return ensureVisitor()
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
    starting ??= restore().finally(() => {
      starting = null
    })
    return starting
  }

  /** Spec section 4, Registration result: 0 goes to /index; 403 retries once after a new guest, then reloads. */
  async function register(form: RegisterForm): Promise<SessionState> {
    const payload = {
      account: form.username,
      pwd: md5x2(form.password),
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
          pwd: md5x2(form.password),
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
      if (isSportsbookError(error)) events.emit('changeLoginError', { error })
      throw error
    }
  }

  /** A pass code is `BASE64(uid|token)`; afterwards the address becomes `/#/index` (spec section 2). */
  async function loginWithPassCode(passCode: string): Promise<SessionState> {
    try {
      const creds = decodePassCode(passCode)
      const user = await api.session.userLogin(
        { ...creds, lang: lang() },
        { ...noForbiddenReset, session: creds },
      )
      const state = await loggedIn({ ...creds, ...user }, 'passCode', memberAction(user))
      deps.location.replace('/#/index')
      return state
    } catch (error) {
      if (isSportsbookError(error)) events.emit('passLoginError', { error })
      throw error
    }
  }

  async function tryPlay(): Promise<SessionState> {
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

  /** Spec section 4, Password reset: clears the real-user session, then creates a new guest. */
  function resetPassword(): Promise<SessionState> {
    return endMember('passwordReset', createVisitor)
  }

  async function changePassword(input: { oldPassword: string; newPassword: string }): Promise<void> {
    await api.session.userUpdatePwd({ pwd: md5x2(input.newPassword), oldPwd: md5x2(input.oldPassword) })
  }

  /**
   * Spec section 4, code 403 (general): clear local and session storage except the last username and the saved
   * accounts, mark logged out and create one new visitor. Concurrent 403s join the reset already under way, and a
   * 403 for credentials that are no longer the session's (sent before a reset) is ignored: one storm, one visitor.
   */
  function handleForbidden(source: { path: string | undefined }, sent?: Credentials): Promise<void> {
    const current = deps.store.getState().credentials
    if (!forbiddenReset && sent && current && sent.token !== current.token) return Promise.resolve()
    forbiddenReset ??= (async () => {
      // The device id is not session state: keeping it keeps the client info stable across resets.
      const keep = [storageKeys.local.lastAccount, storageKeys.local.accountList, storageKeys.local.deviceID]
      await clearStorage(storage, { keep })
      await clearStorage(deps.sessionStorage, { keep: [] })
      const wasLoggedIn = isLoggedIn(deps.store.getState())
      dispatch({ type: 'loggedOut' })
      deps.afterLogout()
      if (wasLoggedIn) events.emit('logout', { reason: 'forbidden' })
      events.emit('forbidden', { path: source.path })
      await createVisitor()
    })()
      .catch(() => undefined)
      .finally(() => {
        forbiddenReset = null
      })
    return forbiddenReset
  }

  /** A logout or 403 in another tab removed this tab's member token: follow it (DESIGN.md section 2). */
  async function followOtherTab(key: string | null): Promise<void> {
    if (key !== null && !realUserKeys.includes(key)) return
    const state = deps.store.getState()
    if (!isLoggedIn(state) || forbiddenReset) return
    const tokenKey = state.status === 'demo' ? storageKeys.local.dtoken : storageKeys.local.btoken
    if ((await storage.getItem(tokenKey)) === state.credentials?.token) return
    dispatch({ type: 'loggedOut' })
    deps.afterLogout()
    events.emit('logout', { reason: 'otherTab' })
    await ensureVisitor()
  }

  async function switchAccount(uid: string): Promise<SessionState> {
    const saved = (await readSavedAccounts(storage)).find((entry) => String(entry.uid) === uid)
    if (!saved)
      throw new ApiError({
        code: codes.INVALID_REQUEST,
        msg: 'Unknown saved account',
        data: { field: 'uid' },
      })
    const creds = credentialsOf(saved)
    const user = await api.session.userLogin(
      { ...creds, lang: lang() },
      { ...noForbiddenReset, session: creds },
    )
    return loggedIn({ ...creds, ...user }, 'switchAccount', memberAction(user))
  }

  async function addAccount(input: { account: string; password: string }): Promise<SessionState> {
    const user = await api.session.addAccount({ account: input.account, pwd: md5x2(input.password) })
    return loggedIn(user, 'switchAccount', memberAction(user))
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

  const unsubscribeStorage = storage.subscribe?.((key) => void followOtherTab(key))

  return {
    start,
    register,
    login,
    loginWithPassCode,
    tryPlay,
    authLogin,
    logout,
    resetPassword,
    changePassword,
    handleForbidden,
    switchAccount,
    addAccount,
    refreshUser,
    savedAccounts: () => readSavedAccounts(storage),
    removeSavedAccount: (uid: string) => forgetAccount(storage, uid),
    /** The `SaveAccount` switch: logins save the account only while it is on (spec section 6). */
    isSavingAccounts: () => isSavingAccounts(storage),
    setSavingAccounts: (enabled: boolean) => setSavingAccounts(storage, enabled),
    /** The last username typed in, kept through a 403 reset (spec section 4). */
    lastAccount: async () => (await storage.getItem(storageKeys.local.lastAccount)) ?? '',
    dispose: () => unsubscribeStorage?.(),
  }
}

export type SessionController = ReturnType<typeof createSessionController>
