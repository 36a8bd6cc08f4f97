import { useSportsbook } from '@sportsbook/ui'
import { useEffect, useState } from 'react'
import type { BrandImage } from '../brand-config'
import { useSite } from '../site-context'

interface SysinitCurrency {
  currencyCode: string
  demo?: boolean
}

/**
 * The registration footer's coins (spec section 1): the currencies the brand's wallet holds, as `api/sysinit`
 * lists them for the calling brand (default first; the demo currency is no coin anyone deposits), each with the
 * brand's icon for that code. A currency the brand has no icon for is left out rather than shown broken.
 */
export function useFooterCoins(): BrandImage[] {
  const sportsbook = useSportsbook()
  const { brand, started } = useSite()
  const [codes, setCodes] = useState<string[]>([])
  useEffect(() => {
    let current = true
    started
      .then(() => sportsbook.sysinit())
      .then((answer) => {
        const currencies = (answer.currencies ?? []) as SysinitCurrency[]
        if (current) setCodes(currencies.filter((entry) => !entry.demo).map((entry) => entry.currencyCode))
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [sportsbook, started])
  return codes.flatMap((code) => {
    const src = brand.coinIcons[code]
    return src ? [{ src, alt: code }] : []
  })
}
