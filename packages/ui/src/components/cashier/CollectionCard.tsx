import { Trans, useLingui } from '@lingui/react/macro'
import type { Collection } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { FigureList } from '../../internal/figure-list'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { CopyButton } from './CopyButton'
import { collectionStatusLabel } from './cashier-texts'
import { ProofUpload, type UploadReport } from './ProofUpload'
import { StatusBadge } from './StatusBadge'

/**
 * Props of {@link CollectionCard};
 * any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root.
 */
export interface CollectionCardProps extends ComponentPropsWithRef<'section'> {
  collection: Collection
  /** Sends a proof image; absent when no more may be sent. */
  onUpload?: (file: File, report: UploadReport) => Promise<void>
  maxProofs: number
  maxProofBytes: number
  /** Cancels the collection while it is still open. */
  onCancel?: () => void
  cancelling?: boolean
}

/**
 * A bank transfer in progress: the account to pay into and the reference to write in the transfer's note (each
 * with a copy button), the proofs sent so far, an upload for the next, and the status as the review moves on.
 */
export const CollectionCard = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function CollectionCard({
    collection,
    onUpload,
    maxProofs,
    maxProofBytes,
    onCancel,
    cancelling = false,
    className,
    ref,
    ...rest
  }: CollectionCardProps) {
    const { t, i18n } = useLingui()
    const format = useFormatters()
    const amount = format.money(collection.amount, collection.currencyCode)
    const open = collection.status === 'awaitingProof' || collection.status === 'inReview'
    const { bankName, accountName, accountNo } = collection.receivingAccount
    const credited = collection.creditedAmount
      ? format.money(collection.creditedAmount, collection.currencyCode)
      : null
    return (
      <section
        {...rest}
        ref={ref}
        className={className ? `sb-cashier-card ${className}` : 'sb-cashier-card'}
        data-state={collection.status}
        aria-label={t`Bank transfer of ${amount}`}
      >
        <h3 className="sb-cashier-card__title">
          <Trans>Bank transfer of {amount}</Trans>
        </h3>
        <p className="sb-cashier-card__status" role="status" aria-live="polite">
          <StatusBadge label={collectionStatusLabel(i18n, collection.status)} />
          {credited ? (
            <span className="sb-cashier__muted">
              <Trans>{credited} credited</Trans>
            </span>
          ) : null}
          {collection.reason ? <span className="sb-cashier__muted">{collection.reason}</span> : null}
        </p>
        {open ? (
          <FigureList
            className="sb-transfer"
            figures={[
              { label: <Trans>Bank</Trans>, value: bankName },
              { label: <Trans>Account name</Trans>, value: accountName },
              {
                label: <Trans>Account number</Trans>,
                value: (
                  <>
                    <span data-field="accountNo">{accountNo}</span>{' '}
                    <CopyButton text={accountNo} what={t`account number`} />
                  </>
                ),
              },
              {
                label: <Trans>Reference</Trans>,
                value: (
                  <>
                    <span data-field="reference">{collection.reference}</span>{' '}
                    <CopyButton text={collection.reference} what={t`reference`} />
                  </>
                ),
              },
              { label: <Trans>Amount</Trans>, value: amount },
            ]}
          />
        ) : null}
        {open ? (
          <p className="sb-cashier__muted">
            <Trans>
              Pay exactly this amount into the account above with the reference in the transfer's note, then
              send a picture of the receipt.
            </Trans>
          </p>
        ) : null}
        {open ? (
          <p className="sb-cashier__muted">
            <Trans>
              Proofs sent: {collection.proofCount} of {maxProofs}
            </Trans>
          </p>
        ) : null}
        {open && onUpload && collection.proofCount < maxProofs ? (
          <ProofUpload key={collection.proofCount} onUpload={onUpload} maxBytes={maxProofBytes} />
        ) : null}
        {open && onCancel ? (
          <div className="sb-cashier-card__actions">
            <button
              type="button"
              className="sb-button sb-button--secondary"
              onClick={onCancel}
              disabled={cancelling}
            >
              <Trans>Cancel transfer</Trans>
            </button>
          </div>
        ) : null}
      </section>
    )
  }),
  { displayName: 'CollectionCard' },
)
