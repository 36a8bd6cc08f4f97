import { type SportsbookApiGroup, sportsbookKeys, useSessionUid } from '@sportsbook/ui'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'

export type RemoteStatus = 'loading' | 'error' | 'ready'

/** What a page part shows of one read: the states every list needs, and a reload for its Retry button. */
export interface Remote<T> {
  status: RemoteStatus
  /** The last answer; kept while a refresh or a retry runs, absent for inputs not read yet. */
  data: T | undefined
  error: unknown
  /** Reads again now (a Retry button, an action that changed the data); nothing while the read is held. */
  reload(): void
}

/**
 * A query's page states: loading (no blank screen, also while a Retry after a failure runs), error, ready. A
 * failed refresh keeps the data beside its error, as lists show both.
 */
export function useRemoteOf<T>(query: UseQueryResult<T, Error>): Remote<T> {
  const { refetch, isEnabled } = query
  const reload = useCallback(() => {
    if (isEnabled) void refetch()
  }, [refetch, isEnabled])
  const retrying = query.isError && query.isFetching && query.data === undefined
  return {
    status: query.isPending || retrying ? 'loading' : query.isError ? 'error' : 'ready',
    data: query.data,
    error: query.error,
    reload,
  }
}

/**
 * A read that is not one `sb.api` call (several calls together, an answer reshaped), under the data hooks' keys
 * (`[..., group, name, inputs]` of the session), so the SDK's pushes for `group` reach it as they reach the hooks.
 * It waits for a session, as the hooks do.
 */
export function useKeyedRead<T>(
  key: { group: SportsbookApiGroup; name: string; inputs?: unknown },
  read: () => Promise<T>,
  options: { enabled?: boolean; refetchInterval?: number } = {},
): Remote<T> {
  const uid = useSessionUid()
  const { enabled = true, refetchInterval } = options
  return useRemoteOf(
    useQuery({
      queryKey: [...sportsbookKeys.group(uid, key.group), key.name, key.inputs ?? {}],
      queryFn: read,
      enabled: uid !== undefined && enabled,
      refetchInterval,
    }),
  )
}
