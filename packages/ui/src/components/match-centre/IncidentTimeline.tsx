import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CentreIncident, CentreIncidentType } from '@sportsbook/sdk/protocol'

// The feed's details that have a name of their own; any other detail (a period's "HT") shows as it comes.
const detailNames = {
  yellow: msg`Yellow card`,
  red: msg`Red card`,
  missed: msg`Penalty missed`,
} as const

function incidentText(i18n: I18n, incident: CentreIncident): string {
  const detail = incident.detail
  if (detail && Object.hasOwn(detailNames, detail))
    return i18n._(detailNames[detail as keyof typeof detailNames])
  if (incident.type === 'period' && detail) return `${i18n._(incidentNames.period)} ${detail}`
  return i18n._(incidentNames[incident.type])
}

const incidentNames = {
  goal: msg`Goal`,
  card: msg`Card`,
  penalty: msg`Penalty`,
  corner: msg`Corner`,
  substitution: msg`Substitution`,
  period: msg`Period`,
} as const

/** The name of an incident type, in the page's language. */
export function incidentName(i18n: I18n, type: CentreIncidentType): string {
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
            data-detail={incident.detail}
            data-side={incident.side ?? 'match'}
          >
            <span className="sb-centre__minute">{incident.minute}'</span>
            <span className="sb-centre__what">
              <strong>{incidentText(i18n, incident)}</strong>
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
