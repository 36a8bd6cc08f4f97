import { type BalanceEntry, displayBalance, floorToScale } from '@sportsbook/sdk'
import { useBalances, useSession, useUser } from '@sportsbook/ui'

/** The member's currency for the market (banks are opened in it) and what they can spend of it. */
export function useMarketCurrency(): {
  currencyCode: string
  scale: number
  available: string
  entry?: BalanceEntry
} {
  const user = useUser()
  const balances = useBalances()
  const entry = balances.find((item) => item.currencyCode === user?.currencyCode) ?? balances[0]
  const scale = entry?.scale ?? 2
  const left = entry ? displayBalance(entry) : '0'
  return {
    currencyCode: entry?.currencyCode ?? user?.currencyCode ?? '',
    scale,
    available: floorToScale(left.startsWith('-') ? '0' : left, scale),
    ...(entry ? { entry } : {}),
  }
}

/** Who is looking (PROTOCOL.md section 6: M to bet against a bank; R to open, join or invest). */
export function useMarketRole(): 'none' | 'visitor' | 'demo' | 'member' {
  const session = useSession()
  if (session.status === 'idle') return 'none'
  if (session.status === 'member' || session.status === 'channel') return 'member'
  if (session.status === 'demo') return 'demo'
  return 'visitor'
}

export const bankHref = (id: number) => `#/market/${id}`
