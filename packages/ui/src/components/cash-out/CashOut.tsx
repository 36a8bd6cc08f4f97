import { useLingui } from '@lingui/react/macro'
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { CashOutActions, useCashOutSteps } from './cash-out-steps'

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
    const steps = useCashOutSteps({ available: Boolean(offer), pending })
    const amount = offer ? formats.money(offer, currencyCode) : null

    return (
      <div
        {...rest}
        ref={ref}
        className={className ? `sb-cash-out ${className}` : 'sb-cash-out'}
        data-state={steps.step}
      >
        <CashOutActions
          steps={steps}
          offer={t`Cash out ${amount}`}
          question={t`Cash out for ${amount}?`}
          onConfirm={() => {
            if (offer) onCashOut(offer)
          }}
          message={message}
        />
      </div>
    )
  }),
  { displayName: 'CashOut' },
)
