import { createStore, type ReadableStore } from '../core/store'

/** One pick of the bet slip: a selection of a market of a match, at the odds the player saw. */
export interface BetSelection {
  matchId: number
  marketId: number
  selectionId: number
  odds: string
}

export interface BetSlipState {
  selections: BetSelection[]
}

export interface BetSlipStore extends ReadableStore<BetSlipState> {
  add(selection: BetSelection): void
  remove(selectionId: number): void
  /** Logout and a language change empty the slip (spec section 4). */
  clear(): void
}

export function createBetSlipStore(): BetSlipStore {
  const store = createStore<BetSlipState>({ selections: [] })
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    add(selection) {
      store.setState((state) => ({
        selections: [
          ...state.selections.filter((entry) => entry.selectionId !== selection.selectionId),
          selection,
        ],
      }))
    },
    remove(selectionId) {
      store.setState((state) => ({
        selections: state.selections.filter((entry) => entry.selectionId !== selectionId),
      }))
    },
    clear() {
      if (store.getState().selections.length > 0) store.setState({ selections: [] })
    },
  }
}
