import { createStore } from '../core/store'
import type { LiveOddsStore } from '../live-odds/live-odds-types'
import type { BetSlipDeps } from './bet-slip-controller'
import { emptyBetSlip } from './bet-slip-empty'
import type { BetSlipState, BetSlipStore } from './bet-slip-types'
import { lazyFacade } from './lazy-facade'

export type {
  BetIssue,
  BetIssueCode,
  BetPick,
  BetSelection,
  BetSlipAccount,
  BetSlipMode,
  BetSlipParlay,
  BetSlipResult,
  BetSlipState,
  BetSlipStore,
  BetTarget,
  FailedBet,
  OddsChangePolicy,
  PlacedBet,
} from './bet-slip-types'

/**
 * `sb.betSlip`: its state exists at once (empty); its code (reducer, rules, placement) is a separate chunk that
 * loads with the first subscriber or the first action, and then restores a slip kept in this tab's session
 * storage.
 */
export function createBetSlipStore(
  deps: Omit<BetSlipDeps, 'store' | 'liveOdds'> & { liveOdds: LiveOddsStore },
): BetSlipStore {
  const store = createStore<BetSlipState>(emptyBetSlip)
  return lazyFacade(
    () =>
      Promise.all([import('./bet-slip-controller'), deps.liveOdds.load()]).then(([module]) =>
        module.createBetSlipController({ ...deps, store }),
      ),
    (ensure) => ({
      getState: store.getState,
      subscribe(listener) {
        ensure().catch(() => undefined)
        return store.subscribe(listener)
      },
    }),
  )
}
