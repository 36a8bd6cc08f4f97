import { type BalanceEntry, displayBalance, floorToScale, subtractAmounts } from '@sportsbook/sdk'
import { useBalances, useUser } from '@sportsbook/ui'

/** The currency the cashier works in (the member's own) and its balance entry. */
export function useWalletCurrency(): {
  currencyCode: string
  scale: number
  entry: BalanceEntry | undefined
} {
  const user = useUser()
  const balances = useBalances()
  const currencyCode = user?.currencyCode ?? ''
  const entry = balances.find((item) => item.currencyCode === currencyCode) ?? balances[0]
  return { currencyCode: entry?.currencyCode ?? currencyCode, scale: entry?.scale ?? 2, entry }
}

/** What may be withdrawn (PROTOCOL.md section 8): the display balance less the outstanding loan, never below 0. */
export function withdrawable(entry: BalanceEntry | undefined): { amount: string; scale: number } {
  if (!entry) return { amount: '0', scale: 2 }
  const left = subtractAmounts(displayBalance(entry), entry.loanAmount)
  return { amount: floorToScale(left.startsWith('-') ? '0' : left, entry.scale), scale: entry.scale }
}
