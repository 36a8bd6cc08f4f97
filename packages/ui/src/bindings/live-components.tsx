import { useLingui } from '@lingui/react/macro'
import { type BetPick, betPickOf, selectionStatus } from '@sportsbook/sdk'
import type { Market, Match, Selection } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, memo, useMemo, useRef } from 'react'
import { BetSlip } from '../components/bet-slip/BetSlip'
import { MatchRow, type OddsSlotArgs } from '../components/match-row/MatchRow'
import { OddsButton, type OddsButtonPrice } from '../components/odds-button/OddsButton'
import { ScoreBoard, type ScoreBoardProps } from '../components/score-board/ScoreBoard'
import { marketName, selectionLabel } from '../internal/market-labels'
import { withRef } from '../internal/with-ref'
import { useFeedNow } from './feed-clock'
import { useSportsbook } from './hooks'
import { liveFeedOf } from './live-feed'
import { useBetSlipActions, useBetSlipState, useInBetSlip, useLiveMatch, useOddsFormat } from './live-hooks'
import { useLivePrice } from './live-price'
import { useWatchMatches } from './match-watch'

/** The pick an odds button adds: the selection at the odds and state on screen, with the labels the slip shows. */
export function pickOf(
  match: Match,
  market: Market,
  selection: Selection,
  odds: string,
  status: Market['status'],
): BetPick {
  return { ...betPickOf(match, market, selection), odds, marketStatus: status }
}

/**
 * Props of {@link LiveOddsButton}; any other prop of a `button` (`id`, `aria-*`, `data-*`, `ref`) goes to its
 * OddsButton.
 */
export interface LiveOddsButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'value' | 'defaultValue'> {
  /** The match the selection belongs to. */
  match: Match
  /** The market the selection belongs to. */
  market: Market
  /** The selection this button prices and picks. */
  selection: Selection
  /** The short text ("1", "-1.5"); the full name by default. */
  label?: string
  /** Nothing to pick (the match is over). */
  locked?: boolean
}

/**
 * An odds button on the live feed: its own selection's price (one subscription, published once per frame), in
 * the player's format, pressed while in the slip; a click adds or removes the pick at the price shown then. A
 * price change, a suspension and a reopening are written into the button as it stands (OddsButton's `priceRef`):
 * React renders it again only when its place in the slip, the odds format or the language changes.
 */
export const LiveOddsButton = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ memo(
    /* @__PURE__ */ withRef(function LiveOddsButton({
      match,
      market,
      selection,
      label,
      locked = false,
      ...rest
    }: LiveOddsButtonProps) {
      const { i18n } = useLingui()
      const feed = liveFeedOf(useSportsbook()).selections
      const price = useRef<OddsButtonPrice>(null)
      // What the button shows is what the feed published last: a render and `show` agree on it.
      const live = useLivePrice(selection.id, price)
      const pressed = useInBetSlip(selection.id)
      const [format] = useOddsFormat()
      const slip = useBetSlipActions()
      const shownStatus = live?.status ?? selectionStatus(market, selection)
      // The names change with the language, not with the price: worked out once, not on every tick.
      const homeName = match.home.name
      const awayName = match.away.name
      const names = useMemo(
        () => ({
          selection: selectionLabel(i18n, {
            marketType: market.type,
            selectionName: selection.name,
            line: market.line,
            homeName,
            awayName,
          }),
          market: marketName(i18n, market.type),
          locale: i18n.locale,
        }),
        [i18n, i18n.locale, market.type, market.line, selection.name, homeName, awayName],
      )
      const toggle = () => {
        const now = feed.get(selection.id)
        slip.toggle(pickOf(match, market, selection, now?.odds ?? selection.odds, now?.status ?? shownStatus))
      }
      return (
        <OddsButton
          {...rest}
          label={label ?? names.selection}
          selectionName={names.selection}
          marketName={names.market}
          odds={live?.odds ?? selection.odds}
          format={format}
          status={shownStatus}
          locked={locked}
          previousOdds={live?.previousOdds}
          pressed={pressed}
          onPressedChange={toggle}
          priceRef={price}
        />
      )
    }),
  ),
  { displayName: 'LiveOddsButton' },
)

function TickingScoreBoard({ matchId, ...props }: ScoreBoardProps & { matchId: number }) {
  const now = useFeedNow(matchId)
  return <ScoreBoard {...props} now={now} />
}

/**
 * Props of {@link LiveScoreBoard}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its
 * ScoreBoard.
 */
