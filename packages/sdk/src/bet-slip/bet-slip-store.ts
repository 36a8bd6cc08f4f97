import { lazyOnce } from '../core/lazy-once'
import { createStore } from '../core/store'
import type { LiveOddsStore } from '../live-odds/live-odds-types'
import type { BetSlipDeps } from './bet-slip-controller'
import { emptyBetSlip } from './bet-slip-empty'
import type { BetSlipState, BetSlipStore } from './bet-slip-types'

/**
 * `sb.betSlip`: its state exists at once (empty); its code (reducer, rules, placement) is a separate chunk that
 * loads with the first subscriber or the first action, and then restores a slip kept in this tab's session
 * storage. Actions taken before the code is in run there, in the order they came.
 */
export function createBetSlipStore(
  deps: Omit<BetSlipDeps, 'store' | 'liveOdds'> & { liveOdds: LiveOddsStore },
): BetSlipStore {
  const store = createStore<BetSlipState>(emptyBetSlip)
  const controller = lazyOnce(() =>
    Promise.all([import('./bet-slip-controller'), deps.liveOdds.load()]).then(([module]) =>
      module.createBetSlipController({ ...deps, store }),
    ),
  )
  type Controller = NonNullable<typeof controller.current>
  const run = <R>(work: (loaded: Controller) => R): Promise<R> =>
    controller.current ? Promise.resolve(work(controller.current)) : controller().then(work)
  // Edits answer nothing: a failed download leaves the slip as it was, and the next action tries again.
  const edit = (work: (loaded: Controller) => void): void => {
    run(work).catch(() => undefined)
  }
  return {
    getState: store.getState,
    subscribe(listener) {
      controller().catch(() => undefined)
      return store.subscribe(listener)
    },
    add: (pick) => edit((loaded) => loaded.add(pick)),
    remove: (selectionId) => edit((loaded) => loaded.remove(selectionId)),
    toggle: (pick) => edit((loaded) => loaded.toggle(pick)),
    clear: () => edit((loaded) => loaded.clear()),
    setMode: (mode) => edit((loaded) => loaded.setMode(mode)),
    setStake: (bet, stake) => edit((loaded) => loaded.setStake(bet, stake)),
    addStake: (bet, amount) => edit((loaded) => loaded.addStake(bet, amount)),
    setMaxStake: (bet) => edit((loaded) => loaded.setMaxStake(bet)),
    setPolicy: (policy) => edit((loaded) => loaded.setPolicy(policy)),
    acceptOdds: () => edit((loaded) => loaded.acceptOdds()),
    dismiss: () => edit((loaded) => loaded.dismiss()),
    place: () =>
      controller.current ? controller.current.place() : controller().then((loaded) => loaded.place()),
    load: controller,
  }
}
