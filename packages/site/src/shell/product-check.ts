import { useSportsbook } from '@sportsbook/ui'
import { useCallback, useEffect, useState } from 'react'
import { useSite } from '../site-context'

type ProductCheck =
  | { status: 'pending' | 'ok' }
  | { status: 'mismatch'; expected: number; actual: number | string; retry: () => void }

/**
 * The server names the brand of this address (`setUserType`, spec section 1); an app that gets another product
 * number than its own shows a configuration error, never another brand's page (DESIGN.md section 3).
 */
export function useProductCheck(): ProductCheck {
  const sportsbook = useSportsbook()
  const { brand } = useSite()
  const [actual, setActual] = useState<number | string | null>(null)
  const check = useCallback(() => {
    sportsbook.api.session
      .setUserType({ domainType: 3 })
      .then((answer) => setActual(Number((answer as { productNo: number }).productNo)))
      .catch(() => setActual(null)) // unreachable server: the pages say so themselves
  }, [sportsbook])
  useEffect(check, [check])
  if (actual === null) return { status: 'pending' }
  if (actual === brand.productNo) return { status: 'ok' }
  return { status: 'mismatch', expected: brand.productNo, actual, retry: check }
}