export interface LiveScoreBoardProps extends ComponentPropsWithRef<'div'> {
  /** The match as last read; the match socket's pushes update it. */
  match: Match
  /** 'row' for a match list, 'header' for a match page. */
  variant?: 'row' | 'header'
}

/** Teams, score and clock following the match socket; a live clock runs between pushes. */
export const LiveScoreBoard = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ memo(
    /* @__PURE__ */ withRef(function LiveScoreBoard({
      match,
      variant = 'row',
      ...rest
    }: LiveScoreBoardProps) {
      const live = useLiveMatch(match.id)
      const props: ScoreBoardProps = {
        ...rest,
        sportType: match.sportType,
        homeName: match.home.name,
        awayName: match.away.name,
        status: live?.status ?? match.status,
        score: live?.score ?? match.score,
        clock: live?.clock ?? match.clock,
        startTime: live?.startTime ?? match.startTime,
        variant,
        leagueName: match.league.name,
      }
      return props.status === 'live' ? (
        <TickingScoreBoard {...props} matchId={match.id} />
      ) : (
        <ScoreBoard {...props} />
      )
    }),
  ),
  { displayName: 'LiveScoreBoard' },
)

const renderLiveOdds = ({ match, market, selection, label, locked }: OddsSlotArgs) => (
  <LiveOddsButton match={match} market={market} selection={selection} label={label} locked={locked} />
)

/**
 * Props of {@link LiveMatchRow}; any other prop of an `article` (`id`, `aria-*`, `data-*`, `ref`) goes to its
 * MatchRow.
 */
export interface LiveMatchRowProps extends ComponentPropsWithRef<'article'> {
  /** The match as last read; its score and prices then follow the feed. */
  match: Match
  /** The match page's address: the row links there. */
  href?: string
  /** Whether the match is among the member's favourites. */
  favorite?: boolean
  /** Called with the new favourite state when the star is pressed. */
  onFavoriteChange?: (favorite: boolean) => void
  /** One market (the result) and no star: the mini mode's row. */
  compact?: boolean
}

/** A MatchRow with a live score board and live odds buttons; it renders only when its props change. */
export const LiveMatchRow = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ memo(
    /* @__PURE__ */ withRef(function LiveMatchRow({
      match,
      href,
      favorite,
      onFavoriteChange,
      compact,
      ...rest
    }: LiveMatchRowProps) {
      return (
        <MatchRow
          {...rest}
          match={match}
          href={href}
          favorite={favorite}
          onFavoriteChange={onFavoriteChange}
          compact={compact}
          scoreBoard={<LiveScoreBoard match={match} />}
          renderOdds={renderLiveOdds}
        />
      )
    }),
  ),
  { displayName: 'LiveMatchRow' },
)

/**
 * Props of {@link LiveBetSlip}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its
 * BetSlip.
 */
export interface LiveBetSlipProps extends ComponentPropsWithRef<'section'> {
  /** What a visitor's "Log in to bet" does (the site opens its login window). */
  onLoginClick?: () => void
  /** Where the cashier is: the slip links there when the balance does not cover the stake. */
  depositHref?: string
}

/** The bet slip on the SDK: its state, its actions, the odds format, and its picks' matches followed live. */
export const LiveBetSlip = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function LiveBetSlip({ onLoginClick, depositHref, ...rest }: LiveBetSlipProps) {
    const state = useBetSlipState()
    const slip = useBetSlipActions()
    const [format] = useOddsFormat()
    useWatchMatches(state.selections.map((selection) => selection.matchId))
    const quietly = (work: unknown) => {
      if (work instanceof Promise) work.catch(() => undefined)
    }
    return (
      <BetSlip
        {...rest}
        state={state}
        format={format}
        onRemove={(id) => quietly(slip.remove(id))}
        onClear={() => quietly(slip.clear())}
        onModeChange={(mode) => quietly(slip.setMode(mode))}
        onStakeChange={(bet, stake) => quietly(slip.setStake(bet, stake))}
        onQuickStake={(bet, amount) => quietly(slip.addStake(bet, amount))}
        onMaxStake={(bet) => quietly(slip.setMaxStake(bet))}
        onPolicyChange={(policy) => quietly(slip.setPolicy(policy))}
        onAcceptOdds={() => quietly(slip.acceptOdds())}
        onPlace={() => quietly(slip.place())}
        onDismiss={() => quietly(slip.dismiss())}
        onLoginClick={onLoginClick}
        {...(depositHref ? { depositHref } : {})}
      />
    )
  }),
  { displayName: 'LiveBetSlip' },
)
