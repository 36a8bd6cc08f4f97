import { Trans, useLingui } from '@lingui/react/macro'
import type {
  OperatorCollection,
  OperatorWithdrawal,
  ReviewDecision,
  WithdrawalPayout,
} from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type FormEvent, useState } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { AmountField } from '../cashier/AmountField'
import { type AmountIssue, amountIssue } from '../cashier/amount-rules'
import { collectionStatusLabel, withdrawalStatusLabel } from '../cashier/cashier-texts'
import { FormError, type MoneyFormState } from '../cashier/money-form'
import { StatusBadge } from '../cashier/StatusBadge'
import { TextField } from '../field/TextField'
import { PayoutDetails } from './PayoutDetails'

/** An operator's review of one item: the decision, its reason and, for a collection, the amount that arrived. */
export interface ReviewValues {
  decision: ReviewDecision
  reason: string
  /** A collection's approval: what really arrived. */
  amount?: string
}

/** What a ReviewCard shows: a withdrawal, or a collection with its proof pictures. */
export type ReviewItem =
  | { kind: 'withdrawal'; value: OperatorWithdrawal }
  | { kind: 'collection'; value: OperatorCollection; proofs: readonly (string | null)[] }

/** Props of {@link ReviewCard}; any other prop of an `article` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface ReviewCardProps extends ComponentPropsWithRef<'article'>, MoneyFormState {
  item: ReviewItem
  scale: number
  /** Called with the operator's decision, the reason and, for a collection, the amount that arrived. */
  onReview: (values: ReviewValues) => Promise<void> | void
  /** A withdrawal's full account and the player's context, once revealed (`withdrawPayout`). */
  payout?: WithdrawalPayout | null
  /** Shows "Show payout details" on a withdrawal: the server logs each reveal. */
  onReveal?: () => void
}

/**
 * One movement waiting for an operator: who, how much, where to (or the transfer's reference and proof images),
 * and approve or reject with a reason; a transfer's approval names the amount that really arrived.
 */
export const ReviewCard = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function ReviewCard({
    item,
    scale,
    onReview,
    payout,
    onReveal,
    error,
    busy = false,
    className,
    ref,
    ...rest
  }: ReviewCardProps) {
    const { t, i18n } = useLingui()
    const format = useFormatters()
    const { value } = item
    const [reason, setReason] = useState('')
    const [received, setReceived] = useState(value.amount)
    const [issue, setIssue] = useState<AmountIssue | null>(null)
    // A rejection needs a reason the player will read, then a second press to confirm it.
    const [rejecting, setRejecting] = useState<'no' | 'needsReason' | 'confirm'>('no')
    const amount = format.money(value.amount, value.currencyCode)
    const account = value.member.account
    const open = value.status === 'inReview'
    const review = (event: FormEvent, decision: ReviewDecision) => {
      event.preventDefault()
      if (decision === 'approve' && item.kind === 'collection') {
        const found = amountIssue(received, { scale })
        setIssue(found)
        if (found) return
        return void onReview({ decision, reason: reason.trim(), amount: received.trim() })
      }
      if (decision === 'reject' && rejecting !== 'confirm') {
        setRejecting(reason.trim() === '' ? 'needsReason' : 'confirm')
        return
      }
      setRejecting('no')
      void onReview({ decision, reason: reason.trim() })
    }
    const title =
      item.kind === 'withdrawal'
        ? t`Withdrawal of ${amount} by ${account}`
        : t`Transfer of ${amount} by ${account}`
    return (
      <article
        {...rest}
        ref={ref}
        className={className ? `sb-review ${className}` : 'sb-review'}
        aria-label={title}
        data-state={value.status}
      >
        <header className="sb-review__head">
          <h3 className="sb-cashier-card__title">{title}</h3>
          <StatusBadge
            label={
              item.kind === 'withdrawal'
                ? withdrawalStatusLabel(i18n, item.value.status)
                : collectionStatusLabel(i18n, item.value.status)
            }
          />
        </header>
        <p className="sb-cashier__muted">
          {format.dayTime(value.createdAt)} ·{' '}
          {item.kind === 'withdrawal'
            ? `${item.value.account.bankName} ${item.value.account.accountNoMasked}`
            : t`Reference ${item.value.reference}`}
        </p>
        {item.kind === 'withdrawal' && payout ? <PayoutDetails payout={payout} /> : null}
        {item.kind === 'withdrawal' && !payout && onReveal ? (
          <button type="button" className="sb-button sb-button--secondary" onClick={onReveal}>
            <Trans>Show payout details</Trans>
          </button>
        ) : null}
        {item.kind === 'collection' ? (
          <div className="sb-review__proofs">
            {item.value.proofCount === 0 ? (
              <p className="sb-cashier__muted">
                <Trans>No proof sent yet.</Trans>
              </p>
            ) : null}
            {item.proofs.map((src, index) =>
              src ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a proof's place is its index on the server
                <a key={index} href={src} target="_blank" rel="noreferrer">
                  <img className="sb-review__proof" src={src} alt={t`Proof ${index + 1} of ${account}`} />
                </a>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a proof's place is its index on the server
                <span key={index} className="sb-review__proof sb-review__proof--loading" aria-hidden="true" />
              ),
            )}
          </div>
        ) : null}
        {open ? (
          <form className="sb-cashier-form" onSubmit={(event) => review(event, 'approve')} noValidate>
            {item.kind === 'collection' ? (
              <AmountField
                label={t`Amount received`}
                value={received}
                onValueChange={setReceived}
                currencyCode={value.currencyCode}
                issue={issue}
                disabled={busy}
              />
            ) : null}
            <TextField
              label={t`Reason`}
              hint={t`Required to reject: the player reads it.`}
              value={reason}
              onValueChange={(text) => {
                setReason(text)
                if (rejecting !== 'no') setRejecting('no')
              }}
              maxLength={200}
              error={rejecting === 'needsReason' ? t`Write the reason the player will read.` : undefined}
            />
            <FormError error={error} />
            {rejecting === 'confirm' ? (
              <div className="sb-review__confirm" role="alert" data-state="confirm-reject">
                <p>{t`Reject it? The player will read: “${reason.trim()}”`}</p>
                <div className="sb-cashier-card__actions">
                  <button
                    type="button"
                    className="sb-button sb-button--danger"
                    disabled={busy}
                    onClick={(event) => review(event, 'reject')}
                  >
                    <Trans>Confirm rejection</Trans>
                  </button>
                  <button
                    type="button"
                    className="sb-button sb-button--secondary"
                    onClick={() => setRejecting('no')}
                  >
                    <Trans>Back</Trans>
                  </button>
                </div>
              </div>
            ) : (
              <div className="sb-cashier-card__actions">
                <button type="submit" className="sb-button" disabled={busy}>
                  <Trans>Approve</Trans>
                </button>
                <button
                  type="button"
                  className="sb-button sb-button--secondary"
                  disabled={busy}
                  onClick={(event) => review(event, 'reject')}
                >
                  <Trans>Reject</Trans>
                </button>
              </div>
            )}
          </form>
        ) : (
          <>
            {item.kind === 'collection' &&
            item.value.creditedAmount !== null &&
            Number(item.value.creditedAmount) !== Number(item.value.amount) ? (
              <p data-field="credited">
                {t`Credited: ${format.money(item.value.creditedAmount, value.currencyCode)}`}
              </p>
            ) : null}
            {value.reason ? (
              <p className="sb-cashier__muted" data-field="reason">
                {value.reason}
              </p>
            ) : null}
          </>
        )}
      </article>
    )
  }),
  { displayName: 'ReviewCard' },
)
