import type { Sportsbook } from '@sportsbook/sdk'
import { createContext, type ReactNode, useContext } from 'react'
import type { AddressHints } from './address'
import type { BrandConfig } from './brand-config'
import type { ProductCheck } from './shell/product-check'

export interface SiteContextValue {
  brand: BrandConfig
  sportsbook: Sportsbook
  hints: AddressHints
  productCheck: ProductCheck
  /** Resolves once the first page is painted and the SDK's network work has begun. */
  started: Promise<void>
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
