import { Trans } from '@lingui/react/macro'
import type { MatchCentre as MatchCentreAnswer } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, useId } from 'react'
import { withRef } from '../../internal/with-ref'
import { IncidentTimeline } from './IncidentTimeline'
import { MomentumGraph } from './MomentumGraph'
import { StatBars } from './StatBars'

/** The centre's data (`match/centre`, kept current by the match socket's `incident` pushes). */
export type MatchCentreData = Pick<MatchCentreAnswer, 'incidents' | 'stats' | 'momentum'>

/** Props of {@link MatchCentre}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface MatchCentreProps extends ComponentPropsWithRef<'section'> {
  /** The centre's data; null before the first answer. */
  centre: MatchCentreData | null
  homeName: string
  awayName: string
  /** The match's length in minutes (90 football, 48 basketball): the momentum graph's width. */
  minutes?: number
}

/**
 * The live match centre: the timeline of incidents, statistics bars and the momentum
 * graph. One column on a phone; on a wider container the timeline sits beside the statistics and the graph (a
 * container query, so it follows the space it is given, not the window). data-state: loading | ready.
 */
export const MatchCentre = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function MatchCentre({
    centre,
    homeName,
    awayName,
    minutes = 90,
    className,
    ref,
    ...rest
  }: MatchCentreProps) {
    const headingId = useId()
    const timelineId = useId()
    const statsId = useId()
    return (
      <section
        {...rest}
        ref={ref}
        className={className ? `sb-centre ${className}` : 'sb-centre'}
        aria-labelledby={headingId}
        data-state={centre ? 'ready' : 'loading'}
        aria-busy={centre ? undefined : true}
      >
        <h2 className="sb-centre__title" id={headingId}>
          <Trans>Match centre</Trans>
        </h2>
        {centre ? (
          <div className="sb-centre__body">
            <section className="sb-centre__part sb-centre__part--timeline" aria-labelledby={timelineId}>
              <h3 id={timelineId}>
                <Trans>Timeline</Trans>
              </h3>
              <IncidentTimeline incidents={centre.incidents} homeName={homeName} awayName={awayName} />
            </section>
            <section className="sb-centre__part" aria-labelledby={statsId}>
              <h3 id={statsId}>
                <Trans>Statistics</Trans>
              </h3>
              <MomentumGraph
                momentum={centre.momentum}
                homeName={homeName}
                awayName={awayName}
                minutes={minutes}
              />
              <StatBars stats={centre.stats} homeName={homeName} awayName={awayName} />
            </section>
          </div>
        ) : (
          <p className="sb-centre__empty" role="status">
            <Trans>Loading the match centre…</Trans>
          </p>
        )}
      </section>
    )
  }),
  { displayName: 'MatchCentre' },
)
