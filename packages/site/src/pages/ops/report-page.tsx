import { useLingui } from '@lingui/react'
import type { DailyReportRow } from '@sportsbook/sdk/protocol'
import {
  DailyReport,
  LoadingState,
  operationsMessages,
  type ReportRange,
  useSession,
  useSportsbook,
  useSportsbookQuery,
  useToasts,
} from '@sportsbook/ui'
import { useState } from 'react'
import { useRemoteOf } from '../../betting/remote'
import { errorMessage } from '../../betting/session-status'
import { downloadText } from '../../download-text'
import { NotFoundPage } from '../not-found-page'
import { refusedAsNonOperator } from './operator-only'
import { OpsNav } from './ops-nav'
import '../../betting/styles'
import '../wallet/wallet.css'
import './ops.css'

const dayMs = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The last seven UTC days, today included. */
function lastWeek(): ReportRange {
  const today = Date.now()
  return { from: isoDay(today - 6 * dayMs), to: isoDay(today) }
}

/** The report request of a range of whole UTC days, both included. */
const timesOf = (range: ReportRange) => ({
  startTime: Date.parse(`${range.from}T00:00:00Z`),
  endTime: Date.parse(`${range.to}T00:00:00Z`) + dayMs,
})

/**
 * #/ops/report (PROTOCOL.md section 14): the brand's daily report for a range of UTC days in one of its currencies,
 * with its chart and its CSV. Anyone but an operator sees the not-found page.
 */
export default function OpsReportPage() {
  const { i18n } = useLingui()
  const session = useSession()
  const sportsbook = useSportsbook()
  const toasts = useToasts()
  const enabled = session.status === 'member'
  const [range, setRange] = useState(lastWeek)
  const [chosen, setChosen] = useState<string | null>(null)
  const [downloading, setDownloading] = useState(false)

  // The brand's currencies: those its caps are kept in (every real currency of the brand).
  const caps = useRemoteOf(useSportsbookQuery('operations', 'riskSettingsList', {}, { enabled }))
  const currencies = { ...caps, data: caps.data?.map((entry) => entry.currencyCode) }
  const currencyCode = chosen ?? currencies.data?.[0] ?? ''
  const daily = useRemoteOf(
    useSportsbookQuery(
      'operations',
      'reportDaily',
      { ...timesOf(range), currencyCode },
      { enabled: enabled && currencyCode !== '' },
    ),
  )
  // Without `format: 'csv'` the answer is the rows.
  const report = { ...daily, data: daily.data as DailyReportRow[] | undefined }

  if (session.status === 'idle') return <LoadingState rows={3} />
  if (!enabled || refusedAsNonOperator(currencies.error, report.error)) return <NotFoundPage />

  const download = async () => {
    setDownloading(true)
    try {
      const file = await sportsbook.api.operations.reportDaily({
        ...timesOf(range),
        currencyCode,
        format: 'csv',
      })
      if ('csv' in file) downloadText(file.filename, file.csv)
    } catch (cause) {
      toasts.error(errorMessage(cause) ?? '')
    } finally {
      setDownloading(false)
    }
  }

  return (
    <div className="sb-wallet sb-ops-page">
      <OpsNav />
      <section className="sb-ops-page__part" aria-labelledby="ops-report">
        <h2 id="ops-report" className="sb-ops-page__title">
          {i18n._(operationsMessages.report)}
        </h2>
        <p className="sb-ops-page__intro">{i18n._(operationsMessages.reportIntro)}</p>
        <DailyReport
          rows={report.data ?? []}
          range={range}
          onRangeChange={setRange}
          currencyCode={currencyCode}
          currencies={currencies.data ?? []}
          onCurrencyChange={setChosen}
          onDownload={() => void download()}
          downloading={downloading}
          status={report.data ? 'ready' : currencies.status === 'error' ? 'error' : report.status}
          error={errorMessage(report.error ?? currencies.error)}
          onRetry={() => {
            currencies.reload()
            report.reload()
          }}
        />
      </section>
    </div>
  )
}
