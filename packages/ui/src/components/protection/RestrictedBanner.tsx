import { Trans, useLingui } from '@lingui/react/macro'
import type { Restricted } from '@sportsbook/sdk'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'

/** Props of {@link RestrictedBanner}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface RestrictedBannerProps extends ComponentPropsWithRef<'div'> {
  /** The break of the restricted session (`SessionState.restricted`). */
  restricted: Restricted
  /** The wallet, where withdrawals still work. */
  walletHref: string
  /** The safer-gambling page, where the break and the statement are. */
  protectionHref: string
}

/**
 * The banner of a restricted session: the member is signed in during a time-out or
 * self-exclusion; it says which, when it ends, and what still works (the balance, withdrawals, the statement and
 * the safer-gambling settings), with links to them.
 */
export const RestrictedBanner = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function RestrictedBanner({
    restricted,
    walletHref,
    protectionHref,
    className,
    ...rest
  }: RestrictedBannerProps) {
    const { t } = useLingui()
    const format = useFormatters()
    const endDate = restricted.until === null ? '' : format.dateTime(restricted.until)
    const headline =
      restricted.reason === 'timeOut'
        ? t`You are taking a time-out until ${endDate}.`
        : restricted.until === null
          ? t`You have excluded yourself from gambling with no end date.`
          : t`You have excluded yourself from gambling until ${endDate}.`
    return (
      <div
        {...rest}
        className={className ? `sb-restricted-banner ${className}` : 'sb-restricted-banner'}
        role="status"
        data-reason={restricted.reason}
      >
        <p className="sb-restricted-banner__headline">{headline}</p>
        <p>
          <Trans>
            Betting, deposits and games are closed until then. You can still see your balance,{' '}
            <a href={walletHref}>withdraw</a> and read your <a href={protectionHref}>statement</a>.
          </Trans>
        </p>
      </div>
    )
  }),
  { displayName: 'RestrictedBanner' },
)
