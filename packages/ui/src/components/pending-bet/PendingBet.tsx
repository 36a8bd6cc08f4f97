import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentPropsWithRef, useEffect, useState } from 'react'
import { withRef } from '../../internal/with-ref'

/** Why the server turned a pending live bet down (the order's `rejectReason`). */
export type PendingBetRejectReason = 'oddsChanged' | 'suspended' | 'matchEvent'

/** Props of {@link PendingBet}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface PendingBetProps extends ComponentPropsWithRef<'div'> {
  /** The order's status: `pending` while the delay runs, then `open` (accepted) or `rejected`. */
  status: 'pending' | 'open' | 'rejected'
  /** When the server decides (the order's `acceptAt`, ms since the epoch). */
  acceptAt: number
  /** The sport's delay in ms (sysinit `betting.liveDelayMs`): the rule says it in seconds. */
  delayMs: number
  /** Why it was rejected, for `rejected`. */
  rejectReason?: PendingBetRejectReason | null
  /** The time now; absent, the component reads the wall clock twice a second while pending. */
  now?: number
}

function useWallClock(active: boolean, fixed: number | undefined): number {
  const [now, setNow] = useState(() => fixed ?? Date.now())
  useEffect(() => {
    if (!active || fixed !== undefined) return
    const timer = setInterval(() => setNow(Date.now()), 500)
    return () => clearInterval(timer)
  }, [active, fixed])
  return fixed ?? now
}

/**
 * A live bet waiting for the in-play delay: the seconds left as a timer, the rule it is
 * decided by, then its outcome in a status (accepted, or rejected with the reason). The countdown is not a live
 * region (a second-by-second count would flood a screen reader); the outcome is announced once.
 * data-state: pending | accepted | rejected.
 */
export const PendingBet = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function PendingBet({
    status,
    acceptAt,
    delayMs,
    rejectReason,
    now: fixedNow,
    className,
    ref,
    ...rest
  }: PendingBetProps) {
    const { t } = useLingui()
    const now = useWallClock(status === 'pending', fixedNow)
    const left = Math.max(0, Math.ceil((acceptAt - now) / 1000))
    const delay = Math.round(delayMs / 1000)
    const state = status === 'pending' ? 'pending' : status === 'open' ? 'accepted' : 'rejected'
    const elapsed = delayMs > 0 ? Math.min(delayMs, Math.max(0, delayMs - (acceptAt - now))) : delayMs
    return (
      <div
        {...rest}
        ref={ref}
        className={className ? `sb-pending-bet ${className}` : 'sb-pending-bet'}
        data-state={state}
      >
        {state === 'pending' ? (
          <>
            <p className="sb-pending-bet__count">
              <span role="timer" aria-atomic="true">
                {left > 0 ? t`Accepting your live bet in ${left} s` : t`Deciding your live bet…`}
              </span>
            </p>
            <progress
              className="sb-pending-bet__bar"
              max={delayMs}
              value={elapsed}
              aria-label={t`Time until your live bet is decided`}
            />
            <p className="sb-pending-bet__rule">
              <Trans>Accepted if nothing happens in the next {delay} s; a better price is yours.</Trans>
            </p>
          </>
        ) : null}
        <p className="sb-pending-bet__outcome" role="status">
          {state === 'accepted' ? (
            <Trans>Your live bet is accepted.</Trans>
          ) : state === 'rejected' ? (
            <>
              <Trans>Your live bet was not accepted and your stake is back in your balance.</Trans>{' '}
              {rejectReason === 'oddsChanged' ? (
                <Trans>The odds moved against your choice during the delay.</Trans>
              ) : rejectReason === 'suspended' ? (
                <Trans>The market was suspended during the delay.</Trans>
              ) : rejectReason === 'matchEvent' ? (
                <Trans>Something happened in the match (a goal, a card or a penalty) during the delay.</Trans>
              ) : null}
            </>
          ) : null}
        </p>
      </div>
    )
  }),
  { displayName: 'PendingBet' },
)
