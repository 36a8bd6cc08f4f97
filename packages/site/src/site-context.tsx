import type { Sportsbook } from '@sportsbook/sdk'
import { createContext, type ReactNode, useContext } from 'react'
import type { AddressHints } from './address'
import type { BrandConfig } from './brand-config'

export interface SiteContextValue {
  brand: BrandConfig
  sportsbook: Sportsbook
  hints: AddressHints
}

const SiteContext = createContext<SiteContextValue | null>(null)

export function SiteContextProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext)
  if (!value) throw new Error('useSite must be used inside createSite')
  return value
}
