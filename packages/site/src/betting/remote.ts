import { type SportsbookApiGroup, sportsbookKeys, useSessionUid } from '@sportsbook/ui'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'

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
  // A query without data forgets its error when it reads again; the page keeps it until the answer (a refusal
  // such as 3004 decides what the page is, and must not blink at each poll). Its time tells it is this query's.
  const lastError = useRef<{ error: unknown; at: number } | null>(null)
  if (query.error) lastError.current = { error: query.error, at: query.errorUpdatedAt }
  const kept = query.isPending && query.isFetching && lastError.current?.at === query.errorUpdatedAt
  return {
    status: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
    data: query.data,
    error: query.error ?? (kept ? lastError.current?.error : null),
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
