import { useLingui } from '@lingui/react'
import type { StakeFactor } from '@sportsbook/sdk/protocol'
import {
  LoadingState,
  operationsMessages,
  RiskBook,
  RiskCapsForm,
  type RiskCapsValues,
  type RiskChoice,
  RiskOrders,
  StakeFactorForm,
  useSession,
  useSportsbook,
  useSportsbookQuery,
  useToasts,
} from '@sportsbook/ui'
import { useState } from 'react'
import { useRemoteOf } from '../../betting/remote'
import { errorMessage } from '../../betting/session-status'
import { NotFoundPage } from '../not-found-page'
import { refusedAsNonOperator } from './operator-only'
import { OpsNav } from './ops-nav'
import '../../betting/styles'
import '../wallet/wallet.css'
import './ops.css'

// The book is read again this often: bets keep arriving while the operator watches.
const pollMs = 5000
const bookPage = { page: 1, pageSize: 50 } as const

/** The state of one of the page's forms: sending, and the server's refusal of the last try. */
type FormState = { busy: boolean; error?: string | undefined }

/**
 * #/ops/risk (PROTOCOL.md section 14): the brand's open book by liability with each selection's orders, the caps
 * per currency with the form that sets them, and a member's stake factor. Anyone but an operator sees the
 * not-found page.
 */
export default function OpsRiskPage() {
  const { i18n } = useLingui()
  const session = useSession()
  const sportsbook = useSportsbook()
  const toasts = useToasts()
  const enabled = session.status === 'member'
  const [choice, setChoice] = useState<RiskChoice | null>(null)
  const [capsForm, setCapsForm] = useState<FormState>({ busy: false })
  const [factorForm, setFactorForm] = useState<FormState>({ busy: false })
  const [factorDone, setFactorDone] = useState<StakeFactor | null>(null)

  const book = useRemoteOf(
    useSportsbookQuery('operations', 'riskMarkets', bookPage, { enabled, refetchInterval: pollMs }),
  )
  const caps = useRemoteOf(useSportsbookQuery('operations', 'riskSettingsList', {}, { enabled }))
  const orders = useRemoteOf(
    useSportsbookQuery(
      'operations',
      'riskOrders',
      {
        selectionId: choice?.selectionId ?? 0,
        currencyCode: choice?.market.currencyCode,
        pageSize: 50,
      },
      { enabled: enabled && choice !== null, refetchInterval: pollMs },
    ),
  )

  if (session.status === 'idle') return <LoadingState rows={3} />
  if (!enabled || refusedAsNonOperator(book.error, caps.error)) return <NotFoundPage />

  const setCaps = async (values: RiskCapsValues) => {
    setCapsForm({ busy: true })
    try {
      await sportsbook.api.operations.riskSettings(values)
      setCapsForm({ busy: false })
      toasts.success(i18n._(operationsMessages.capsSaved))
      caps.reload()
      book.reload()
      return true
    } catch (cause) {
      setCapsForm({ busy: false, error: errorMessage(cause) })
      return false
    }
  }
  const setFactor = async (values: { memberId: number; factor: string }) => {
    setFactorForm({ busy: true })
    try {
      setFactorDone(await sportsbook.api.operations.memberStakeFactor(values))
      setFactorForm({ busy: false })
      return true
    } catch (cause) {
      setFactorForm({ busy: false, error: errorMessage(cause) })
      return false
    }
  }
  const select = (picked: RiskChoice) =>
    setChoice((shown) => (shown?.selectionId === picked.selectionId ? null : picked))

  return (
    <div className="sb-wallet sb-ops-page">
      <OpsNav />
      <section className="sb-ops-page__part" aria-labelledby="ops-risk-book">
        <h2 id="ops-risk-book" className="sb-ops-page__title">
          {i18n._(operationsMessages.book)}
        </h2>
        <p className="sb-ops-page__intro">{i18n._(operationsMessages.bookIntro)}</p>
        <RiskBook
          markets={book.data?.list ?? []}
          status={book.data ? 'ready' : book.status}
          error={errorMessage(book.error)}
          onRetry={book.reload}
          selected={choice?.selectionId ?? null}
          onSelect={select}
          orders={
            choice ? (
              <RiskOrders
                selectionName={choice.name}
                orders={orders.data?.list ?? []}
                status={orders.data ? 'ready' : orders.status}
                error={errorMessage(orders.error)}
                onRetry={orders.reload}
              />
            ) : null
          }
        />
      </section>
      <div className="sb-ops-page__forms">
        <section className="sb-ops-page__part" aria-labelledby="ops-risk-caps">
          <h2 id="ops-risk-caps" className="sb-ops-page__title">
            {i18n._(operationsMessages.caps)}
          </h2>
          {caps.data ? (
            <RiskCapsForm caps={caps.data} onSubmit={setCaps} busy={capsForm.busy} error={capsForm.error} />
          ) : (
            <LoadingState rows={2} />
          )}
        </section>
        <section className="sb-ops-page__part" aria-labelledby="ops-risk-factor">
          <h2 id="ops-risk-factor" className="sb-ops-page__title">
            {i18n._(operationsMessages.stakeFactor)}
          </h2>
          <StakeFactorForm
            onSubmit={setFactor}
            busy={factorForm.busy}
            error={factorForm.error}
            done={factorDone}
          />
        </section>
      </div>
    </div>
  )
}
