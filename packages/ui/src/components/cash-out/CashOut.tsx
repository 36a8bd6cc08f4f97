import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { type ComponentPropsWithRef, useEffect, useRef, useState } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'

/** Props of {@link CashOut}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface CashOutProps extends ComponentPropsWithRef<'div'> {
  /** What cash out pays now (the order's `cashOutOffer`); null: none offered (a market is suspended). */
  offer: string | null
  currencyCode: string
  /** Called with the offer the player confirmed (the server answers 2002 if it moved meanwhile). */
  onCashOut: (amount: string) => void
  /** While the cash out is on its way. */
  pending?: boolean
  /** Why the last try failed ("The offer changed"): shown under the button. */
  message?: ReactNode
}

/**
 * Cash out in two steps: the button shows the live offer; a click asks to confirm that amount; Confirm sends it.
 * A new offer while confirming is shown, and the amount sent is the one on screen when Confirm is pressed.
 * data-state: unavailable | idle | confirming | pending.
 */
export const CashOut = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function CashOut({
    offer,
    currencyCode,
    onCashOut,
    pending = false,
    message,
    className,
    ref,
    ...rest
  }: CashOutProps) {
    const { t } = useLingui()
    const formats = useFormatters()
    const [confirming, setConfirming] = useState(false)
    const confirmRef = useRef<HTMLButtonElement>(null)
    const amount = offer ? formats.money(offer, currencyCode) : null
    const state = pending ? 'pending' : !offer ? 'unavailable' : confirming ? 'confirming' : 'idle'

    useEffect(() => {
      if (confirming) confirmRef.current?.focus()
    }, [confirming])
    useEffect(() => {
      if (!offer) setConfirming(false)
    }, [offer])

    return (
      <div
        {...rest}
        ref={ref}
        className={className ? `sb-cash-out ${className}` : 'sb-cash-out'}
        data-state={state}
      >
        {state === 'unavailable' ? (
          <button type="button" className="sb-button sb-button--secondary" disabled>
            <Trans>Cash out unavailable</Trans>
          </button>
        ) : state === 'pending' ? (
          <button type="button" className="sb-button" disabled aria-busy="true">
            <Trans>Cashing out…</Trans>
          </button>
        ) : confirming ? (
          <>
            <span className="sb-cash-out__question">{t`Cash out for ${amount}?`}</span>
            <button
              ref={confirmRef}
              type="button"
              className="sb-button"
              onClick={() => {
                setConfirming(false)
                if (offer) onCashOut(offer)
              }}
            >
              <Trans>Confirm</Trans>
            </button>
            <button
              type="button"
              className="sb-button sb-button--secondary"
              onClick={() => setConfirming(false)}
            >
              <Trans>Cancel</Trans>
            </button>
          </>
        ) : (
          <button type="button" className="sb-button" onClick={() => setConfirming(true)}>
            {t`Cash out ${amount}`}
          </button>
        )}
        {message ? (
          <p className="sb-cash-out__message" role="status">
            {message}
          </p>
        ) : null}
      </div>
    )
  }),
  { displayName: 'CashOut' },
)
