import { useLingui } from '@lingui/react/macro'
import type { MomentumPoint } from '@sportsbook/sdk/protocol'
import { useId } from 'react'

const width = 300
const height = 80
const middle = height / 2

/**
 * Momentum as an inline SVG: the match's minutes across, the home side's pressure above the middle line and the
 * away side's below. Its text alternative says who pressed most lately.
 */
export function MomentumGraph({
  momentum,
  homeName,
  awayName,
  minutes = 90,
}: {
  momentum: readonly MomentumPoint[]
  homeName: string
  awayName: string
  /** The match's length in minutes: the width of the graph (90 for football, 48 for basketball). */
  minutes?: number
}) {
  const { t } = useLingui()
  const titleId = useId()
  const points = [...momentum].sort((a, b) => a.minute - b.minute)
  const span = Math.max(minutes, points.at(-1)?.minute ?? 0) || 1
  const x = (minute: number) => (minute / span) * width
  const y = (value: number) => middle - (Math.max(-100, Math.min(100, value)) / 100) * middle
  const line = points.map((point) => `${x(point.minute).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ')
  const area =
    points.length > 0
      ? `M${x(points[0]!.minute).toFixed(1)},${middle} L${line.replaceAll(' ', ' L')} L${x(points.at(-1)!.minute).toFixed(1)},${middle} Z`
      : ''
  const recent = points.slice(-5)
  const lately = recent.reduce((sum, point) => sum + point.value, 0) / (recent.length || 1)
  const summary =
    points.length === 0
      ? t`No momentum yet.`
      : lately > 10
        ? t`Momentum: ${homeName} pressing lately.`
        : lately < -10
          ? t`Momentum: ${awayName} pressing lately.`
          : t`Momentum: even lately.`
  return (
    <figure className="sb-centre__momentum">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        preserveAspectRatio="none"
        data-points={points.length}
      >
        <title id={titleId}>{summary}</title>
        <line x1="0" y1={middle} x2={width} y2={middle} className="sb-centre__axis" />
        {area ? <path d={area} className="sb-centre__area" /> : null}
        {line ? <polyline points={line} className="sb-centre__line" fill="none" /> : null}
      </svg>
      <figcaption className="sb-centre__legend">
        <span data-side="home">{homeName}</span>
        <span data-side="away">{awayName}</span>
      </figcaption>
    </figure>
  )
}
