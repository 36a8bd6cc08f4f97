import { type SportsbookApiGroup, sportsbookKeys, useSessionUid } from '@sportsbook/ui'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type Remote, useRemoteOf } from '../remote'
import { errorMessage } from '../session-status'

const step = 20
const most = 100

type Page<T> = { list: T[]; total: number }

/**
 * "Show more" for the lists of #/bets: the first read asks for 20, each Show more for 20 more, up to the largest
 * page the server gives (100). The list stays on screen while the longer page loads.
 */
export function useGrowingPage() {
  const [pageSize, setPageSize] = useState(step)
  return {
    pageSize,
    hasMore: (shown: number | undefined, total: number | undefined) =>
      shown !== undefined && total !== undefined && shown < total && pageSize < most,
    more: () => setPageSize((size) => Math.min(most, size + step)),
  }
}

/**
 * A growing page of one `sb.api` list, keyed as the data hooks key it (`group`, `call`, its `inputs` and the
 * page size), so the SDK's pushes reach it. Until a longer page comes the shorter one stays (`growing`); another
 * session's answer never stays.
 */
export function usePagedRead<T>(
  group: SportsbookApiGroup,
  call: string,
  inputs: Record<string, unknown>,
  pageSize: number,
  read: (query: { page: 1; pageSize: number }) => Promise<Page<T>>,
  refetchInterval?: number,
): Remote<Page<T>> & { growing: boolean } {
  const uid = useSessionUid()
  const payload = { ...inputs, page: 1, pageSize }
  // The same list of the same session, shorter: what "the list stays on screen" keeps.
  const shorterOfSame = (key: readonly unknown[]) =>
    key[1] === uid &&
    JSON.stringify({ ...(key[4] as object), pageSize: 0 }) === JSON.stringify({ ...payload, pageSize: 0 })
  const query = useQuery({
    queryKey: [...sportsbookKeys.group(uid, group), call, payload],
    queryFn: () => read({ page: 1, pageSize }),
    enabled: uid !== undefined,
    placeholderData: (previous, previousQuery) =>
      previousQuery && shorterOfSame(previousQuery.queryKey) ? keepPreviousData(previous) : undefined,
    refetchInterval,
  })
  return { ...useRemoteOf(query), growing: query.isPlaceholderData }
}

/** A list of #/bets read a growing page at a time: answers the read and what the list shows of it (`pagedList`). */
export function usePagedList<T>(
  group: SportsbookApiGroup,
  call: string,
  read: (query: { page: 1; pageSize: number }) => Promise<Page<T>>,
  options: { inputs?: Record<string, unknown>; refetchInterval?: number } = {},
) {
  const paging = useGrowingPage()
  const remote = usePagedRead(
    group,
    call,
    options.inputs ?? {},
    paging.pageSize,
    read,
    options.refetchInterval,
  )
  return { remote, list: pagedList(remote, paging) }
}

/**
 * What a paged list shows of its read (the orders, the amount log, the shares): its rows, state and retry, and
 * Show more while the server has more and the page may still grow.
 */
export function pagedList<T>(
  remote: Remote<Page<T>> & { growing: boolean },
  paging: ReturnType<typeof useGrowingPage>,
) {
  const page = remote.data
  return {
    items: page?.list,
    status: remote.status,
    error: errorMessage(remote.error),
    onRetry: remote.reload,
    hasMore: paging.hasMore(page?.list.length, page?.total),
    onLoadMore: paging.more,
    loadingMore: remote.status === 'loading' || remote.growing,
  }
}
