import { useState } from 'react'
import { errorMessage } from '../session-status'
import type { Remote } from '../use-remote'

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
