import type { Api } from '../api/create-api'
import type { createEmitter } from '../core/emitter'
import { createStore, type ReadableStore } from '../core/store'
import type { SportsbookEvents } from '../events'
import type { BalanceEntry, UserInfo } from '../protocol'
import type { SessionState } from '../session/session-state'

/** The answer of `userBalance`: a list of entries, or one object for a single-currency wallet. */
type BalanceAnswer =
  | BalanceEntry[]
  | { amount: string; frozen: string; creditAmount: string; loanAmount: string; currencyCode?: string }

export interface BalanceStore extends ReadableStore<BalanceEntry[]> {
  /** Reads the member's balance again; a visitor has none. */
  refresh(): Promise<BalanceEntry[]>
  /** Takes entries pushed by the main socket. */
  set(entries: BalanceEntry[]): void
  /** Empties the entries (a logout). */
  clear(): void
}

async function normalise(
  answer: BalanceAnswer,
  user: UserInfo,
  scaleOf: (code: string) => number | Promise<number>,
): Promise<BalanceEntry[]> {
  if (Array.isArray(answer)) return answer
  const currencyCode = answer.currencyCode ?? user.currencyCode
  return [
    {
      currencyId: -1,
      assetID: '',
      currencyCode,
      scale: await scaleOf(currencyCode),
      amount: answer.amount,
      frozen: answer.frozen,
      creditAmount: answer.creditAmount,
      loanAmount: answer.loanAmount,
      status: 1,
    },
  ]
}

export function createBalanceStore(deps: {
  api: Api
  session: ReadableStore<SessionState>
  events: ReturnType<typeof createEmitter<SportsbookEvents>>
  /** The scale of a currency a one-object answer names (it carries none). */
  scaleOf(currencyCode: string): number | Promise<number>
}): BalanceStore {
  const store = createStore<BalanceEntry[]>([])
  function set(entries: BalanceEntry[]) {
    store.setState(entries)
    deps.events.emit('balance', { entries })
  }
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    set,
    clear: () => store.setState([]),
    async refresh() {
      const state = deps.session.getState()
      if (state.status === 'idle' || state.status === 'visitor') {
        store.setState([])
        return []
      }
      // Channel members read their balance through the open wallet (`openBalance`).
      const answer = (
        state.status === 'channel'
          ? await deps.api.session.openBalance({
              principal: state.user.principal,
              channel: state.user.channelType,
            })
          : await deps.api.session.userBalance()
      ) as BalanceAnswer
      const entries = await normalise(answer, state.user, deps.scaleOf)
      set(entries)
      return entries
    },
  }
}
