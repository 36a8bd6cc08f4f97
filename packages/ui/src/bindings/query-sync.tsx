import type { Sportsbook } from '@sportsbook/sdk'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSportsbook } from './hooks'
import { type SportsbookApiGroup, sportsbookKeys } from './query-keys'

/** What a settled or cashed-out order changes: its lists and stats, the loan statistics, the peer market's banks. */
const movedByOrder: readonly SportsbookApiGroup[] = ['bets', 'loan', 'market']

/** The lists of money movements a balance change may have added to, and the game wallets. */
const movedByBalance: readonly (readonly [string, string])[] = [
  ['wallet', 'deposits'],
  ['wallet', 'withdrawals'],
  ['wallet', 'collectionOrder'],
  ['wallet', 'history'],
  ['bets', 'amountLog'],
  ['games', 'balance'],
  ['loan', 'records'],
]

/**
 * Wires the SDK's pushes to a query cache: `order` reads the orders, stats and banks again; `balance` writes the
 * pushed entries into useBalance and reads the money lists again; `notice` reads the notices again. When the
 * session's uid changes (a login, a logout, a switch of account) every other session's data is dropped, so an
 * account never shows what another read. Returns the function that stops it.
 */
export function syncSportsbookQueries(client: Sportsbook, queryClient: QueryClient): () => void {
  let uid = client.session.getState().credentials?.uid
  const invalidate = (...queryKey: string[]) =>
    void queryClient.invalidateQueries({ queryKey: [...sportsbookKeys.session(uid), ...queryKey] })
  const dropOtherSessions = () =>
    queryClient.removeQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] === 'sportsbook' && !sportsbookKeys.isShared(queryKey) && queryKey[1] !== (uid ?? 'none'),
    })
  const stops = [
    client.events.on('order', () => {
      for (const group of movedByOrder) invalidate(group)
      invalidate('balance')
    }),
    client.events.on('balance', ({ entries }) => {
      queryClient.setQueryData(sportsbookKeys.balance(uid), entries)
      for (const [group, name] of movedByBalance) invalidate(group, name)
    }),
    client.events.on('notice', () => {
      invalidate('misc', 'notices')
      invalidate('misc', 'noticePage')
    }),
    client.session.subscribe((state) => {
      const next = state.credentials?.uid
      if (next === uid) return
      uid = next
      dropOtherSessions()
    }),
  ]
  dropOtherSessions()
  return () => {
    for (const stop of stops) stop()
  }
}

/** Props of SportsbookQuerySync. */
export interface SportsbookQuerySyncProps {
  /** The cache to keep current; the nearest QueryClientProvider's by default. */
  queryClient?: QueryClient
}

/**
 * Keeps the data hooks' cache current while mounted: place it once inside both the SportsbookProvider and your
 * QueryClientProvider. The SDK's pushes (`order`, `balance`, `notice`) read the affected queries again, and an
 * account change drops the previous session's data. Renders nothing.
 */
export const SportsbookQuerySync = /* @__PURE__ */ Object.assign(
  function SportsbookQuerySync({ queryClient }: SportsbookQuerySyncProps) {
    const client = useSportsbook()
    const cache = useQueryClient(queryClient)
    useEffect(() => syncSportsbookQueries(client, cache), [client, cache])
    return null
  },
  { displayName: 'SportsbookQuerySync' },
)
