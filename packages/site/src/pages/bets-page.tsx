import { useLingui } from '@lingui/react'
import { bettingMessages, LoadingState, siteMessages, Tabs, useSession } from '@sportsbook/ui'
import { useSearch } from '@tanstack/react-router'
import { type ReactNode, useId, useState } from 'react'
import {
  AccountHistory,
  Ranking,
  SettlementRecords,
  SharedBets,
  Statistics,
} from '../betting/bets/bets-sections'
import { OpenOrders } from '../betting/bets/open-orders'
import { SettledOrders } from '../betting/bets/settled-orders'
import { LoginNeeded } from './login-needed'
import '../betting/styles'

type Section = 'open' | 'settled' | 'records' | 'history' | 'stats' | 'shared' | 'rank'

const sections: Record<Section, () => ReactNode> = {
  open: () => <OpenOrders />,
  settled: () => <SettledOrders />,
  records: () => <SettlementRecords />,
  history: () => <AccountHistory />,
  stats: () => <Statistics />,
  shared: () => <SharedBets />,
  rank: () => <Ranking />,
}

/**
 * #/bets: open orders with live cash-out offers, settled orders, settlement records, the amount log, statistics,
 * shared bets (copy to slip) and the master ranking. Members only: a visitor is asked to log in.
 */
export default function BetsPage() {
  const { i18n } = useLingui()
  const session = useSession()
  // `#/bets?section=shared` opens a section (a shared bet's link leads to the shared bets).
  const asked = useSearch({ strict: false }).section
  const [section, setSection] = useState<Section>(
    typeof asked === 'string' && Object.hasOwn(sections, asked) ? (asked as Section) : 'open',
  )
  const panelId = useId()
  const member = session.status === 'member' || session.status === 'demo' || session.status === 'channel'
  const names: Record<Section, string> = {
    open: i18n._(bettingMessages.openBets),
    settled: i18n._(bettingMessages.settledBets),
    records: i18n._(bettingMessages.records),
    history: i18n._(bettingMessages.accountHistory),
    stats: i18n._(bettingMessages.stats),
    shared: i18n._(bettingMessages.sharedBets),
    rank: i18n._(bettingMessages.masterRank),
  }
  let body: ReactNode
  if (session.status === 'idle') body = <LoadingState rows={3} />
  else if (!member)
    body = <LoginNeeded title={i18n._(bettingMessages.betsNeedLogin)} logIn={i18n._(bettingMessages.logIn)} />
  else
    body = (
      <>
        <Tabs<Section>
          label={i18n._(bettingMessages.betsSections)}
          items={(Object.keys(sections) as Section[]).map((value) => ({ value, label: names[value] }))}
          value={section}
          onValueChange={setSection}
          panelId={panelId}
          variant="line"
        />
        <div
          key={session.user?.uid}
          id={panelId}
          role="tabpanel"
          aria-label={names[section]}
          className="sb-betting__panel"
        >
          {sections[section]()}
        </div>
      </>
    )
  return (
    <div className="sb-betting">
      <div className="sb-betting__main">
        <h1 className="sb-betting__title">{i18n._(siteMessages.betsPage)}</h1>
        {body}
      </div>
    </div>
  )
}
