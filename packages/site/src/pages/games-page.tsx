import { useLingui } from '@lingui/react'
import type { GameRound, GameRoundDetail } from '@sportsbook/sdk/protocol'
import {
  ErrorState,
  GameLobby,
  GameRounds,
  GameWallet,
  GameWithdrawForm,
  type GameWithdrawRequest,
  gamesMessages,
  siteMessages,
  useGames,
  useSportsbook,
  useSportsbookQuery,
} from '@sportsbook/ui'
import { useMemo, useState } from 'react'
import { useRemoteOf } from '../betting/remote'
import { errorMessage } from '../betting/session-status'
import { fairnessHref } from './games/fairness-address'
import { GamesAccess } from './games/games-access'
import '../betting/styles'
import './games/games.css'
import { useMoneyAction } from './use-money-action'

/** Rounds per page of the history (`/game/order`); Show more reads the next page. */
const roundsPageSize = 20

/**
 * #/games: the game wallets with one-click and partial withdraw, the lobby by category with the players online per game, and
 * the member's rounds with each round's seeds (PROTOCOL.md section 10).
 */
export default function GamesPage() {
  const { i18n } = useLingui()
  return (
    <section className="sb-games-page" aria-labelledby="games-title">
      <h1 id="games-title" className="sb-games-page__title">
        {i18n._(siteMessages.gamesPage)}
      </h1>
      <GamesAccess>{(uid) => <GamesBody key={uid} />}</GamesAccess>
    </section>
  )
}

function GamesBody() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const wallet = useRemoteOf(useSportsbookQuery('games', 'balance', {}))
  const games = useRemoteOf(useGames({ page: 1, pageSize: 50 }))
  const online = useRemoteOf(useSportsbookQuery('games', 'online', {}, { refetchInterval: 15_000 }))
  const rounds = useRemoteOf(useSportsbookQuery('games', 'order', { page: 1, pageSize: roundsPageSize }))
  const history = useRoundPages(rounds.data)
  const [details, setDetails] = useState<Record<number, GameRoundDetail>>({})
  const { busy, error: walletError, run } = useMoneyAction()
  const players = Object.fromEntries((online.data?.games ?? []).map((game) => [game.gameId, game.players]))
  const gameNames = Object.fromEntries((games.data?.list ?? []).map((game) => [game.id, game.name]))

  // The game wallets are read again once money has left them.
  const moveOut = async (move: () => Promise<unknown>) => {
    const moved = await run(move)
    if (moved) wallet.reload()
    return moved
  }
  const withdrawAll = () => moveOut(() => sportsbook.games.withdrawAll())
  const withdraw = (request: GameWithdrawRequest) => moveOut(() => sportsbook.games.withdraw(request))
  const open = (id: number) =>
    void sportsbook.api.games
      .orderDetail({ id })
      .then((detail) => setDetails((was) => ({ ...was, [id]: detail })))
      .catch(() => undefined)
  const failed = (reload: () => void, error: unknown) => (
    <ErrorState title={i18n._(gamesMessages.loadFailed)} message={errorMessage(error)} onRetry={reload} />
  )

  return (
    <div className="sb-games-page__stack">
      {wallet.status === 'error' ? (
        failed(wallet.reload, wallet.error)
      ) : (
        <GameWallet
          entries={wallet.data ?? []}
          loading={wallet.status === 'loading'}
          busy={busy}
          error={walletError}
          onWithdrawAll={() => void withdrawAll()}
        />
      )}
      {wallet.data ? <GameWithdrawForm entries={wallet.data} busy={busy} onWithdraw={withdraw} /> : null}
      <h2 className="sb-games-page__subtitle">{i18n._(gamesMessages.lobby)}</h2>
      {games.status === 'error' ? (
        failed(games.reload, games.error)
      ) : (
        <GameLobby
          games={games.data?.list ?? []}
          players={players}
          loading={games.status === 'loading'}
          gameHref={(game) => `#/games/${game.id}`}
        />
      )}
      <h2 className="sb-games-page__subtitle">{i18n._(gamesMessages.myRounds)}</h2>
      <p>
        <a className="sb-button sb-button--secondary" href="#/games/fairness">
          {i18n._(gamesMessages.verifyRound)}
        </a>
      </p>
      {rounds.status === 'error' ? (
        failed(rounds.reload, rounds.error)
      ) : (
        <GameRounds
          rounds={history.rounds}
          gameNames={gameNames}
          loading={rounds.status === 'loading'}
          hasMore={history.hasMore}
          loadingMore={history.loadingMore}
          onLoadMore={() => void history.loadMore()}
          details={details}
          onOpen={open}
          verifyHref={fairnessHref}
        />
      )}
    </div>
  )
}

/**
 * The round history past its first page: each Show more reads the next page of `/game/order` and adds it. A round
 * played meanwhile shifts the pages, so a round already shown is not shown twice.
 */
function useRoundPages(first: { list: GameRound[]; total: number } | undefined) {
  const sportsbook = useSportsbook()
  const [more, setMore] = useState<GameRound[]>([])
  const [nextPage, setNextPage] = useState(2)
  const [loadingMore, setLoadingMore] = useState(false)
  const rounds = useMemo(() => {
    const seen = new Set<number>()
    return [...(first?.list ?? []), ...more].filter((item) => !seen.has(item.id) && seen.add(item.id))
  }, [first, more])
  const loadMore = async () => {
    setLoadingMore(true)
    try {
      const page = await sportsbook.api.games.order({ page: nextPage, pageSize: roundsPageSize })
      setMore((was) => [...was, ...page.list])
      setNextPage((value) => value + 1)
    } catch {
      // The button stays: the player may ask again.
    } finally {
      setLoadingMore(false)
    }
  }
  return { rounds, hasMore: rounds.length < (first?.total ?? 0), loadingMore, loadMore }
}
