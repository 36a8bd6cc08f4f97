import { useState } from 'react'
import { errorMessage } from '../session-status'
import { type Remote, type RemoteOptions, useRemote } from '../use-remote'

const step = 20
const most = 100

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
 * A list of #/bets read a growing page at a time: `read` asks for the first `pageSize` rows. Answers the read and
 * what the list shows of it (`pagedList`).
 */
export function usePagedList<T>(
  read: (query: { page: 1; pageSize: number }) => Promise<{ list: T[]; total: number }>,
  options?: RemoteOptions,
) {
  const paging = useGrowingPage()
  const remote = useRemote(() => read({ page: 1, pageSize: paging.pageSize }), [paging.pageSize], options)
  return { remote, list: pagedList(remote, paging) }
}

/**
 * What a paged list shows of its read (the orders, the amount log, the shares): its rows, state and retry, and
 * Show more while the server has more and the page may still grow.
 */
export function pagedList<T>(
  remote: Remote<{ list: T[]; total: number }>,
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
    loadingMore: remote.status === 'loading',
  }
}
