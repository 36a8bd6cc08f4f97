import { Trans, useLingui } from '@lingui/react/macro'
import type { RedEnvelopeActivity } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { EmptyState, LoadingState } from '../data-states/DataStates'

/** Props of {@link RedEnvelopeList}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface RedEnvelopeListProps extends ComponentPropsWithRef<'div'> {
  /** The red envelope activities the member can see: open, upcoming and finished. */
  activities: readonly RedEnvelopeActivity[]
  /** Claims one envelope of an open activity (registered members). */
  onClaim: (activity: RedEnvelopeActivity) => void
  /** The activity whose claim is travelling. */
  claimingId?: number | null
  /** Demo members and visitors see the activities without a claim button. */
  canClaim?: boolean
  /** Shows a placeholder instead of the empty state while the first list loads. */
  loading?: boolean
}

/** The red envelope activities: open ones with a Claim button, the player's claimed amount, upcoming and finished. */
export const RedEnvelopeList = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function RedEnvelopeList({
    activities,
    onClaim,
    claimingId = null,
    canClaim = true,
    loading = false,
    className,
    ...rest
  }: RedEnvelopeListProps) {
    const { t } = useLingui()
    const format = useFormatters()
    if (loading && activities.length === 0)
      return <LoadingState {...rest} className={className} rows={1} label={t`Loading red envelopes`} />
    if (activities.length === 0)
      return <EmptyState {...rest} className={className} title={t`No red envelopes right now.`} />
    return (
      <div {...rest} className={className}>
        <ul className="sb-envelopes">
          {activities.map((activity) => {
            const total = format.money(activity.total, activity.currencyCode)
            const left = activity.remaining
            const count = activity.count
            const ends = format.dayTime(activity.endsAt)
            const starts = format.dayTime(activity.startsAt)
            const claimed = activity.claimed ? format.money(activity.claimed, activity.currencyCode) : null
            return (
              <li
                key={activity.id}
                className="sb-envelope"
                data-state={activity.status}
                data-activity={activity.id}
              >
                <p className="sb-envelope__title">{activity.title}</p>
                <p className="sb-envelope__meta">
                  <Trans>
                    {total} in {count} envelopes, {left} left
                  </Trans>
                </p>
                <p className="sb-envelope__meta">
                  {activity.status === 'upcoming' ? (
                    <Trans>Opens {starts}</Trans>
                  ) : (
                    <Trans>Until {ends}</Trans>
                  )}
                </p>
                {claimed ? (
                  <p className="sb-envelope__claimed" data-testid="envelope-claimed">
                    <Trans>You got {claimed}</Trans>
                  </p>
                ) : activity.status === 'open' && canClaim && left > 0 ? (
                  <button
                    type="button"
                    className="sb-button"
                    disabled={claimingId === activity.id}
                    onClick={() => onClaim(activity)}
                  >
                    <Trans>Claim</Trans>
                  </button>
                ) : null}
              </li>
            )
          })}
        </ul>
      </div>
    )
  }),
  { displayName: 'RedEnvelopeList' },
)
