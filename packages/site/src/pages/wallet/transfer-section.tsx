import { useLingui } from '@lingui/react'
import { maxCollectionProofs, maxProofBytes } from '@sportsbook/sdk/protocol'
import {
  CollectionCard,
  cashierMessages,
  ErrorState,
  LoadingState,
  PayInForm,
  useSportsbook,
  useSportsbookQuery,
} from '@sportsbook/ui'
import { useEffect, useState } from 'react'
import { useRemoteOf } from '../../betting/remote'
import { errorMessage } from '../../betting/session-status'
import { AllowanceLine } from '../../protection/allowance-line'
import { useMoneyAction } from '../use-money-action'
import { useWalletCurrency } from './wallet-context'

const openStatuses = new Set(['awaitingProof', 'inReview'])

/** The transfer shown: the open one, else the one just reviewed (`kept`). */
function currentOf<T extends { id: number; status: string }>(list: readonly T[], kept: number | null) {
  return list.find((item) => openStatuses.has(item.status)) ?? list.find((item) => item.id === kept)
}

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
  const payTypes = useRemoteOf(useSportsbookQuery('wallet', 'payTypes', { currencyCode }))
  // Read every few seconds while the shown transfer is in review; a `balance` push reads it too.
  const collections = useRemoteOf(
    useSportsbookQuery(
      'wallet',
      'collectionOrder',
      { page: 1, pageSize: 5 },
      {
        refetchInterval: (query) =>
          currentOf(query.state.data?.list ?? [], kept)?.status === 'inReview' ? 3000 : false,
      },
    ),
  )
  const current = currentOf(collections.data?.list ?? [], kept)

  useEffect(() => {
    if (current && openStatuses.has(current.status)) setKept(current.id)
  }, [current])

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
