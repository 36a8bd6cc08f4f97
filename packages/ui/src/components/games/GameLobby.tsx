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

/** The games by category, each with its stake range, its players online and a Play link. */
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
    const categories = [...new Set(games.map((game) => game.category))]
    return (
      <div {...rest} className={className ? `sb-game-lobby ${className}` : 'sb-game-lobby'}>
        {categories.map((category) => (
          <section key={category} className="sb-game-lobby__category" aria-label={category}>
            <h3 className="sb-game-lobby__heading">{category}</h3>
            <ul className="sb-game-lobby__list">
              {games
                .filter((game) => game.category === category)
                .map((game) => {
                  const count = players[game.id] ?? 0
                  const min = format.amount(game.minStake)
                  const max = format.amount(game.maxStake)
                  return (
                    <li key={game.id} className="sb-game-card" data-game={game.code}>
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
                })}
            </ul>
          </section>
        ))}
      </div>
    )
  }),
  { displayName: 'GameLobby' },
)
