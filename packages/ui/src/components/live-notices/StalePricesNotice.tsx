import { Trans } from '@lingui/react/macro'
import type { ComponentPropsWithRef } from 'react'
import { withRef } from '../../internal/with-ref'

/** Props of {@link StalePricesNotice}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface StalePricesNoticeProps extends ComponentPropsWithRef<'div'> {
  /** True while the live feed has missed its heartbeats: the prices on screen may be old. */
  stale: boolean
}

/**
 * Says when the prices on screen stopped updating (two missed heartbeats) and that bets
 * wait until they are read again. Renders an empty status when the prices are current, so the notice is announced
 * when it appears. data-state: current | stale.
 */
export const StalePricesNotice = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function StalePricesNotice({
    stale,
    className,
    ref,
    ...rest
  }: StalePricesNoticeProps) {
    return (
      <div
        {...rest}
        ref={ref}
        role="status"
        className={className ? `sb-stale-notice ${className}` : 'sb-stale-notice'}
        data-state={stale ? 'stale' : 'current'}
      >
        {stale ? (
          <p>
            <Trans>
              Prices are not updating right now. We are reading them again; bets wait until they are current.
            </Trans>
          </p>
        ) : null}
      </div>
    )
  }),
  { displayName: 'StalePricesNotice' },
)
