import type { UserInfo } from '../protocol'

/**
 * Who the page is acting as (DESIGN.md section 2): nobody yet, a guest, a registered member, a demo (try-play)
 * member, or a channel (SDK) member.
 */
export type SessionStatus = 'idle' | 'visitor' | 'member' | 'demo' | 'channel'

/** What identifies a session on every call: its uid and token. */
export interface Credentials {
  uid: string
  token: string
}

/** Who is logged in: the status, the user info and the credentials of the session (none while idle). */
export type SessionState =
  /** `error`: the last start failed (no guest could be made), so a page waiting for a session offers a retry. */
  | { status: 'idle'; user: null; credentials: null; error?: Error }
  | { status: Exclude<SessionStatus, 'idle'>; user: UserInfo; credentials: Credentials }

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

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'visitorReady':
      return { status: 'visitor', user: action.user, credentials: action.credentials }
    case 'memberLoggedIn':
      return { status: 'member', user: action.user, credentials: action.credentials }
    case 'demoStarted':
      return { status: 'demo', user: action.user, credentials: action.credentials }
    case 'channelLoggedIn':
      return { status: 'channel', user: action.user, credentials: action.credentials }
    case 'userUpdated':
      return state.status === 'idle' ? state : { ...state, user: action.user }
    case 'loggedOut':
      return idleSession
    case 'startFailed':
      return state.status === 'idle'
        ? { status: 'idle', user: null, credentials: null, error: action.error }
        : state
  }
}

/** A real user is a registered or channel member: only they may save accounts (spec section 6). */
export function isRealUser(state: SessionState): boolean {
  return state.status === 'member' || state.status === 'channel'
}

/** Members (registered, demo or channel) may call the M paths of the catalogue. */
export function isLoggedIn(state: SessionState): boolean {
  return state.status === 'member' || state.status === 'demo' || state.status === 'channel'
}
