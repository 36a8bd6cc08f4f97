import type { BalanceEntry } from '@sportsbook/sdk'

export function balanceEntry(overrides: Partial<BalanceEntry>): BalanceEntry {
  return {
    currencyId: 1,
    assetID: 'a1',
    currencyCode: 'USDT',
    scale: 2,
    amount: '0',
    frozen: '0',
    creditAmount: '0',
    loanAmount: '0',
    status: 1,
    ...overrides,
  }
}
