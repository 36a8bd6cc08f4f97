import type { LoginVia } from '../events'
import type { Restricted, UserInfo } from '../protocol'
import { restrictedSessionPaths } from '../protocol/rules/protection'

/**
 * Who the page is acting as: nobody yet, a guest, a registered member, a demo (try-play) member, a channel (SDK)
 * member, or a registered member who logged in during a time-out or self-exclusion (`restricted`: signed in, but only
 * the balance, withdrawals and protection work).
 */
export type SessionStatus = 'idle' | 'visitor' | 'member' | 'demo' | 'channel' | 'restricted'

/** What identifies a session on every call: its uid and token. */
export interface Credentials {
  uid: string
  token: string
}

/**
 * A login that answered 1008 (two-step login): the one-time challenge a code completes, the account it is for, and
 * which login began it. The session is still the one before that login.
 */
export interface TwoStepPending {
  challenge: string
  account: string
  via: LoginVia
}

/**
 * Who is logged in: the status, the user info and the credentials of the session (none while idle), and a login
 * waiting for its two-step code (`twoStep`), which any other transition forgets.
 */
export type SessionState = {
  twoStep?: TwoStepPending
} /** `error`: the last start failed (no guest could be made), so a page waiting for a session offers a retry. */ & (
  | { status: 'idle'; user: null; credentials: null; error?: Error }
  | { status: Exclude<SessionStatus, 'idle' | 'restricted'>; user: UserInfo; credentials: Credentials }
  /** The break the member is on (`user.restricted`): why the rest is refused and when it ends. */
  | { status: 'restricted'; user: UserInfo; credentials: Credentials; restricted: Restricted }
)

export const idleSession: SessionState = { status: 'idle', user: null, credentials: null }

/** Everything that changes who the page is; the reducer below is the only place a session state is made. */
export type SessionAction =
  | { type: 'visitorReady'; user: UserInfo; credentials: Credentials }
  | { type: 'memberLoggedIn'; user: UserInfo; credentials: Credentials }
  | { type: 'demoStarted'; user: UserInfo; credentials: Credentials }
  | { type: 'channelLoggedIn'; user: UserInfo; credentials: Credentials }
  | { type: 'userUpdated'; user: UserInfo }
  | { type: 'loggedOut' }
  | { type: 'startFailed'; error: Error }
  /** A login answered 1008: its code is asked for (form login → challenge → code). */
  | { type: 'twoStepChallenged'; pending: TwoStepPending }
  /** The code step was given up (the window closed, the challenge ended). */
  | { type: 'twoStepEnded' }

// A registered member's login answers `restricted` during a break (a time-out or self-exclusion): the state says so.
function memberState(user: UserInfo, credentials: Credentials): SessionState {
  return user.restricted
    ? { status: 'restricted', user, credentials, restricted: user.restricted }
    : { status: 'member', user, credentials }
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'visitorReady':
      return { status: 'visitor', user: action.user, credentials: action.credentials }
    case 'memberLoggedIn':
      return memberState(action.user, action.credentials)
    case 'demoStarted':
      return { status: 'demo', user: action.user, credentials: action.credentials }
    case 'channelLoggedIn':
      return { status: 'channel', user: action.user, credentials: action.credentials }
    case 'userUpdated':
      if (state.status === 'idle') return state
      if (state.status === 'member' || state.status === 'restricted')
        return memberState(action.user, state.credentials)
      return { ...state, user: action.user }
    case 'loggedOut':
      return idleSession
    case 'startFailed':
      return state.status === 'idle'
        ? { status: 'idle', user: null, credentials: null, error: action.error }
        : state
    case 'twoStepChallenged':
      return { ...state, twoStep: action.pending }
    case 'twoStepEnded': {
      const { twoStep: _ended, ...rest } = state
      return rest as SessionState
    }
  }
}

/** A real user is a registered or channel member (restricted or not): only they may save accounts. */
export function isRealUser(state: SessionState): boolean {
  return state.status === 'member' || state.status === 'channel' || state.status === 'restricted'
}

/**
 * Signed in as a member (registered, demo, channel or restricted): a logout or a 403 ends it. A restricted one
 * calls only the paths {@link sessionRefusal} lets through.
 */
export function isLoggedIn(state: SessionState): boolean {
  return (
    state.status === 'member' ||
    state.status === 'demo' ||
    state.status === 'channel' ||
    state.status === 'restricted'
  )
}

/**
 * Whether the session may call `path` (a catalogue path), and if not why: a restricted session keeps only the
 * paths that work during a break (balance, protection reads, withdrawals, logout; every other member path answers
 * 1007). Null when it may; what the break is when it may not. Visitor paths are the caller's to know.
 */
export function sessionRefusal(state: SessionState, path: string): Restricted | null {
  if (state.status !== 'restricted') return null
  const bare = `/${path.replace(/^\/+/, '')}`
  return restrictedSessionPaths.includes(bare) ? null : state.restricted
}
