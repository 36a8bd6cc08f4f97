import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CentreIncident, IncidentType } from './centre-types'

const incidentNames = {
  goal: msg`Goal`,
  card: msg`Card`,
  penalty: msg`Penalty`,
  corner: msg`Corner`,
  substitution: msg`Substitution`,
  period: msg`Period`,
} as const

/** The name of an incident type, in the page's language. */
export function incidentName(i18n: I18n, type: IncidentType): string {
  return i18n._(incidentNames[type])
}

/** The incidents of a match, newest first: minute, what, whose, who and the score after it. */
export function IncidentTimeline({
  incidents,
  homeName,
  awayName,
}: {
  incidents: readonly CentreIncident[]
  homeName: string
  awayName: string
}) {
  const { i18n } = useLingui()
  const newestFirst = [...incidents].sort((a, b) => b.seq - a.seq)
  if (newestFirst.length === 0)
    return (
      <p className="sb-centre__empty">
        <Trans>Nothing has happened yet.</Trans>
      </p>
    )
  return (
    <ol className="sb-centre__timeline">
      {newestFirst.map((incident) => {
        const team = incident.side === 'home' ? homeName : incident.side === 'away' ? awayName : null
        return (
          <li
            key={incident.seq}
            className="sb-centre__incident"
            data-type={incident.type}
            data-side={incident.side ?? 'match'}
          >
            <span className="sb-centre__minute">{incident.minute}'</span>
            <span className="sb-centre__what">
              <strong>{incidentName(i18n, incident.type)}</strong>
              {team ? ` · ${team}` : null}
              {incident.player ? ` · ${incident.player}` : null}
            </span>
            <span className="sb-centre__after">
              {incident.score.home}–{incident.score.away}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
