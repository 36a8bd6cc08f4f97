import { useLingui } from '@lingui/react'
import type { PeerBank, SimpleMatch } from '@sportsbook/sdk/protocol'
import {
  BankCard,
  EmptyState,
  LoadingState,
  MyBanks,
  marketMessages,
  siteMessages,
  Tabs,
  useBanks,
  useSalesClock,
  useSportsbookQuery,
} from '@sportsbook/ui'
import { useSetAtom } from 'jotai'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { useRemoteOf } from '../betting/remote'
import { RemoteError } from '../betting/remote-error'
import { loginWindowOpenAtom } from '../shell/dialog-state'
import { bankHref, useMarketCurrency, useMarketRole } from './market/market-context'
import { MyBankBets } from './market/my-bank-bets'
import '../betting/styles'

type Section = 'banks' | 'mine' | 'bets'
type Sport = 'all' | 1 | 2

/** Capacities move with every order taken: the list reads again this often while shown. */
const listPollMs = 15_000

/** #/market: the banks taking bets, by sport and match; the member's own banks with P&L; their bets on banks. */
export default function MarketPage() {
  const { i18n } = useLingui()
  const role = useMarketRole()
  const openLogin = useSetAtom(loginWindowOpenAtom)
  const [section, setSection] = useState<Section>('banks')
  const panelId = useId()
  const names: Record<Section, string> = {
    banks: i18n._(marketMessages.openBanks),
    mine: i18n._(marketMessages.myBanks),
    bets: i18n._(marketMessages.myBets),
  }
  const sections: Section[] = role === 'member' || role === 'demo' ? ['banks', 'mine', 'bets'] : ['banks']
  return (
    <div className="sb-betting sb-market">
      <div className="sb-betting__main">
        <h1 className="sb-betting__title">{i18n._(siteMessages.marketPage)}</h1>
        {role === 'visitor' ? (
          <p className="sb-market__hint">
            {i18n._(marketMessages.needsLogin)}{' '}
            <button type="button" className="sb-button sb-button--secondary" onClick={() => openLogin(true)}>
              {i18n._(marketMessages.logIn)}
            </button>
          </p>
        ) : null}
        {sections.length > 1 ? (
          <Tabs<Section>
            label={i18n._(marketMessages.sections)}
            items={sections.map((value) => ({ value, label: names[value] }))}
            value={section}
            onValueChange={setSection}
            panelId={panelId}
            variant="line"
          />
        ) : null}
        <div id={panelId} role="tabpanel" aria-label={names[section]} className="sb-market__panel">
          {section === 'banks' ? <OpenBanks /> : section === 'mine' ? <MyBanksSection /> : <MyBankBets />}
        </div>
      </div>
    </div>
  )
}

function OpenBanks() {
  const { i18n } = useLingui()
  const [sport, setSport] = useState<Sport>('all')
  const banks = useRemoteOf(
    useBanks({ status: 'open', page: 1, pageSize: 100 }, { refetchInterval: listPollMs }),
  )
  // Banks carry no sport: the upcoming matches a bank may be opened on say which sport each match is.
  const matches = useRemoteOf(useSportsbookQuery('market', 'simpleList', {}))
  const sportOf = useMemo(
    () => new Map((matches.data ?? []).map((match: SimpleMatch) => [match.id, match.sportType])),
    [matches.data],
  )
  // Every card counts against the server's clock (closesAt is on the feed's clock, which a demo runs faster).
  const salesClock = useSalesClock(banks.data?.list[0]?.matchId)
  if (banks.status === 'error' && !banks.data)
    return <RemoteError remote={banks} title={i18n._(marketMessages.loadFailed)} />
  if (!banks.data) return <LoadingState rows={4} />
  const shown = banks.data.list.filter((bank) => sport === 'all' || sportOf.get(bank.matchId) === sport)
  const byMatch = new Map<number, PeerBank[]>()
  for (const bank of shown) byMatch.set(bank.matchId, [...(byMatch.get(bank.matchId) ?? []), bank])
  let body: ReactNode
  if (shown.length === 0)
    body = (
      <EmptyState title={i18n._(marketMessages.noBanks)} description={i18n._(marketMessages.noBanksHint)} />
    )
  else
    body = [...byMatch.values()].map((list) => {
      const first = list[0] as PeerBank
      return (
        <section
          key={first.matchId}
          className="sb-market__match"
          aria-label={`${first.match.home} v ${first.match.away}`}
        >
          <h2 className="sb-market__match-title">
            <a href={`#/match/${first.matchId}`}>
              {first.match.home} v {first.match.away}
            </a>{' '}
            <span className="sb-cashier__muted">{first.match.league}</span>
          </h2>
          <ul className="sb-bank-list">
            {list.map((bank) => (
              <li key={bank.id}>
                <BankCard
                  bank={bank}
                  href={bankHref(bank.id)}
                  closesInMs={salesClock ? salesClock(bank.closesAt) : null}
                />
              </li>
            ))}
          </ul>
        </section>
      )
    })
  return (
    <>
      <Tabs<Sport>
        label={i18n._(marketMessages.allSports)}
        items={[
          { value: 'all', label: i18n._(marketMessages.allSports) },
          { value: 1, label: i18n._(marketMessages.football) },
          { value: 2, label: i18n._(marketMessages.basketball) },
        ]}
        value={sport}
        onValueChange={setSport}
      />
      {body}
    </>
  )
}

function MyBanksSection() {
  const { i18n } = useLingui()
  const { currencyCode } = useMarketCurrency()
  const stats = useRemoteOf(
    useSportsbookQuery(
      'market',
      'gamblerOrderStats',
      { page: 1, pageSize: 100 },
      { refetchInterval: listPollMs },
    ),
  )
  if (stats.status === 'error' && !stats.data)
    return <RemoteError remote={stats} title={i18n._(marketMessages.loadFailed)} />
  if (!stats.data) return <LoadingState rows={3} />
  return <MyBanks rows={stats.data.list} currencyCode={currencyCode} hrefOf={bankHref} />
}
