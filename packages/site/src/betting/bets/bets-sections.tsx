import { useLingui } from '@lingui/react'
import { pickOfLeg } from '@sportsbook/sdk'
import type { SettlementRecord, SharedOrder } from '@sportsbook/sdk/protocol'
import {
  AmountLog,
  BetStats,
  bettingMessages,
  MasterRank,
  OrderList,
  type RankDays,
  SettlementRecordCard,
  SharedOrderCard,
  useBetSlipActions,
  useOddsFormat,
  useSportsbook,
  useSportsbookQuery,
  useToasts,
} from '@sportsbook/ui'
import { useState } from 'react'
import { useRemoteOf } from '../remote'
import { errorMessage } from '../session-status'
import { usePagedList } from './use-growing-page'

/** Settlement records: each settled order with the ledger entries it made. */
export function SettlementRecords() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const [format] = useOddsFormat()
  const { list: recordsList } = usePagedList('bets', 'settlementRecords', (query) =>
    sportsbook.api.bets.settlementRecords(query),
  )
  return (
    <OrderList<SettlementRecord>
      {...recordsList}
      label={i18n._(bettingMessages.records)}
      getKey={(record) => record.orderId}
      emptyTitle={i18n._(bettingMessages.noRecords)}
      renderItem={(record) => <SettlementRecordCard record={record} format={format} />}
    />
  )
}

/** The amount log: every movement of the member's spendable balance. */
export function AccountHistory() {
  const sportsbook = useSportsbook()
  const { list: logList } = usePagedList('bets', 'amountLog', (query) => sportsbook.api.bets.amountLog(query))
  const { items, ...list } = logList
  return <AmountLog entries={items} {...list} />
}

/** Today's betting and the last 30 days' results (`stat/today`, `win/stat`). */
export function Statistics() {
  const [format] = useOddsFormat()
  const utcOffsetMinutes = -new Date().getTimezoneOffset()
  const today = useRemoteOf(useSportsbookQuery('loan', 'statToday', { utcOffsetMinutes }))
  const win = useRemoteOf(useSportsbookQuery('loan', 'winStat', { days: 30 }))
  const failed = [today, win].find((read) => read.status === 'error')
  return (
    <BetStats
      today={today.data}
      win={win.data}
      status={failed ? 'error' : today.status === 'ready' && win.status === 'ready' ? 'ready' : 'loading'}
      error={errorMessage(failed?.error)}
      onRetry={() => {
        today.reload()
        win.reload()
      }}
      format={format}
    />
  )
}

/** Everybody's shared bets; another player's open bet can be copied into the slip. */
export function SharedBets() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const toasts = useToasts()
  const slip = useBetSlipActions()
  const [format] = useOddsFormat()
  const { list: sharesList } = usePagedList('bets', 'shareList', (query) =>
    sportsbook.api.bets.shareList(query),
  )
  const copy = (share: SharedOrder) => {
    for (const leg of share.order.legs) {
      void Promise.resolve(slip.add(pickOfLeg(leg))).catch(() => undefined)
    }
    if (share.order.legs.length > 1) void Promise.resolve(slip.setMode('parlay')).catch(() => undefined)
    toasts.success(i18n._(bettingMessages.copiedToSlip))
  }
  return (
    <OrderList<SharedOrder>
      {...sharesList}
      label={i18n._(bettingMessages.sharedBets)}
      getKey={(share) => share.shareId}
      emptyTitle={i18n._(bettingMessages.noShares)}
      renderItem={(share) => <SharedOrderCard share={share} format={format} onCopy={() => copy(share)} />}
    />
  )
}

/** The master ranking of sharers over 7, 30 or 90 days. */
export function Ranking() {
  const [days, setDays] = useState<RankDays>(30)
  const rank = useRemoteOf(useSportsbookQuery('bets', 'masterRank', { days, pageSize: 50 }))
  return (
    <MasterRank
      entries={rank.data?.list}
      status={rank.status}
      error={errorMessage(rank.error)}
      onRetry={rank.reload}
      days={days}
      onDaysChange={setDays}
    />
  )
}
