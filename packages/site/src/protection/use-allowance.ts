import type { Allowance, AllowanceKind } from '@sportsbook/sdk'
import { useProtection, useSession, useSportsbook } from '@sportsbook/ui'
import { useEffect } from 'react'

/**
 * What the member may still deposit or stake in `currencyCode` (PROTOCOL.md section 11), for the line a money
 * form shows: the protection is read once when a registered member first needs it, and then kept current by the
 * SDK (every balance push reads it again). Null for anyone else, or without a limit that counts the movement.
 */
export function useAllowance(kind: AllowanceKind, currencyCode: string | null | undefined): Allowance | null {
  const sportsbook = useSportsbook()
  const { status } = useSession()
  const { protection } = useProtection()
  const registered = status === 'member'
  useEffect(() => {
    if (registered && protection === null) void sportsbook.protection.refresh().catch(() => undefined)
  }, [registered, protection, sportsbook])
  if (!registered || !currencyCode) return null
  return sportsbook.protection.allowance(kind, currencyCode)
}
