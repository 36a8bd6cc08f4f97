import { Trans, useLingui } from '@lingui/react/macro'
import type { Game } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { EmptyState, LoadingState } from '../data-states/DataStates'

/** Props of {@link GameLobby}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface GameLobbyProps extends ComponentPropsWithRef<'div'> {
  /** The games open to play (`sb.api.games.list()`), grouped by their category. */
  games: readonly Game[]
  /** Players in each game now, by game id (`/game/member/online`). */
  players?: Readonly<Record<number, number>>
  /** Where a game's Play link leads (the site's game page). */
  gameHref: (game: Game) => string
  /** Shows placeholders instead of the empty state while the first list loads. */
  loading?: boolean
}

/**
 * The lobby's groups in the order the games come: a category of several games under its heading; the games alone
 * in their category together in one list without one (a heading "dice" over the one game "Dice" only repeats it).
 */
function lobbyGroups(games: readonly Game[]): { category: string | null; games: Game[] }[] {
  const byCategory = new Map<string, Game[]>()
  for (const game of games) byCategory.set(game.category, [...(byCategory.get(game.category) ?? []), game])
  const groups: { category: string | null; games: Game[] }[] = []
  let singles: { category: null; games: Game[] } | null = null
  for (const [category, members] of byCategory) {
    if (members.length > 1) groups.push({ category, games: members })
    else if (singles) singles.games.push(...members)
    else {
      singles = { category: null, games: [...members] }
      groups.push(singles)
    }
  }
  return groups
}

/** The games, grouped by category when a category holds several, each with its art, stake range, players online and a Play link. */
export const GameLobby = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function GameLobby({
    games,
    players = {},
    gameHref,
    loading = false,
    className,
    ...rest
  }: GameLobbyProps) {
    const { t } = useLingui()
    const format = useFormatters()
    if (loading && games.length === 0) return <LoadingState {...rest} rows={3} label={t`Loading games`} />
    if (games.length === 0) return <EmptyState {...rest} title={t`No games are open now.`} />
    const card = (game: Game) => {
      const count = players[game.id] ?? 0
      const min = format.amount(game.minStake)
      const max = format.amount(game.maxStake)
      return (
        <li key={game.id} className="sb-game-card" data-game={game.code}>
          {/* The game's art (the provider's thumbnail); its name follows, so the image says nothing more. */}
          {game.thumbnail ? (
            <img
              className="sb-game-card__art"
              src={game.thumbnail}
              alt=""
              width={120}
              height={120}
              loading="lazy"
            />
          ) : null}
          <p className="sb-game-card__name">{game.name}</p>
          <p className="sb-game-card__meta">
            <Trans>
              Stake {min} to {max}
            </Trans>
          </p>
          <p className="sb-game-card__meta" data-testid="game-players">
            <Trans>{count} playing now</Trans>
          </p>
          <a className="sb-button" href={gameHref(game)} aria-label={t`Play ${game.name}`}>
            <Trans>Play</Trans>
          </a>
        </li>
      )
    }
    return (
      <div {...rest} className={className ? `sb-game-lobby ${className}` : 'sb-game-lobby'}>
        {lobbyGroups(games).map((group) =>
          group.category === null ? (
            <ul key="singles" className="sb-game-lobby__list">
              {group.games.map(card)}
            </ul>
          ) : (
            <section key={group.category} className="sb-game-lobby__category" aria-label={group.category}>
              <h3 className="sb-game-lobby__heading">{group.category}</h3>
              <ul className="sb-game-lobby__list">{group.games.map(card)}</ul>
            </section>
          ),
        )}
      </div>
    )
  }),
  { displayName: 'GameLobby' },
)
