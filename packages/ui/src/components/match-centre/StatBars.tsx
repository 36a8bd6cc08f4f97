import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { MatchStats as CentreStats } from '@sportsbook/sdk/protocol'

const statNames = {
  possession: msg`Possession (%)`,
  shots: msg`Shots`,
  shotsOnTarget: msg`Shots on target`,
  corners: msg`Corners`,
  cards: msg`Cards`,
  fouls: msg`Fouls`,
} as const satisfies Record<keyof CentreStats, unknown>

const order = Object.keys(statNames) as (keyof CentreStats)[]

function statName(i18n: I18n, key: keyof CentreStats): string {
  return i18n._(statNames[key])
}

/**
 * Each statistic as a line: the home figure, the name, the away figure, and a bar split in their proportion. The
 * figures are text; the bar repeats them for the eye and is hidden from screen readers.
 */
export function StatBars({
  stats,
  homeName,
  awayName,
}: {
  stats: CentreStats
  homeName: string
  awayName: string
}) {
  const { i18n, t } = useLingui()
  return (
    <table className="sb-centre__stats">
      <thead>
        <tr>
          <th scope="col">{homeName}</th>
          <th scope="col">{t`Statistic`}</th>
          <th scope="col">{awayName}</th>
        </tr>
      </thead>
      <tbody>
        {order.map((key) => {
          const { home, away } = stats[key]
          const total = home + away
          const share = total > 0 ? Math.round((home / total) * 1000) / 10 : 50
          return (
            <tr key={key} data-stat={key}>
              <td className="sb-centre__stat-home">{home}</td>
              <th scope="row">
                {statName(i18n, key)}
                <span className="sb-centre__bar" aria-hidden="true">
                  <span style={{ inlineSize: `${share}%` }} />
                </span>
              </th>
              <td className="sb-centre__stat-away">{away}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
