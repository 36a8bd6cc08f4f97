import { isApiError } from '../errors'
import { codes } from '../protocol/codes'
import { readStoredSessions } from './persisted-session'
import type { Credentials, SessionState } from './session-state'
import { noForbiddenReset, type SessionTransitions } from './session-transitions'
import type { SessionDeps } from './session-types'

/**
 * The session's start: the stored session comes back, or a guest is made. One start is in flight at a time and
 * concurrent callers share its promise, so a page never makes two guests.
 */
export function createSessionStart(deps: SessionDeps, transitions: SessionTransitions) {
  const { storage, api } = deps
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

  return { start, startUnderway, visitorCredentials }
}

export type SessionStart = ReturnType<typeof createSessionStart>
