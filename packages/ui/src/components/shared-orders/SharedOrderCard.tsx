import { Trans, useLingui } from '@lingui/react/macro'
import type { OddsFormat } from '@sportsbook/sdk'
import type { SharedOrder } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { OrderRow } from '../order-row/OrderRow'

/** Props of {@link SharedOrderCard}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface SharedOrderCardProps extends ComponentPropsWithRef<'div'> {
  share: SharedOrder
  format?: OddsFormat
  /** Puts the order's legs in the player's slip; shown for others' open orders. */
  onCopy?: () => void
}

/** An order someone shared: who, when, their note, the order, and "Copy to slip" for the reader. */
export const SharedOrderCard = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function SharedOrderCard({
    share,
    format = 'decimal',
    onCopy,
    className,
    ref,
    ...rest
  }: SharedOrderCardProps) {
    const { t } = useLingui()
    const formats = useFormatters()
    const sharer = share.sharer.name
    const when = formats.dayTime(share.sharedAt)
    const canCopy = onCopy && !share.mine && share.order.status === 'open'
    return (
      <div
        {...rest}
        ref={ref}
        className={className ? `sb-shared ${className}` : 'sb-shared'}
        data-mine={share.mine || undefined}
      >
        <p className="sb-shared__by">
          {share.mine ? (
            <Trans>You shared this on {when}</Trans>
          ) : (
            <Trans>
              {sharer} shared this on {when}
            </Trans>
          )}
        </p>
        {share.note ? <blockquote className="sb-shared__note">{share.note}</blockquote> : null}
        <OrderRow
          order={share.order}
          format={format}
          actions={
            canCopy ? (
              <button
                type="button"
                className="sb-button sb-button--secondary"
                aria-label={t`Copy the bet ${sharer} shared to my slip`}
                onClick={onCopy}
              >
                <Trans>Copy to slip</Trans>
              </button>
            ) : null
          }
        />
      </div>
    )
  }),
  { displayName: 'SharedOrderCard' },
)
