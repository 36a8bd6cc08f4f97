import { Trans } from '@lingui/react/macro'
import type { ComponentPropsWithRef } from 'react'
import { withRef } from '../../internal/with-ref'

/** An identity check's status: not started, pending, verified or refused. */
export type IdentityStatus = 'none' | 'pending' | 'verified' | 'refused'

/** Props of {@link IdentitySection}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to it. */
export interface IdentitySectionProps extends ComponentPropsWithRef<'section'> {
  status: IdentityStatus
  /** The provider's page to start or continue the check; empty once verified. */
  url: string
  /** The brand asks for it before deposits, withdrawals and bets. */
  required?: boolean
}

/** Identity and age: the check's status and the link to the provider's page. */
export const IdentitySection = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function IdentitySection({
    status,
    url,
    required = false,
    className,
    ...rest
  }: IdentitySectionProps) {
    return (
      <section
        {...rest}
        aria-labelledby="sb-identity-title"
        className={className ? `sb-account-security ${className}` : 'sb-account-security'}
        data-state={status}
      >
        <h2 id="sb-identity-title" className="sb-account-security__title">
          <Trans>Identity and age</Trans>
        </h2>
        <p className="sb-account-security__text" data-part="status">
          {status === 'verified' ? (
            <Trans>Verified.</Trans>
          ) : status === 'pending' ? (
            <Trans>Being checked: we will update this page when it is done.</Trans>
          ) : status === 'refused' ? (
            <Trans>Not verified: the check did not pass. You can try again with correct details.</Trans>
          ) : (
            <Trans>Not verified yet.</Trans>
          )}
        </p>
        {required && status !== 'verified' ? (
          <p className="sb-account-security__text">
            <Trans>Deposits, withdrawals and bets need a verified identity on this site.</Trans>
          </p>
        ) : null}
        {url && status !== 'verified' ? (
          <a className="sb-button" href={url} data-link="identity">
            {status === 'refused' ? <Trans>Try again</Trans> : <Trans>Verify your identity</Trans>}
          </a>
        ) : null}
      </section>
    )
  }),
  { displayName: 'IdentitySection' },
)
