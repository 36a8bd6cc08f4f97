import type { Sportsbook } from '@sportsbook/sdk'
import { createStore } from 'jotai'
import { createContext, type ReactNode, useContext, useState } from 'react'
import { createSportsbookAtoms, type SportsbookAtoms } from './sportsbook-atoms'

interface SportsbookContextValue {
  client: Sportsbook
  atoms: SportsbookAtoms
  store: ReturnType<typeof createStore>
}

const SportsbookContext = /* @__PURE__ */ createContext<SportsbookContextValue | null>(null)

/** Props of SportsbookProvider. */
export interface SportsbookProviderProps {
  /** The client made by createSportsbook() of @sportsbook/sdk. */
  client: Sportsbook
  children?: ReactNode
}

/**
 * Gives the components below it the SDK client and its state as jotai atoms (session, user, balance, language,
 * bet slip). It keeps its own jotai store, so it never mixes with the page's other atoms.
 */
export const SportsbookProvider = /* @__PURE__ */ Object.assign(
  function SportsbookProvider({ client, children }: SportsbookProviderProps) {
    const [value, setValue] = useState<SportsbookContextValue>(() => ({
      client,
      atoms: createSportsbookAtoms(client),
      store: createStore(),
    }))
    // A new client (rare: tests, a brand switch) gets new atoms.
    if (value.client !== client) {
      setValue({ client, atoms: createSportsbookAtoms(client), store: createStore() })
    }
    return <SportsbookContext.Provider value={value}>{children}</SportsbookContext.Provider>
  },
  { displayName: 'SportsbookProvider' },
)

export function useSportsbookContext(): SportsbookContextValue {
  const value = useContext(SportsbookContext)
  if (!value) throw new Error('This hook needs a <SportsbookProvider client={...}> above it')
  return value
}
