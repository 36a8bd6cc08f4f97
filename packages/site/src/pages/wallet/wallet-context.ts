import { type BalanceEntry, displayBalance, floorToScale, subtractAmounts } from '@sportsbook/sdk'
import { useBalances, useUser } from '@sportsbook/ui'
import { createContext, useContext } from 'react'

/** The currency the wallet page's forms work in when the player picked one there; null: the session's. */
export const WalletCurrencyChoice = createContext<string | null>(null)

/**
 * The currency the cashier works in and its balance entry: the one picked on the wallet page, else the member's
 * own (the user info's, which the header's currency switch changes; game launch reads this too).
 */
export function useWalletCurrency(): {
  currencyCode: string
  scale: number
  entry: BalanceEntry | undefined
} {
  const user = useUser()
  const balances = useBalances()
  const currencyCode = useContext(WalletCurrencyChoice) ?? user?.currencyCode ?? ''
  const entry = balances.find((item) => item.currencyCode === currencyCode) ?? balances[0]
  return { currencyCode: entry?.currencyCode ?? currencyCode, scale: entry?.scale ?? 2, entry }
}

/** What may be withdrawn (PROTOCOL.md section 8): the display balance less the outstanding loan, never below 0. */
export function withdrawable(entry: BalanceEntry | undefined): { amount: string; scale: number } {
  if (!entry) return { amount: '0', scale: 2 }
  const left = subtractAmounts(displayBalance(entry), entry.loanAmount)
  return { amount: floorToScale(left.startsWith('-') ? '0' : left, entry.scale), scale: entry.scale }
}
