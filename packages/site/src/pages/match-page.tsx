import { useLingui } from '@lingui/react'
import { isApiError } from '@sportsbook/sdk'
import {
  bettingMessages,
  EmptyState,
  groupMarkets,
  LiveOddsButton,
  LiveScoreBoard,
  LoadingState,
  MarketGroup,
  type MarketOddsArgs,
  StalePricesNotice,
  StreamDelayNote,
  siteMessages,
  useLiveStream,
  useMatch,
  useOddsFormat,
  useWatchMatches,
} from '@sportsbook/ui'
import { Link, useParams } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense, useMemo } from 'react'
import { MatchBuilder } from '../betting/match-builder'
import { MatchCentrePanel } from '../betting/match-centre-panel'
import { useRemoteOf } from '../betting/remote'
import { RemoteError } from '../betting/remote-error'
import { OpenBankEntry } from './market/open-bank-entry'
import '../betting/styles'

const BetSlipDock = lazy(() => import('../betting/bet-slip-dock'))

/** New lines and closed markets come with a fresh read; prices, statuses and the score come live in between. */
const detailsPollMs = 30_000

/** #/match/$id: every market of the match grouped by type, the score and clock live, and the bet slip. */
export default function MatchPage() {
  const { i18n } = useLingui()
  const { id } = useParams({ strict: false }) as { id?: string }
  const matchId = Number(id)
  const valid = Number.isInteger(matchId) && matchId > 0
  const [format] = useOddsFormat()
  // useMatch reads the match again after a reconnect of the match socket left it stale.
  const details = useRemoteOf(useMatch(matchId, { enabled: valid, refetchInterval: detailsPollMs }))
  const match = details.data
  const watched = useMemo(() => (match ? [match] : undefined), [match])
  useWatchMatches(watched)
  const groups = useMemo(() => (match ? groupMarkets(match.markets) : []), [match])
  const stream = useLiveStream()
  const back = (
    <Link className="sb-betting__back" to="/index">
      ← {i18n._(siteMessages.backHome)}
    </Link>
  )

  let body: ReactNode
  const missing = !valid || (details.status === 'error' && isApiError(details.error, 1000))
  if (missing) body = <EmptyState title={i18n._(bettingMessages.matchNotFound)} action={back} />
  else if (!match && details.status === 'error') body = <RemoteError remote={details} />
  else if (!match) body = <LoadingState rows={6} />
  else {
    const locked = match.status === 'finished' || match.status === 'cancelled'
    const renderOdds = ({ market, selection, label }: MarketOddsArgs) => (
      <LiveOddsButton match={match} market={market} selection={selection} label={label} locked={locked} />
    )
    body = (
      <>
        {back}
        {/* The page's one level-one heading: the fixture (the score board shows it to the eye). */}
        <h1 className="sb-visually-hidden">
          {match.home.name} – {match.away.name}
        </h1>
        <LiveScoreBoard match={match} variant="header" />
        {/* UK RTS 15: a live page says the pictures may run ahead of the prices. */}
        {match.status === 'live' ? <StreamDelayNote /> : null}
        <StalePricesNotice stale={stream === 'stale'} />
        <OpenBankEntry matchId={match.id} upcoming={match.status === 'upcoming'} />
        <h2 className="sb-betting__title">{i18n._(bettingMessages.allMarkets)}</h2>
        {groups.length === 0 ? (
          <EmptyState title={i18n._(bettingMessages.noMarkets)} />
        ) : (
          <div className="sb-betting__markets">
            {groups.map((group) => (
              <MarketGroup
                key={group.type}
                type={group.type}
                markets={group.markets}
                homeName={match.home.name}
                awayName={match.away.name}
                format={format}
                locked={locked}
                renderOdds={renderOdds}
              />
            ))}
          </div>
        )}
        {locked || groups.length === 0 ? null : <MatchBuilder match={match} />}
        {match.status === 'live' || match.status === 'finished' ? (
          <MatchCentrePanel
            matchId={match.id}
            homeName={match.home.name}
            awayName={match.away.name}
            sportType={match.sportType}
          />
        ) : null}
      </>
    )
  }

  return (
    <div className="sb-betting sb-betting--with-slip">
      <div className="sb-betting__main">{body}</div>
      <Suspense fallback={null}>
        <BetSlipDock />
      </Suspense>
    </div>
  )
}
