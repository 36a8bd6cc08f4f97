import { CashierHistory, type HistoryList, type HistoryTab, useSportsbook } from '@sportsbook/ui'
import { useState } from 'react'
import { useKeyedRead } from '../../betting/remote'
import { errorMessage } from '../../betting/session-status'

const pageSize = 20

/**
 * The member's deposits, transfers, withdrawals and loans, newest first, read again on every balance push and
 * after each movement made on the page (`round`).
 */
export function HistorySection({
  round,
  initialTab = 'deposits',
}: {
  round: number
  initialTab?: HistoryTab
}) {
  const sportsbook = useSportsbook()
  const [tab, setTab] = useState<HistoryTab>(initialTab)
  // Under the wallet's `history` key: a `balance` push reads it again (SportsbookQuerySync).
  const list = useKeyedRead(
    { group: 'wallet', name: 'history', inputs: { tab, round } },
    async (): Promise<HistoryList> => {
      const page = { page: 1, pageSize }
      switch (tab) {
        case 'deposits':
          return { tab, items: (await sportsbook.api.wallet.deposits(page)).list }
        case 'transfers':
          return { tab, items: (await sportsbook.api.wallet.collectionOrder(page)).list }
        case 'withdrawals':
          return { tab, items: (await sportsbook.api.wallet.withdrawals(page)).list }
        case 'loans':
          return { tab, items: (await sportsbook.api.loan.records(page)).list }
      }
    },
  )
  return (
    <CashierHistory
      tab={tab}
      onTabChange={setTab}
      status={list.status}
      list={list.data}
      error={errorMessage(list.error)}
      onRetry={list.reload}
    />
  )
}
