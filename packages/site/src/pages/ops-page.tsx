import { isApiError } from '@sportsbook/sdk'
import { codes, type WithdrawalPayout } from '@sportsbook/sdk/protocol'
import {
  LoadingState,
  OpsConsole,
  type OpsQueue,
  ReviewCard,
  type ReviewValues,
  useSession,
  useSportsbook,
  useSportsbookQuery,
} from '@sportsbook/ui'
import { useState } from 'react'
import { useRemoteOf } from '../betting/remote'
import { errorMessage } from '../betting/session-status'
import { NotFoundPage } from './not-found-page'
import { MemberSection } from './ops/member-section'
import { OpsNav } from './ops/ops-nav'
import { ReviewHistorySection } from './ops/review-history-section'
import { useProofImages } from './ops/use-proof-images'
import '../betting/styles'
import './wallet/wallet.css'

const queuePage = { status: 'inReview', page: 1, pageSize: 50 } as const
// The queues are read again this often, so the counts stay live while operators work side by side.
const pollMs = 5000

/**
 * #/ops, the operator console: the brand's withdrawals and bank transfers in review, approve or reject with a
 * reason (and, for a transfer, the amount that arrived); below them the brand's members and their protection.
 * Anyone but an operator sees the not-found page: the server answers 3004 to the operator paths, and a visitor or
 * demo member is not asked at all.
 */
export default function OpsPage() {
  const session = useSession()
  const sportsbook = useSportsbook()
  const [queue, setQueue] = useState<OpsQueue>('withdrawals')
  const [busy, setBusy] = useState<number | null>(null)
  const [errors, setErrors] = useState<Record<number, string>>({})
  // Payout details revealed on this page (each read is logged by the server), by withdrawal id.
  const [payouts, setPayouts] = useState<Record<number, WithdrawalPayout>>({})
  // Counts the reviews made here: the history and the audit read again after each.
  const [round, setRound] = useState(0)
  const enabled = session.status === 'member'
  const withdrawals = useRemoteOf(
    useSportsbookQuery('wallet', 'operatorWithdrawals', queuePage, { enabled, refetchInterval: pollMs }),
  )
  const collections = useRemoteOf(
    useSportsbookQuery('wallet', 'operatorCollections', queuePage, { enabled, refetchInterval: pollMs }),
  )
  const proofs = useProofImages(collections.data?.list ?? [])

  if (session.status === 'idle') return <LoadingState rows={3} />
  const refused = [withdrawals.error, collections.error].some((error) =>
    isApiError(error, codes.NOT_PERMITTED),
  )
  if (!enabled || refused) return <NotFoundPage />
  if (!withdrawals.data && withdrawals.status === 'loading') return <LoadingState rows={3} />

  const review = async (id: number, values: ReviewValues, kind: OpsQueue) => {
    setBusy(id)
    setErrors(({ [id]: _, ...rest }) => rest)
    try {
      if (kind === 'withdrawals')
        await sportsbook.api.wallet.withdrawReview({ id, decision: values.decision, reason: values.reason })
      else await sportsbook.api.wallet.collectionReview({ id, ...values })
    } catch (cause) {
      setErrors((previous) => ({ ...previous, [id]: errorMessage(cause) ?? '' }))
    } finally {
      setBusy(null)
      setRound((value) => value + 1)
      withdrawals.reload()
      collections.reload()
    }
  }
  const reveal = async (id: number) => {
    try {
      const payout = await sportsbook.api.wallet.withdrawPayout({ id })
      setPayouts((previous) => ({ ...previous, [id]: payout }))
      setRound((value) => value + 1)
    } catch (cause) {
      setErrors((previous) => ({ ...previous, [id]: errorMessage(cause) ?? '' }))
    }
  }
  const shown = queue === 'withdrawals' ? withdrawals : collections
  const scaleOf = (code: string) =>
    sportsbook.balance.getState().find((entry) => entry.currencyCode === code)?.scale ?? 2
  return (
    <div className="sb-wallet">
      <OpsNav />
      <OpsConsole
        queue={queue}
        onQueueChange={setQueue}
        counts={{
          withdrawals: withdrawals.data?.total ?? null,
          collections: collections.data?.total ?? null,
        }}
        status={shown.data ? 'ready' : shown.status}
        error={errorMessage(shown.error)}
        onRetry={shown.reload}
        empty={shown.data?.list.length === 0}
      >
        {queue === 'withdrawals'
          ? withdrawals.data?.list.map((item) => (
              <ReviewCard
                key={item.id}
                item={{ kind: 'withdrawal', value: item }}
                payout={payouts[item.id] ?? null}
                onReveal={() => void reveal(item.id)}
                scale={scaleOf(item.currencyCode)}
                busy={busy === item.id}
                error={errors[item.id]}
                onReview={(values) => review(item.id, values, 'withdrawals')}
              />
            ))
          : collections.data?.list.map((item) => (
              <ReviewCard
                key={item.id}
                item={{
                  kind: 'collection',
                  value: item,
                  proofs: Array.from(
                    { length: item.proofCount },
                    (_, index) => proofs.get(`${item.id}:${index}`) ?? null,
                  ),
                }}
                scale={scaleOf(item.currencyCode)}
                busy={busy === item.id}
                error={errors[item.id]}
                onReview={(values) => review(item.id, values, 'collections')}
              />
            ))}
      </OpsConsole>
      <ReviewHistorySection queue={queue} round={round} />
      <MemberSection />
    </div>
  )
}
