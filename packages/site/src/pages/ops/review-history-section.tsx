import {
  type OpsQueue,
  type ReviewFilters,
  ReviewHistory,
  type ReviewHistoryRows,
  reviewWindow,
  useSportsbook,
} from '@sportsbook/ui'
import { useState } from 'react'
import { useKeyedRead } from '../../betting/remote'
import { errorMessage } from '../../betting/session-status'

const noFilters: ReviewFilters = { status: '', account: '', from: '', to: '' }

/**
 * The console's history of past reviews of the shown queue (newest first) with its filters, and the brand's audit
 * of revealed payout accounts. `round` counts the reviews made here, so the history reads again after each.
 */
export function ReviewHistorySection({ queue, round }: { queue: OpsQueue; round: number }) {
  const sportsbook = useSportsbook()
  const [filters, setFilters] = useState<ReviewFilters>(noFilters)
  const request = {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.account.trim() ? { account: filters.account.trim() } : {}),
    ...reviewWindow(filters),
    page: 1,
    pageSize: 50,
  }
  const rows = useKeyedRead<ReviewHistoryRows>(
    { group: 'wallet', name: 'reviewHistory', inputs: { queue, round, request } },
    async () => {
      // "All" asks without a status: the rows still in review are the queue's, not the history's.
      const past = <T extends { status: string }>(list: T[]) =>
        list.filter((row) => row.status !== 'inReview')
      if (queue === 'withdrawals')
        return { queue, items: past((await sportsbook.api.wallet.operatorWithdrawals(request)).list) }
      return { queue, items: past((await sportsbook.api.wallet.operatorCollections(request)).list) }
    },
  )
  const audit = useKeyedRead(
    { group: 'operations', name: 'auditList', inputs: { round } },
    async () => (await sportsbook.api.operations.auditList({ page: 1, pageSize: 20 })).list,
  )
  return (
    <ReviewHistory
      filters={filters}
      onFiltersChange={setFilters}
      status={rows.data ? 'ready' : rows.status}
      rows={rows.data}
      error={errorMessage(rows.error)}
      onRetry={rows.reload}
      audit={queue === 'withdrawals' ? audit.data : undefined}
    />
  )
}
