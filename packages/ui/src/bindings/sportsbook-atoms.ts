import type {
  BalanceEntry,
  BetSelection,
  BetSlipState,
  LanguageState,
  ProtectionState,
  ReadableStore,
  SessionState,
  Sportsbook,
  UserInfo,
} from '@sportsbook/sdk'
import { type Atom, atom } from 'jotai'

/**
 * An atom that mirrors one SDK store: it reads the store's state and subscribes while some component in the
 * jotai store uses it, so only its own readers re-render when that SDK store changes.
 */
export function atomOfStore<T>(store: ReadableStore<T>): Atom<T> {
  const mirror = atom<{ state: T }>({ state: store.getState() })
  mirror.onMount = (set) => {
    // The box keeps jotai from taking a function-valued state for an updater; the first set catches a change
    // made between the first read and the mount.
    set({ state: store.getState() })
    return store.subscribe((state) => set({ state }))
  }
  return atom((get) => get(mirror).state)
}

/** The jotai atoms a SportsbookProvider makes from the client: one per piece of SDK state. */
export interface SportsbookAtoms {
  session: Atom<SessionState>
  /** The session's user only: readers do not re-render when the session changes but the user does not. */
  user: Atom<UserInfo | null>
  balance: Atom<BalanceEntry[]>
  language: Atom<LanguageState>
  betSlip: Atom<BetSlipState>
  /** Player protection: the protection read, a reality check waiting for an answer, the last block. */
  protection: Atom<ProtectionState>
  /** One atom per selection id, made on first use and kept: an odds button re-renders only for its own pick. */
  selection(selectionId: number): Atom<BetSelection | undefined>
}

/** The atoms of one client, made once by the provider. */
export function createSportsbookAtoms(client: Sportsbook): SportsbookAtoms {
  const session = atomOfStore<SessionState>(client.session)
  const betSlip = atomOfStore<BetSlipState>(client.betSlip)
  const selections = new Map<number, Atom<BetSelection | undefined>>()
  // Made on first read: a page that never shows protection never subscribes to it.
  let protection: Atom<ProtectionState> | undefined
  return {
    session,
    user: atom((get) => get(session).user),
    balance: atomOfStore<BalanceEntry[]>(client.balance),
    language: atomOfStore<LanguageState>(client.language),
    betSlip,
    get protection() {
      protection ??= atomOfStore<ProtectionState>(client.protection)
      return protection
    },
    selection(selectionId) {
      let found = selections.get(selectionId)
      if (!found) {
        found = atom((get) => get(betSlip).selections.find((entry) => entry.selectionId === selectionId))
        selections.set(selectionId, found)
      }
      return found
    },
  }
}
