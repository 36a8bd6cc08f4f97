import { ApiError, isApiError, isSportsbookError } from '../errors'
import type { LoginVia, LogoutReason } from '../events'
import type { UserInfo } from '../protocol'
import { codes } from '../protocol/codes'
import {
  clearRealUser,
  readStoredSessions,
  resetStoredSession,
  saveDemo,
  saveRealUser,
  saveVisitor,
} from './persisted-session'
import { maxSavedAccounts, rememberAccount } from './saved-accounts'
import {
  type Credentials,
  isLoggedIn,
  isRealUser,
  type SessionAction,
  type SessionState,
  sessionReducer,
} from './session-state'
import type { SessionDeps } from './session-types'

/** Calls whose 403 the flow handles itself, instead of the general reset. */
export const noForbiddenReset = { handleForbidden: false } as const

export function credentialsOf(user: UserInfo): Credentials {
  return { uid: String(user.uid), token: user.token }
}

/**
 * The steps every session flow is made of: the one place a state is dispatched, guests made and logged in,
 * a login stored and announced, a member's session ended.
 */
export function createSessionTransitions(deps: SessionDeps) {
  const { storage, api, events } = deps

  function dispatch(action: SessionAction): SessionState {
    const next = sessionReducer(deps.store.getState(), action)
    deps.store.setState(next)
    events.emit('session', next)
    return next
  }

  const lang = () => deps.language()

  // Tokens a 403 reset cleared (resetForForbidden).
  const refused = new Set<string>()
  function stillAllowed(creds: Credentials): void {
    if (refused.has(creds.token))
      throw new ApiError({ code: codes.FORBIDDEN, msg: 'The session was reset (code 403)', data: null })
  }

  async function createVisitor(): Promise<SessionState> {
    const created = await api.session.userCreate({ lang: lang() }, noForbiddenReset)
    return visitorLogin(credentialsOf(created as UserInfo))
  }

  async function visitorLogin(creds: Credentials): Promise<SessionState> {
    const user = await api.session.userClogin(
      { ...creds, lang: lang() },
      { ...noForbiddenReset, session: creds },
    )
    stillAllowed(creds)
    await saveVisitor(storage, user, creds)
    return dispatch({ type: 'visitorReady', user, credentials: creds })
  }

  /**
   * Code 403: clears all local and session storage but the last username and the account list.
   * The credentials it clears are refused for the life of the page: an answer for them that arrives after the
   * reset (a guest login or a restore sent before it) is never stored or dispatched again.
   */
  async function resetForForbidden(): Promise<void> {
    const stored = await readStoredSessions(storage)
    for (const creds of [
      deps.store.getState().credentials,
      stored.visitor,
      stored.member?.credentials,
      stored.demo?.credentials,
    ])
      if (creds) refused.add(creds.token)
    await resetStoredSession(storage, deps.sessionStorage)
  }

  /**
   * Logout: guest login with the stored visitor, or a new guest if that fails. When a page starts
   * (`resetOnForbidden`), a 403 on that guest login is the general 403: storage is reset as its rule says (the
   * refused uid and token with it) before the one new guest is made.
   */
  async function ensureVisitor(options: { resetOnForbidden?: boolean } = {}): Promise<SessionState> {
    const { visitor } = await readStoredSessions(storage)
    if (visitor) {
      try {
        return await visitorLogin(visitor)
      } catch (error) {
        if (options.resetOnForbidden && isApiError(error, codes.FORBIDDEN)) await resetForForbidden()
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
    stillAllowed(creds)
    if (action === 'demoStarted') await saveDemo(storage, user, creds)
    else await saveRealUser(storage, user, creds)
    const state = dispatch({ type: action, user, credentials: creds } as SessionAction)
    if (isRealUser(state) && (await rememberAccount(storage, user)) === 'full') {
      events.emit('savedAccountsFull', { max: maxSavedAccounts })
    }
    try {
      await deps.afterLogin(state)
    } catch (error) {
      // The member is logged in either way; a failed language save or balance read is only worth a warning.
      if (isSportsbookError(error)) events.emit('warning', { error })
    }
    events.emit('login', { status: state.status as 'member' | 'demo' | 'channel' | 'restricted', user, via })
    return state
  }

  function memberAction(user: UserInfo, storedChannelType?: string | null) {
    return user.channelType === 'v2' || storedChannelType === 'v2' ? 'channelLoggedIn' : 'memberLoggedIn'
  }

  /** Ends a member's session locally: storage, sockets, bet slip, then back to a guest. */
  async function endMember(reason: LogoutReason, next: () => Promise<SessionState>): Promise<SessionState> {
    const wasLoggedIn = isLoggedIn(deps.store.getState())
    await clearRealUser(storage)
    dispatch({ type: 'loggedOut' })
    deps.afterLogout()
    if (wasLoggedIn || reason !== 'userInfoFailed') events.emit('logout', { reason })
    return next()
  }

  return {
    dispatch,
    lang,
    createVisitor,
    visitorLogin,
    ensureVisitor,
    resetForForbidden,
    loggedIn,
    memberAction,
    endMember,
  }
}

export type SessionTransitions = ReturnType<typeof createSessionTransitions>
