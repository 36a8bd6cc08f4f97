import { useLingui } from '@lingui/react'
import { maxCollectionProofs, maxProofBytes } from '@sportsbook/sdk/protocol'
import {
  CollectionCard,
  cashierMessages,
  ErrorState,
  LoadingState,
  PayInForm,
  useSportsbook,
  useSportsbookEvent,
} from '@sportsbook/ui'
import { useEffect, useState } from 'react'
import { errorMessage } from '../../betting/session-status'
import { useRemote } from '../../betting/use-remote'
import { AllowanceLine } from '../../protection/allowance-line'
import { useMoneyAction } from '../use-money-action'
import { useWalletCurrency } from './wallet-context'

const openStatuses = new Set(['awaitingProof', 'inReview'])

/**
 * A bank transfer: choose the amount, get the account to pay into and the reference, send a proof; the status
 * follows the operator's review (read again every few seconds while it waits, and on every balance push).
 */
export function TransferSection() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const { currencyCode, scale } = useWalletCurrency()
  const { busy, error, run } = useMoneyAction()
  // The transfer just reviewed stays on screen until the player starts another.
  const [kept, setKept] = useState<number | null>(null)
  const payTypes = useRemote(() => sportsbook.api.wallet.payTypes({ currencyCode }), [currencyCode])
  const collections = useRemote(() => sportsbook.api.wallet.collectionOrder({ page: 1, pageSize: 5 }), [])
  useSportsbookEvent('balance', collections.reload)
  const list = collections.data?.list ?? []
  const current = list.find((item) => openStatuses.has(item.status)) ?? list.find((item) => item.id === kept)
  const waiting = current?.status === 'inReview'

  useEffect(() => {
    if (current && openStatuses.has(current.status)) setKept(current.id)
  }, [current])
  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(collections.reload, 3000)
    return () => clearInterval(timer)
  }, [waiting, collections.reload])

  if (payTypes.status === 'error' || collections.status === 'error')
    return (
      <ErrorState
        title={i18n._(cashierMessages.loadFailed)}
        message={errorMessage(payTypes.error ?? collections.error)}
        onRetry={() => {
          payTypes.reload()
          collections.reload()
        }}
      />
    )
  if (!payTypes.data || !collections.data) return <LoadingState rows={3} />
  if (current)
    return (
      <div className="sb-wallet__stack">
        <CollectionCard
          collection={current}
          maxProofs={maxCollectionProofs}
          maxProofBytes={maxProofBytes}
          cancelling={busy}
          onUpload={async (file, report) => {
            await sportsbook.wallet.uploadProof({
              id: current.id,
              file,
              onProgress: ({ loaded, total }) => report(total > 0 ? loaded / total : 0),
            })
            collections.reload()
          }}
          onCancel={async () => {
            // A cancel the server refuses leaves the transfer as it is: the list read again shows it.
            const cancel = () =>
              sportsbook.api.wallet.collectionCancel({ id: current.id }).catch(() => undefined)
            await run(cancel, { refresh: false })
            collections.reload()
          }}
        />
        {!openStatuses.has(current.status) ? (
          <button type="button" className="sb-button sb-button--secondary" onClick={() => setKept(null)}>
            {i18n._(cashierMessages.bankTransfer)}
          </button>
        ) : null}
      </div>
    )
  return (
    <>
      <AllowanceLine kind="deposit" currencyCode={currencyCode} />
      <PayInForm
        payTypes={payTypes.data.filter((type) => type.kind === 'bankTransfer')}
        scale={scale}
        submitLabel={i18n._(cashierMessages.getTransferDetails)}
        busy={busy}
        error={error}
        onSubmit={async (values) => {
          // A transfer's details move no money yet: the balance is read when the operator has reviewed it.
          await run(
            async () => {
              const created = await sportsbook.wallet.createCollection(values)
              setKept(created.id)
              collections.reload()
            },
            { refresh: false },
          )
        }}
      />
    </>
  )
}
