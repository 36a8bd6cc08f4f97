import { storageKeys } from '../storage'
import { realUserKeys } from './persisted-session'
import { type Credentials, isLoggedIn } from './session-state'
import type { SessionTransitions } from './session-transitions'
import type { SessionDeps } from './session-types'

/** The two ways a session ends from outside: a 403, and a logout or 403 in another tab. */
export function createSessionResets(deps: SessionDeps, transitions: SessionTransitions) {
  const { storage, events } = deps
  const { dispatch, createVisitor, ensureVisitor, resetForForbidden } = transitions
  let forbiddenReset: Promise<void> | null = null

  /**
   * Code 403 (general): clear local and session storage except the last username and the saved
   * accounts, mark logged out and create one new visitor. Concurrent 403s join the reset already under way, and a
   * 403 for credentials that are not the session's is ignored: sent before a reset, or while the page is still
   * starting (no session yet: the start checks the stored guest itself and makes the one new guest). One storm,
   * one visitor.
   */
  function handleForbidden(source: { path: string | undefined }, sent?: Credentials | null): Promise<void> {
    const current = deps.store.getState().credentials
    const notTheSessions = sent === null || (sent !== undefined && (!current || sent.token !== current.token))
    if (!forbiddenReset && notTheSessions) return Promise.resolve()
    forbiddenReset ??= (async () => {
      await resetForForbidden()
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

  /** A logout or 403 in another tab removed this tab's member token: follow it, so every tab ends the session. */
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

  return { handleForbidden, followOtherTab }
}
