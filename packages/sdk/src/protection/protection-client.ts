import type { Emitter } from '../core/emitter'
import type { ReadableStore } from '../core/store'
import type { ProtectionRefusal } from '../errors/protection-error'
import type { SportsbookEvents } from '../events'
import type { Restricted } from '../protocol'
import { type SessionState, sessionRefusal } from '../session/session-state'
import { type Allowance, type AllowanceKind, allowanceOf } from './allowance'
import type { ProtectionActions } from './protection-actions'
import {
  emptyProtectionState,
  isBreak,
  type ProtectionState,
  type ProtectionStateStore,
} from './protection-store'

/**
 * `sb.protection`: what protects the member now (a store: the protection read, a reality check waiting for an answer,
 * the last limit that blocked), the calls that change it, and what forms ask of it.
 */
export interface ProtectionClient extends ReadableStore<ProtectionState>, ProtectionActions {
  /** What the member may still deposit or stake in `currencyCode` by the protection read; null without a limit. */
  allowance(kind: AllowanceKind, currencyCode: string): Allowance | null
  /**
   * Why this session may not call `path` (a catalogue path), or null when it may: a restricted session keeps only
   * the balance, protection reads, withdrawals and logout, and names the break that refuses the rest.
   */
  refusalFor(path: string): Restricted | null
}

/**
 * Keeps the protection state in step with the session and the main socket: a reality check is kept until answered;
 * a break pushed by the server ends this session (every tab hears its own socket, and the others follow the
 * cleared storage); a limit that blocks, or a balance that moved, reads the protection again once it was read.
 */
export function createProtectionClient(deps: {
  store: ProtectionStateStore
  actions: ProtectionActions
  session: ReadableStore<SessionState>
  events: Emitter<SportsbookEvents>
  /** Ends this page's session after the server revoked it. */
  endRevoked(): Promise<unknown>
}): ProtectionClient & {
  /** A call was refused with 1007 (the call layer tells): what the store learns from it. */
  refused(refusal: ProtectionRefusal): void
} {
  const { store, actions, session, events } = deps
  const registered = () => session.getState().status === 'member'
  let reading: Promise<unknown> | null = null
  // One read in flight: a burst of balance pushes (a parlay settling) asks once.
  const readAgain = () => {
    if (!registered() || store.getState().protection === null || reading) return
    reading = actions
      .refresh()
      .catch(() => undefined)
      .finally(() => {
        reading = null
      })
  }

  events.on('realityCheck', (check) => store.setState((state) => ({ ...state, realityCheck: check })))
  events.on('protection', (push) => {
    if (isBreak(push.reason)) {
      void deps.endRevoked().catch(() => undefined)
      return
    }
    store.setState((state) => ({ ...state, block: push }))
    readAgain()
  })
  events.on('balance', () => readAgain())
  events.on('logout', () => store.setState(emptyProtectionState))

  function refused(refusal: ProtectionRefusal) {
    if (refusal.reason === 'realityCheck') {
      // Stakes are refused until the player answers the reality check; a page that missed the push must still be
      // able to give the answer.
      store.setState((state) => (state.realityCheck ? state : { ...state, realityCheck: 'due' }))
    } else if (!isBreak(refusal.reason)) {
      // A limit reached: what it still allows changed under the page's feet.
      readAgain()
    }
  }

  return {
    refused,
    getState: store.getState,
    subscribe: store.subscribe,
    ...actions,
    async refresh() {
      const protection = await actions.refresh()
      store.setState((state) => ({ ...state, block: null }))
      return protection
    },
    allowance: (kind, currencyCode) => allowanceOf(store.getState().protection, kind, currencyCode),
    refusalFor: (path) => sessionRefusal(session.getState(), path),
  }
}
