import { useState } from 'react'

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
