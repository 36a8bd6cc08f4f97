import { useLingui } from '@lingui/react/macro'
import type { DailyReportRow } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, useEffect, useRef, useState } from 'react'
import { withRef } from '../../internal/with-ref'

/** Props of {@link ReportChart}; any other prop of a `figure` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface ReportChartProps extends ComponentPropsWithRef<'figure'> {
  /** The days of one currency, oldest first. */
  rows: readonly DailyReportRow[]
}

/** The drawn series: each a figure of the row and the custom property (ops.css) that colours it. */
const series = [
  { figure: 'turnover', color: '--sb-report-turnover' },
  { figure: 'payouts', color: '--sb-report-payouts' },
  { figure: 'ggr', color: '--sb-report-ggr' },
] as const

const chartHeight = 220
const dayS = 86_400

/**
 * Turnover, payouts and GGR per day as lines, drawn by uPlot (a maintained canvas chart of about 20 KB gzip).
 * The library is imported when a chart first shows, so only the operator's report page downloads it, never a
 * player's. The table beside it holds the same figures for assistive technology; the chart itself is an image
 * named by its caption, with a legend in the page's language.
 */
export const ReportChart = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function ReportChart({ rows, className, ref, ...rest }: ReportChartProps) {
    const { t } = useLingui()
    const canvas = useRef<HTMLDivElement | null>(null)
    const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading')
    const names = { turnover: t`Turnover`, payouts: t`Payouts`, ggr: t`GGR` }
    // Drawn again when a figure changes, not when the caller passes the same days in a new array.
    const figures = rows.map((row) => `${row.day}:${row.turnover}:${row.payouts}:${row.ggr}`).join('|')

    // biome-ignore lint/correctness/useExhaustiveDependencies: `figures` says when `rows` changed
    useEffect(() => {
      const place = canvas.current
      if (!place || rows.length === 0) return
      let disposed = false
      let dispose = () => {}
      import('uplot')
        .then(({ default: UPlot }) => {
          if (disposed) return
          // Without a 2D canvas (an old browser, a test's DOM) the table alone shows the figures.
          if (!document.createElement('canvas').getContext('2d')) return setState('unavailable')
          const style = getComputedStyle(place)
          const grid = { stroke: style.getPropertyValue('--sb-color-border').trim() || style.color, width: 1 }
          const data: [number[], ...number[][]] = [
            rows.map((row) => Date.parse(`${row.day}T00:00:00Z`) / 1000),
            ...series.map(({ figure }) => rows.map((row) => Number(row[figure]))),
          ]
          const chart = new UPlot(
            {
              width: Math.max(place.clientWidth, 200),
              height: chartHeight,
              legend: { show: false },
              cursor: { show: false },
              scales: { x: { time: true } },
              axes: [
                {
                  stroke: style.color,
                  grid,
                  // Whole days, named by their UTC date: the report has no hours.
                  incrs: [dayS, 7 * dayS, 30 * dayS],
                  values: (_, splits) => splits.map((at) => new Date(at * 1000).toISOString().slice(5, 10)),
                },
                { stroke: style.color, grid, size: 64 },
              ],
              series: [
                {},
                ...series.map(({ figure, color }) => ({
                  label: figure,
                  stroke: style.getPropertyValue(color).trim() || style.color,
                  width: 2,
                  points: { show: rows.length <= 31 },
                })),
              ],
            },
            data,
            place,
          )
          const resize = new ResizeObserver(() => {
            chart.setSize({ width: Math.max(place.clientWidth, 200), height: chartHeight })
          })
          resize.observe(place)
          dispose = () => {
            resize.disconnect()
            chart.destroy()
          }
          setState('ready')
        })
        .catch(() => {
          if (!disposed) setState('unavailable')
        })
      return () => {
        disposed = true
        dispose()
      }
    }, [figures])

    return (
      <figure
        {...rest}
        ref={ref}
        className={className ? `sb-report-chart ${className}` : 'sb-report-chart'}
        data-state={state}
        hidden={state === 'unavailable'}
      >
        <div ref={canvas} className="sb-report-chart__canvas" role="img" aria-label={t`Chart of the days`} />
        <figcaption className="sb-report-chart__legend">
          {series.map(({ figure }) => (
            <span key={figure} className="sb-report-chart__key" data-series={figure}>
              {names[figure]}
            </span>
          ))}
        </figcaption>
      </figure>
    )
  }),
  { displayName: 'ReportChart' },
)
