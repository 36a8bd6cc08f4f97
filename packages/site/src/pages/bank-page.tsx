import { useLingui } from '@lingui/react'
import { isApiError } from '@sportsbook/sdk'
import type { PeerBank } from '@sportsbook/sdk/protocol'
import {
  BankBetForm,
  BankCard,
  Dialog,
  EmptyState,
  JoinBankForm,
  LoadingState,
  marketMessages,
  useSalesClock,
  useSportsbook,
  useSportsbookQuery,
  useUser,
} from '@sportsbook/ui'
import { Link, useParams } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { type ReactNode, useState } from 'react'
import { useRemoteOf } from '../betting/remote'
import { RemoteError } from '../betting/remote-error'
import { AllowanceLine } from '../protection/allowance-line'
import { loginWindowOpenAtom } from '../shell/dialog-state'
import { useMarketCurrency, useMarketRole } from './market/market-context'
import { MyBankBets } from './market/my-bank-bets'
import { ParticipantView } from './market/participant-view'
import { useMoneyAction } from './use-money-action'
import '../betting/styles'

/** Capacity and status move with every order and the feed: the bank reads again this often while shown. */
const bankPollMs = 10_000

/**
 * #/market/$id: one bank. Anyone sees its odds and capacity; a member bets against it with its own slip; a
 * registered member may join it (with its password when private). Its banker and partners see the exposure,
 * the participants, the orders and their tools instead (ParticipantView).
 */
export default function BankPage() {
  const { i18n } = useLingui()
  const role = useMarketRole()
  const user = useUser()
  const openLogin = useSetAtom(loginWindowOpenAtom)
  const { id } = useParams({ strict: false }) as { id?: string }
  const bankId = Number(id)
  const valid = Number.isInteger(bankId) && bankId > 0
  // Counts the member's actions here, so the lists read again after one.
  const [round, setRound] = useState(0)
  const bank = useRemoteOf(
    useSportsbookQuery('market', 'info', { id: bankId }, { enabled: valid, refetchInterval: bankPollMs }),
  )
  const salesClock = useSalesClock(bank.data?.matchId)
  const member = role === 'member' || role === 'demo'
  // Participants only: anyone else is answered 3004, which is how the page knows the member's place. An outsider
  // is not asked again every few seconds (the answer stays 3004): only after an action here, which may make them one.
  const [outsider, setOutsider] = useState(false)
  const inside = useRemoteOf(
    useSportsbookQuery(
      'market',
      'bankerInfo',
      { id: bankId },
      { enabled: valid && member, refetchInterval: outsider ? false : bankPollMs },
    ),
  )
  const refused = isApiError(inside.error, 3004)
  if (refused !== outsider && (refused || inside.data)) setOutsider(refused)
  // A reload keeps what is shown (a change of inputs would blank the page and drop its notices).
  const refresh = () => {
    bank.reload()
    if (member) inside.reload()
    setRound((value) => value + 1)
  }
  const back = (
    <Link className="sb-betting__back" to="/market">
      ← {i18n._(marketMessages.backToMarket)}
    </Link>
  )
  let body: ReactNode
  const data = bank.data
  if (!valid || (bank.status === 'error' && (isApiError(bank.error, 1000) || isApiError(bank.error, 3001))))
    body = <EmptyState title={i18n._(marketMessages.bankNotFound)} action={back} />
  else if (!data && bank.status === 'error') body = <RemoteError remote={bank} />
  // Only the first read of the member's place waits: a gambler's is always refused (3004), and a reload after a
  // bet must not swap the page for a placeholder, which would drop the bet's notice.
  else if (!data || (member && inside.status === 'loading' && !inside.data && !inside.error))
    body = <LoadingState rows={5} />
  else {
    const participant = inside.data
    body = (
      <>
        {back}
        <BankCard
          bank={data}
          href={`#/market/${data.id}`}
          closesInMs={salesClock ? salesClock(data.closesAt) : null}
        />
        {data.description ? (
          <section className="sb-market__about" aria-label={i18n._(marketMessages.aboutBank)}>
            <h2 className="sb-market__heading">{i18n._(marketMessages.aboutBank)}</h2>
            <p className="sb-market__description">{data.description}</p>
          </section>
        ) : null}
        {participant ? (
          <ParticipantView
            info={participant}
            isBanker={participant.banker.memberId === user?.memberId}
            onChanged={refresh}
          />
        ) : (
          <GamblerView
            bank={data}
            role={role}
            onLogin={() => openLogin(true)}
            onChanged={refresh}
            round={round}
          />
        )}
      </>
    )
  }
  return (
    <div className="sb-betting sb-market">
      <div className="sb-betting__main">{body}</div>
    </div>
  )
}

function GamblerView(props: {
  bank: PeerBank
  role: ReturnType<typeof useMarketRole>
  onLogin: () => void
  onChanged: () => void
  round: number
}) {
  const { bank, role, onChanged, round } = props
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const { scale } = useMarketCurrency()
  const betting = useMoneyAction()
  const joinAction = useMoneyAction()
  // One request at a time on the page: a join waits for a bet and the reverse.
  const busy = betting.busy || joinAction.busy
  const [notice, setNotice] = useState<string | null>(null)
  const [joining, setJoining] = useState(false)
  const member = role === 'member' || role === 'demo'
  const place = async (input: { selectionId: number; odds: string; stake: string }) => {
    setNotice(null)
    const placed = await betting.run(() => sportsbook.market.bet({ bankId: bank.id, ...input }))
    if (placed) setNotice(i18n._(marketMessages.betTaken))
    // A refusal may carry the bank's new odds or capacity: the bank is read again either way.
    onChanged()
    return placed
  }
  const join = async (password: string) => {
    const joined = await joinAction.run(() => sportsbook.api.market.partnerJoin({ id: bank.id, password }), {
      refresh: false,
    })
    if (joined) {
      setJoining(false)
      onChanged()
    }
    return joined
  }
  return (
    <>
      <section className="sb-market__slip" aria-label={i18n._(marketMessages.betAgainst)}>
        <h2 className="sb-market__heading">{i18n._(marketMessages.betAgainst)}</h2>
        <BankBetForm
          bank={bank}
          scale={scale}
          onPlace={place}
          busy={busy}
          error={betting.error}
          notice={notice}
          blocked={member ? null : i18n._(marketMessages.loginToBet)}
        />
        <AllowanceLine kind="stake" currencyCode={bank.currencyCode} />
        {role === 'visitor' ? (
          <button type="button" className="sb-button sb-button--secondary" onClick={props.onLogin}>
            {i18n._(marketMessages.logIn)}
          </button>
        ) : null}
      </section>
      {member ? (
        <section aria-label={i18n._(marketMessages.yourBets)}>
          <h2 className="sb-market__heading">{i18n._(marketMessages.yourBets)}</h2>
          <MyBankBets bankId={bank.id} round={round} />
        </section>
      ) : null}
      {role === 'member' && bank.status === 'open' ? (
        <button type="button" className="sb-button sb-button--secondary" onClick={() => setJoining(true)}>
          {i18n._(marketMessages.joinAsPartner)}
        </button>
      ) : role === 'demo' ? (
        <p className="sb-cashier__muted">{i18n._(marketMessages.registerToOpen)}</p>
      ) : null}
      <Dialog open={joining} onOpenChange={setJoining} title={i18n._(marketMessages.joinAsPartner)}>
        <JoinBankForm needsPassword={bank.private} onJoin={join} busy={busy} error={joinAction.error} />
      </Dialog>
    </>
  )
}
