import type { BalanceEntry, FullCashOut, QuotedCashOut } from '@sportsbook/sdk'
import type { Order } from '@sportsbook/sdk/protocol'
import {
  type QueryKey,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSession, useSportsbook } from './hooks'
import {
  type SportsbookAnswer,
  type SportsbookApiCall,
  type SportsbookApiGroup,
  type SportsbookPayload,
  sportsbookKeys,
} from './query-keys'

/**
 * The TanStack Query options a data hook passes on (`refetchInterval`, `staleTime`, `placeholderData`, ...); the
 * key and the read are the hook's, and `enabled` adds to its own rule (no read before the page has a session).
 */
export type SportsbookQueryOptions<T> = Omit<
  UseQueryOptions<T, Error, T, QueryKey>,
  'queryKey' | 'queryFn' | 'enabled' | 'select'
> & {
  /** False holds the read (a page part that is hidden, a member-only list for a visitor). */
  enabled?: boolean
}

/** The uid of the page's session, or undefined while it has none (every read waits until it has one). */
export function useSessionUid(): string | undefined {
  return useSession().credentials?.uid
}

/**
 * One read of `sb.api` (`useSportsbookQuery('bets', 'masterRank', { days: 7 })`), cached under
 * `sportsbookKeys.call(uid, group, call, payload)`: components asking the same share one request and one answer,
 * and the SDK's pushes reach it through SportsbookQuerySync. For a read with no dedicated hook.
 */
export function useSportsbookQuery<G extends SportsbookApiGroup, N extends SportsbookApiCall<G>>(
  group: G,
  name: N,
  payload: SportsbookPayload<G, N>,
  options: SportsbookQueryOptions<SportsbookAnswer<G, N>> = {},
): UseQueryResult<SportsbookAnswer<G, N>, Error> {
  const client = useSportsbook()
  const uid = useSessionUid()
  const { enabled = true, ...rest } = options
  return useQuery({
    ...rest,
    queryKey: sportsbookKeys.call(uid, group, name, payload),
    queryFn: () => {
      const read = client.api[group][name] as (payload: unknown) => Promise<SportsbookAnswer<G, N>>
      return read(payload)
    },
    enabled: uid !== undefined && enabled,
  })
}

/**
 * After the match socket reconnects (`sb.liveOdds.onStale`), pushes may have been missed: a read that shows one of
 * the stale matches is read again.
 */
function useStaleMatchReread(queryKey: QueryKey, matchIds: readonly number[] | undefined): void {
  const client = useSportsbook()
  const queryClient = useQueryClient()
  const keyRef = useRef(queryKey)
  keyRef.current = queryKey
  // The ids are the dependency: a new array of the same matches keeps the subscription.
  const ids = matchIds?.join(',') ?? ''
  useEffect(() => {
    if (!ids) return
    const shown = new Set(ids.split(',').map(Number))
    return client.liveOdds.onStale((stale) => {
      if (stale.some((id) => shown.has(id)))
        void queryClient.invalidateQueries({ queryKey: keyRef.current, exact: true })
    })
  }, [client, queryClient, ids])
}

/** A page of matches (`sb.api.matches.list`), read again when the live feed says its matches went stale. */
export function useMatches(
  params: SportsbookPayload<'matches', 'list'>,
  options?: SportsbookQueryOptions<SportsbookAnswer<'matches', 'list'>>,
): UseQueryResult<SportsbookAnswer<'matches', 'list'>, Error> {
  const query = useSportsbookQuery('matches', 'list', params, options)
  useStaleMatchReread(
    sportsbookKeys.matches(useSessionUid(), params),
    query.data?.list.map((match) => match.id),
  )
  return query
}

/** One match with its markets (`sb.api.matches.details`), read again when the live feed says it went stale. */
export function useMatch(
  matchId: number,
  options?: SportsbookQueryOptions<SportsbookAnswer<'matches', 'details'>>,
): UseQueryResult<SportsbookAnswer<'matches', 'details'>, Error> {
  const query = useSportsbookQuery('matches', 'details', { matchId }, options)
  useStaleMatchReread(
    sportsbookKeys.match(useSessionUid(), matchId),
    query.data ? [query.data.id] : undefined,
  )
  return query
}

/** The member's orders (`sb.api.bets.list`); an `order` push reads them again. */
export function useOrders(
  params: SportsbookPayload<'bets', 'list'>,
  options?: SportsbookQueryOptions<SportsbookAnswer<'bets', 'list'>>,
): UseQueryResult<SportsbookAnswer<'bets', 'list'>, Error> {
  return useSportsbookQuery('bets', 'list', params, options)
}

/**
 * The member's balance entries, read through `sb.balance.refresh()` (so `sb.balance` and useBalances agree); a
 * `balance` push writes its entries in at once. A visitor has none.
 */
export function useBalance(
  options: SportsbookQueryOptions<BalanceEntry[]> = {},
): UseQueryResult<BalanceEntry[], Error> {
  const client = useSportsbook()
  const uid = useSessionUid()
  const { enabled = true, ...rest } = options
  return useQuery({
    ...rest,
    queryKey: sportsbookKeys.balance(uid),
    queryFn: () => client.balance.refresh(),
    enabled: uid !== undefined && enabled,
  })
}

/** The banks of the peer market (`sb.api.market.list`); an `order` push reads them again. */
export function useBanks(
  params: SportsbookPayload<'market', 'list'>,
  options?: SportsbookQueryOptions<SportsbookAnswer<'market', 'list'>>,
): UseQueryResult<SportsbookAnswer<'market', 'list'>, Error> {
  return useSportsbookQuery('market', 'list', params, options)
}

/** The games on offer (`sb.api.games.list`). */
export function useGames(
  params: SportsbookPayload<'games', 'list'>,
  options?: SportsbookQueryOptions<SportsbookAnswer<'games', 'list'>>,
): UseQueryResult<SportsbookAnswer<'games', 'list'>, Error> {
  return useSportsbookQuery('games', 'list', params, options)
}

/**
 * Cashes an order out through `sb.orders.cashOut` (all of it at the offer, or a share of a quote; one idempotency
 * key while the outcome is unknown). Once it is done the member's orders and balance are read again, without
 * waiting for the `order` push.
 */
export function useCashOut(): UseMutationResult<Order, Error, FullCashOut | QuotedCashOut> {
  const client = useSportsbook()
  const queryClient = useQueryClient()
  const uid = useSessionUid()
  return useMutation({
    mutationFn: (input: FullCashOut | QuotedCashOut) => client.orders.cashOut(input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sportsbookKeys.group(uid, 'bets') }),
        queryClient.invalidateQueries({ queryKey: sportsbookKeys.balance(uid) }),
      ]),
  })
}
