import type { Limit, MemberSearchRow, Protection, RealityCheckPush, StatementEntry } from '@sportsbook/sdk'

// Player protection fixtures shaped as the server answers them, for stories and tests.
export const protectionAt = Date.UTC(2026, 10, 25, 12, 30)
const hour = 3_600_000

export function limit(fields: Partial<Limit> = {}): Limit {
  return {
    kind: 'deposit',
    period: 'day',
    currencyCode: 'USDT',
    amount: '100.00',
    used: '40.00',
    remaining: '60.00',
    pending: null,
    imposed: null,
    ...fields,
  }
}

export const pendingIncrease = limit({
  kind: 'loss',
  period: 'week',
  amount: '200.00',
  used: '50.00',
  remaining: '150.00',
  pending: { amount: '500.00', effectiveAt: protectionAt + 20 * hour, confirmable: false },
})

export const confirmableIncrease = limit({
  ...pendingIncrease,
  pending: { amount: '500.00', effectiveAt: protectionAt - hour, confirmable: true },
})

export const sessionLimit = limit({
  kind: 'session',
  period: 'day',
  currencyCode: null,
  amount: '120',
  used: '45',
  remaining: '75',
})

export function protection(fields: Partial<Protection> = {}): Protection {
  return {
    limits: [limit(), pendingIncrease, sessionLimit],
    timeOut: null,
    selfExclusion: null,
    realityCheckMinutes: 30,
    lastLoginAt: protectionAt - 26 * hour,
    sessionStartedAt: protectionAt - hour,
    lifetime: [{ currencyCode: 'USDT', deposits: '1500.00', withdrawals: '400.00', net: '1100.00' }],
    ...fields,
  }
}

export const realityCheck: RealityCheckPush = {
  elapsedMs: 75 * 60_000,
  stakes: '120.00',
  returns: '84.50',
  net: '-35.50',
  currencyCode: 'USDT',
  since: protectionAt - 75 * 60_000,
}

export const statementEntries: StatementEntry[] = [
  {
    time: protectionAt - hour,
    kind: 'bet-stake',
    ref: 'order:12',
    currencyCode: 'USDT',
    amount: '-20.00',
    balanceAfter: '180.00',
    memo: 'Stake on order 12',
  },
  {
    time: protectionAt - 2 * hour,
    kind: 'deposit',
    ref: 'deposit:3',
    currencyCode: 'USDT',
    amount: '200.00',
    balanceAfter: '200.00',
    memo: 'Deposit 3',
  },
]

export const memberRow: MemberSearchRow = {
  memberId: 1042,
  account: 'player7',
  createdAt: protectionAt - 40 * 24 * hour,
  lastLoginAt: protectionAt - hour,
  balances: [{ currencyCode: 'USDT', amount: '250.00', frozen: '0.00' }],
  protection: {
    limits: [limit({ imposed: { amount: '100.00', reason: 'Affordability check' } })],
    timeOut: { until: protectionAt + 48 * hour },
    selfExclusion: null,
  },
  restricted: { reason: 'timeOut', until: protectionAt + 48 * hour },
}
