import type {
  BalanceEntry,
  BetSelection,
  BetSlipState,
  LanguageState,
  ProtectionState,
  SessionState,
  Sportsbook,
  SportsbookEventName,
  SportsbookEvents,
  UserInfo,
} from '@sportsbook/sdk'
import { type Atom, useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { useSportsbookContext } from './SportsbookProvider'

function useClientAtom<T>(pick: (atoms: ReturnType<typeof useSportsbookContext>['atoms']) => Atom<T>): T {
  const { atoms, store } = useSportsbookContext()
  return useAtomValue(pick(atoms), { store })
}

/** The SDK client of the nearest SportsbookProvider, for its actions (session.login, language.set, ...). */
export function useSportsbook(): Sportsbook {
  return useSportsbookContext().client
}

/** Who the page acts as: idle, visitor, member, demo or channel, with the user info. */
export function useSession(): SessionState {
  return useClientAtom((atoms) => atoms.session)
}

/** The current user info, or null; re-renders only when the user changes. */
export function useUser(): UserInfo | null {
  return useClientAtom((atoms) => atoms.user)
}

/** The member's balance entries (format them with BalanceDisplay or the SDK's money functions). */
export function useBalances(): BalanceEntry[] {
  return useClientAtom((atoms) => atoms.balance)
}

/** The language code, the language list, the brand's forced language and the server's overrides. */
export function useLanguage(): LanguageState {
  return useClientAtom((atoms) => atoms.language)
}

/**
 * What protects the member now (`sb.protection`): the protection as last read, a reality check waiting for an
 * answer, the last limit that blocked. `sb.protection.refresh()` reads it.
 */
export function useProtection(): ProtectionState {
  return useClientAtom((atoms) => atoms.protection)
}

/** The bet slip's selections. */
export function useBetSlip(): BetSlipState {
  return useClientAtom((atoms) => atoms.betSlip)
}

/** One selection of the bet slip, or undefined: an odds button re-renders only when its own pick changes. */
export function useBetSelection(selectionId: number): BetSelection | undefined {
  return useClientAtom((atoms) => atoms.selection(selectionId))
}

/** Listens to one SDK event while the component is mounted; the latest handler is always the one called. */
export function useSportsbookEvent<K extends SportsbookEventName>(
  name: K,
  handler: (payload: SportsbookEvents[K]) => void,
): void {
  const client = useSportsbook()
  const handlerRef = useRef(handler)
  handlerRef.current = handler
  useEffect(() => client.events.on(name, (payload) => handlerRef.current(payload)), [client, name])
}
