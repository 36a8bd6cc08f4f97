import { Trans, useLingui } from '@lingui/react/macro'
import type { Deposit } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { depositStatusLabel } from './cashier-texts'
import { StatusBadge } from './StatusBadge'

/** Props of {@link DepositStatus}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface DepositStatusProps extends ComponentPropsWithRef<'section'> {
  deposit: Deposit
  /** Opens the provider's page again while the deposit waits for payment. */
  onPay?: (deposit: Deposit) => void
  /** Closes the status once the member has read it. */
  onDismiss?: () => void
}

/**
 * One deposit's status, announced politely as it changes (pending until the provider's notification settles it).
 * The balance rises only with that notification, never with the player's return to the site.
 */
export const DepositStatus = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function DepositStatus({
    deposit,
    onPay,
    onDismiss,
    className,
    ref,
    ...rest
  }: DepositStatusProps) {
    const { i18n } = useLingui()
    const format = useFormatters()
    const label = depositStatusLabel(i18n, deposit.status)
    const amount = format.money(deposit.amount, deposit.currencyCode)
    return (
      <section
        {...rest}
        ref={ref}
        className={className ? `sb-cashier-card ${className}` : 'sb-cashier-card'}
        data-state={deposit.status}
        aria-labelledby={`deposit-${deposit.id}`}
      >
        <h3 className="sb-cashier-card__title" id={`deposit-${deposit.id}`}>
          <Trans>Deposit of {amount}</Trans>
        </h3>
        <p className="sb-cashier-card__status" role="status" aria-live="polite">
          <StatusBadge label={label} />
          {deposit.status === 'pending' ? (
            <span className="sb-cashier__muted">
              <Trans>Your balance rises as soon as the payment provider confirms the payment.</Trans>
            </span>
          ) : null}
          {deposit.status === 'succeeded' ? (
            <span className="sb-cashier__muted">
              <Trans>The amount is in your balance.</Trans>
            </span>
          ) : null}
          {deposit.status === 'failed' ? (
            <span className="sb-cashier__muted">
              <Trans>Nothing was charged. You can try again.</Trans>
            </span>
          ) : null}
        </p>
        <div className="sb-cashier-card__actions">
          {deposit.status === 'pending' && onPay ? (
            <button type="button" className="sb-button" onClick={() => onPay(deposit)}>
              <Trans>Go to payment</Trans>
            </button>
          ) : null}
          {deposit.status !== 'pending' && onDismiss ? (
            <button type="button" className="sb-button sb-button--secondary" onClick={onDismiss}>
              <Trans>New deposit</Trans>
            </button>
          ) : null}
        </div>
      </section>
    )
  }),
  { displayName: 'DepositStatus' },
)
