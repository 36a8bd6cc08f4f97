import { Trans, useLingui } from '@lingui/react/macro'
import { compareAmounts, subtractAmounts } from '@sportsbook/sdk'
import type { GameRound, GameRoundDetail } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { ShowMore } from '../../internal/show-more'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { EmptyState, LoadingState } from '../data-states/DataStates'
import { displayMultiplier } from './game-figures'

/** Props of {@link GameRounds}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface GameRoundsProps extends Omit<ComponentPropsWithRef<'div'>, 'onToggle'> {
  /** The player's game rounds (`/game/order`), shown in the order given. */
  rounds: readonly GameRound[]
  /** The games' names by id (the lobby's list): each round names its game; a game not in it is left unnamed. */
  gameNames?: Readonly<Record<number, string>>
  /** Each opened round's details with its seeds, by id (read when the player opens it). */
  details?: Readonly<Record<number, GameRoundDetail>>
  /** A round opened whose details are not in `details` yet: read them (`/game/order/detail`) and pass them in. */
  onOpen: (id: number) => void
  /** Where the verifier of a round leads (the site's fairness page, with the seeds). */
  verifyHref: (detail: GameRoundDetail) => string
  /** Shows placeholders instead of the empty state while the first page loads. */
  loading?: boolean
  /** More rounds than shown (`/game/order` pages): a Show more button asks for the next page. */
  hasMore?: boolean
  /** The next page is on its way: the Show more button waits. */
  loadingMore?: boolean
  /** The Show more button: read the next page of rounds and add it to `rounds`. */
  onLoadMore?: () => void
}

/**
 * The player's rounds, newest first, each with its game, stake, payout and net alike whether won or lost; opening
 * one shows its result and the seeds that decided it.
 */
export const GameRounds = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function GameRounds({
    rounds,
    gameNames = {},
    details = {},
    onOpen,
    verifyHref,
    loading = false,
    hasMore = false,
    loadingMore = false,
    onLoadMore,
    className,
    ...rest
  }: GameRoundsProps) {
    const { t } = useLingui()
    const format = useFormatters()
    if (loading && rounds.length === 0) return <LoadingState {...rest} rows={3} label={t`Loading rounds`} />
    if (rounds.length === 0) return <EmptyState {...rest} title={t`No rounds yet.`} />
    const statusText = { open: t`In play`, won: t`Won`, lost: t`Lost` }
    return (
      <div {...rest} className={className ? `sb-game-rounds ${className}` : 'sb-game-rounds'}>
        {rounds.map((round) => {
          const detail = details[round.id]
          return (
            <details
              key={round.id}
              className="sb-game-round"
              data-state={round.status}
              data-round={round.id}
              onToggle={(event) => {
                if (event.currentTarget.open && !detail) onOpen(round.id)
              }}
            >
              <summary className="sb-game-round__summary">
                {gameNames[round.gameId] ? (
                  <span className="sb-game-round__game">{gameNames[round.gameId]}</span>
                ) : null}
                <span>{format.dayTime(round.createdAt)}</span>
                <RoundFigures round={round} />
                <span className="sb-game-round__status">{statusText[round.status]}</span>
              </summary>
              {detail ? (
                <dl className="sb-game-round__fairness">
                  <dt>
                    <Trans>Result</Trans>
                  </dt>
                  <dd data-testid="round-result">{detail.result ?? '—'}</dd>
                  <dt>
                    <Trans>Server seed hash</Trans>
                  </dt>
                  <dd className="sb-game-round__seed">{detail.fairness.serverSeedHash}</dd>
                  <dt>
                    <Trans>Server seed</Trans>
                  </dt>
                  <dd className="sb-game-round__seed">
                    {detail.fairness.serverSeed ?? t`Shown once you set a new client seed`}
                  </dd>
                  <dt>
                    <Trans>Client seed</Trans>
                  </dt>
                  <dd className="sb-game-round__seed">{detail.fairness.clientSeed}</dd>
                  <dt>
                    <Trans>Nonce</Trans>
                  </dt>
                  <dd>{detail.fairness.nonce}</dd>
                  {detail.fairness.serverSeed ? (
                    <dd>
                      <a className="sb-button sb-button--secondary" href={verifyHref(detail)}>
                        <Trans>Verify this round</Trans>
                      </a>
                    </dd>
                  ) : null}
                </dl>
              ) : (
                <LoadingState rows={1} label={t`Loading round`} />
              )}
            </details>
          )
        })}
        <ShowMore
          className="sb-game-rounds__more"
          hasMore={hasMore}
          loadingMore={loadingMore}
          onLoadMore={onLoadMore}
        />
      </div>
    )
  }),
  { displayName: 'GameRounds' },
)

/**
 * A round's stake, payout and net, the same three for a win and a loss (the payout includes the stake; the net is
 * what the balance gained or lost), and the multiplier it paid at; payout and net wait while the round is in play.
 */
function RoundFigures({ round }: { round: GameRound }) {
  const { t } = useLingui()
  const format = useFormatters()
  const settled = round.status !== 'open'
  const net = subtractAmounts(round.payout, round.stake)
  const signed = compareAmounts(net, '0') > 0 ? `+${format.amount(net)}` : format.amount(net)
  const multiplier = displayMultiplier(round.multiplier)
  return (
    <>
      <span data-field="stake">
        <span className="sb-game-round__label">{t`Stake`}</span>{' '}
        {format.money(round.stake, round.currencyCode)}
      </span>
      <span data-field="payout">
        <span className="sb-game-round__label">{t`Payout`}</span>{' '}
        {settled ? format.money(round.payout, round.currencyCode) : '–'}
      </span>
      <span data-field="net" data-sign={settled ? Math.sign(compareAmounts(net, '0')) : undefined}>
        <span className="sb-game-round__label">{t`Net`}</span>{' '}
        {settled ? `${signed} ${round.currencyCode}` : '–'}
      </span>
      {multiplier ? <span data-field="multiplier">×{multiplier}</span> : null}
    </>
  )
}
