import { Trans } from '@lingui/react/macro'
import type { ComponentPropsWithRef } from 'react'
import { withRef } from '../../internal/with-ref'

/**
 * Props of {@link ConfigurationError};
 * any other prop of a `main` (`id`, `aria-*`, `data-*`, `ref`) goes to its root.
 */
export interface ConfigurationErrorProps extends ComponentPropsWithRef<'main'> {
  /** The product number this app was built for (800000, 800001 or 800002). */
  expectedProductNo: number | string
  /** The product number the server answered (setUserType). */
  actualProductNo: number | string
  /** Shows a Try again button. */
  onRetry?: () => void
}

/**
 * A full page shown instead of the site when the server serves another product than the app's own: never
 * another brand's page.
 */
export const ConfigurationError = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function ConfigurationError({
    expectedProductNo,
    actualProductNo,
    onRetry,
    className,
    ref,
    ...rest
  }: ConfigurationErrorProps) {
    const expected = String(expectedProductNo)
    const actual = String(actualProductNo)
    return (
      <main
        {...rest}
        ref={ref}
        className={className ? `sb-page-message ${className}` : 'sb-page-message'}
        data-state="configuration-error"
      >
        <div className="sb-page-message__panel" role="alert">
          <h1 className="sb-page-message__title">
            <Trans>This site is not set up correctly</Trans>
          </h1>
          <p>
            <Trans>
              The server belongs to product {actual}, but this site was built for product {expected}, so
              nothing can be shown.
            </Trans>
          </p>
          <p className="sb-page-message__muted">
            <Trans>Please try again later. If this page stays, tell the site's support team.</Trans>
          </p>
          {onRetry ? (
            <button type="button" className="sb-button" onClick={onRetry}>
              <Trans>Try again</Trans>
            </button>
          ) : null}
        </div>
      </main>
    )
  }),
  { displayName: 'ConfigurationError' },
)
