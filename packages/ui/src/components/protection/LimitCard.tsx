import { Trans, useLingui } from '@lingui/react/macro'
import type { Limit } from '@sportsbook/sdk'
import type { ComponentPropsWithRef } from 'react'
import { FigureList } from '../../internal/figure-list'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { limitAmountText, limitKindLabel, periodLabel } from './protection-texts'

/** Props of {@link LimitCard}; any other prop of an `article` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface LimitCardProps extends ComponentPropsWithRef<'article'> {
  limit: Limit
  /** Applies the pending increase or removal; its button shows once `pending.confirmable` (after its time). */
  onConfirm?: (() => void) | undefined
  /** Asks to remove the limit (it waits like an increase); not offered for an operator's limit. */
  onRemove?: (() => void) | undefined
  /** While a change of this limit is being sent. */
  busy?: boolean
}

/**
 * One limit: what it allows, what its rolling period has used and what remains, a
 * pending increase or removal with the time it may be confirmed and its Confirm button after that time, and an
 * operator's limit with its reason.
 */
export const LimitCard = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function LimitCard({
    limit,
    onConfirm,
    onRemove,
    busy = false,
    className,
    ...rest
  }: LimitCardProps) {
    const { i18n, t } = useLingui()
    const format = useFormatters()
    const unit = { minutes: limit.kind === 'session', currencyCode: limit.currencyCode }
    const text = (value: string) => limitAmountText(i18n, value, unit, format)
    const period = periodLabel(i18n, limit.period)
    const { pending, imposed } = limit
    const imposedReason = imposed?.reason ?? ''
    const when = pending ? format.dateTime(pending.effectiveAt) : ''
    const pendingAmount = pending?.amount ? text(pending.amount) : ''
    return (
      <article
        {...rest}
        className={className ? `sb-limit-card ${className}` : 'sb-limit-card'}
        data-kind={limit.kind}
        data-state={pending ? 'pending' : 'set'}
      >
        <h3 className="sb-limit-card__title">
          {limitKindLabel(i18n, limit.kind)} <span className="sb-limit-card__period">{t`per ${period}`}</span>
        </h3>
        <FigureList
          className="sb-limit-card__figures"
          figures={[
            { label: <Trans>Limit</Trans>, value: text(limit.amount), field: 'amount' },
            { label: <Trans>Used</Trans>, value: text(limit.used), field: 'used' },
            { label: <Trans>Remaining</Trans>, value: text(limit.remaining), field: 'remaining' },
          ]}
        />
        {imposed ? (
          <p className="sb-limit-card__note" data-field="imposed">
            {t`Set by the operator: ${imposedReason}`}
          </p>
        ) : null}
        {pending ? (
          <p className="sb-limit-card__pending" data-field="pending" data-confirmable={pending.confirmable}>
            {pending.amount === null
              ? t`Removal asked: you can confirm it from ${when}.`
              : t`Increase to ${pendingAmount} asked: you can confirm it from ${when}.`}
          </p>
        ) : null}
        <div className="sb-limit-card__actions">
          {pending?.confirmable && onConfirm ? (
            <button
              type="button"
              className="sb-button"
              data-action="confirm"
              disabled={busy}
              onClick={onConfirm}
            >
              <Trans>Confirm</Trans>
            </button>
          ) : null}
          {!pending && !imposed && onRemove ? (
            <button
              type="button"
              className="sb-button sb-button--secondary"
              data-action="remove"
              disabled={busy}
              onClick={onRemove}
            >
              <Trans>Remove limit</Trans>
            </button>
          ) : null}
        </div>
      </article>
    )
  }),
  { displayName: 'LimitCard' },
)
