import { useLingui } from '@lingui/react'
import type { StatementEntry } from '@sportsbook/sdk'
import {
  protectionMessages,
  Statement,
  type StatementRange,
  useRefusalText,
  useSportsbook,
  useToasts,
} from '@sportsbook/ui'
import { useEffect, useState } from 'react'
import { downloadText } from '../../download-text'

const pageSize = 20

const lastThirtyDays = (): StatementRange => {
  const end = new Date()
  end.setHours(24, 0, 0, 0)
  return { startTime: end.getTime() - 30 * 86_400_000, endTime: end.getTime() }
}

/** The statement of the range asked (the last 30 days first), page by page, and the range as CSV. */
export function StatementSection() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const toasts = useToasts()
  const refusalText = useRefusalText()
  const [range, setRange] = useState<StatementRange>(lastThirtyDays)
  const [page, setPage] = useState(1)
  const [state, setState] = useState<{
    status: 'loading' | 'error' | 'ready'
    entries: StatementEntry[]
    total: number
    error: string | null
  }>({ status: 'loading', entries: [], total: 0, error: null })
  const [downloading, setDownloading] = useState(false)

  useEffect(() => {
    let current = true
    setState((previous) => ({ ...previous, status: 'loading', ...(page === 1 ? { entries: [] } : {}) }))
    sportsbook.protection.statement({ ...range, page, pageSize }).then(
      (answer) =>
        current &&
        setState((previous) => ({
          status: 'ready',
          entries: page === 1 ? answer.list : [...previous.entries, ...answer.list],
          total: answer.total,
          error: null,
        })),
      (cause: unknown) =>
        current &&
        setState((previous) => ({ ...previous, status: 'error', error: refusalText(cause) ?? null })),
    )
    return () => {
      current = false
    }
  }, [range, page, sportsbook, refusalText])

  return (
    <section
      id="statement"
      className="sb-betting__section sb-protection__statement"
      aria-label={i18n._(protectionMessages.statement)}
    >
      <h2 className="sb-protection__heading">{i18n._(protectionMessages.statement)}</h2>
      <Statement
        data-testid="statement"
        entries={state.entries}
        total={state.total}
        status={state.status}
        error={state.error}
        downloading={downloading}
        onRangeChange={(next) => {
          setPage(1)
          setRange(next)
        }}
        onMore={() => setPage((value) => value + 1)}
        onDownload={async (asked) => {
          setDownloading(true)
          try {
            const file = await sportsbook.protection.statementCsv(asked)
            downloadText(file.filename, file.csv)
          } catch (cause) {
            toasts.error(refusalText(cause) ?? '')
          } finally {
            setDownloading(false)
          }
        }}
      />
    </section>
  )
}
