import { useLingui } from '@lingui/react'
import type { Match, SportType } from '@sportsbook/sdk/protocol'
import {
  bettingMessages,
  isSiteLocale,
  localeTags,
  MatchList,
  ResultRow,
  SportsTabs,
  useSportsbookQuery,
} from '@sportsbook/ui'
import { useId, useState } from 'react'
import { useRemoteOf } from '../betting/remote'
import { errorMessage } from '../betting/session-status'
import '../betting/styles'

const dayMs = 24 * 60 * 60 * 1000

/** The start of the local day `offset` days from today, in ms (match/result/list reads a day in the caller's zone). */
function dayStart(offset: number): number {
  const day = new Date()
  day.setHours(0, 0, 0, 0)
  day.setDate(day.getDate() + offset)
  return day.getTime()
}

/** #/results: finished matches with their scores, by sport and day. */
export default function ResultsPage() {
  const { i18n } = useLingui()
  const [sport, setSport] = useState<SportType>(1)
  const [offset, setOffset] = useState(0)
  const panelId = useId()
  const date = dayStart(offset)
  const results = useRemoteOf(
    useSportsbookQuery('matches', 'results', { sportType: sport, date, pageSize: 100 }),
  )
  const dayName = new Intl.DateTimeFormat(isSiteLocale(i18n.locale) ? localeTags[i18n.locale] : undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(date + dayMs / 2)
  return (
    <div className="sb-betting">
      <div className="sb-betting__main">
        <h1 className="sb-betting__title">{i18n._(bettingMessages.results)}</h1>
        <SportsTabs value={sport} onValueChange={setSport} panelId={panelId} />
        <div className="sb-betting__day">
          <button
            type="button"
            className="sb-button sb-button--secondary"
            onClick={() => setOffset(offset - 1)}
          >
            <span aria-hidden="true">‹ </span>
            {i18n._(bettingMessages.previousDay)}
          </button>
          <output aria-label={i18n._(bettingMessages.day)} aria-live="polite">
            {dayName}
          </output>
          <button
            type="button"
            className="sb-button sb-button--secondary"
            disabled={offset >= 0}
            onClick={() => setOffset(offset + 1)}
          >
            {i18n._(bettingMessages.nextDay)}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
        <div id={panelId}>
          <MatchList
            label={i18n._(bettingMessages.results)}
            matches={results.data?.list}
            status={results.status}
            error={errorMessage(results.error)}
            onRetry={results.reload}
            showMarketColumns={false}
            renderRow={(match: Match) => <ResultRow match={match} href={`#/match/${match.id}`} />}
            emptyTitle={i18n._(bettingMessages.noResults)}
          />
        </div>
      </div>
    </div>
  )
}
