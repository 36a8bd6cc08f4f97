import { useLingui } from '@lingui/react/macro'
import { type OddsFormat, selectionStatus } from '@sportsbook/sdk'
import type { Market, MarketType, Match, Selection, SportType } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { marketName, selectionLabel, selectionShortLabel } from '../../internal/market-labels'
import { withRef } from '../../internal/with-ref'
import { OddsButton } from '../odds-button/OddsButton'
import { ScoreBoard } from '../score-board/ScoreBoard'

/** The main markets a row shows, per sport. */
export const rowMarketTypes: Readonly<Record<SportType, readonly MarketType[]>> = {
  1: ['1x2', 'handicap', 'total'],
  2: ['moneyline', 'spread', 'total'],
}

/** What MatchRow passes to its `renderOdds` for one price. */
export interface OddsSlotArgs {
  match: Match
  market: Market
  selection: Selection
  /** The short text for the button ("1", "-1.5", "Over 2.5"). */
  label: string
  /** The match is over or cancelled: nothing to pick. */
  locked: boolean
}

/** Props of {@link MatchRow}; any other prop of an `article` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface MatchRowProps extends ComponentPropsWithRef<'article'> {
  match: Match
  /** Draws one price; the site passes a live odds button. A static OddsButton by default. */
  renderOdds?: (args: OddsSlotArgs) => ReactNode
  /** Teams, score and clock; the site passes a live score board. A static ScoreBoard by default. */
  scoreBoard?: ReactNode
  /** The match page's address: the teams link to it. */
  href?: string
  /** Shows a star: in the member's favourites or not. */
  favorite?: boolean
  /** Called with the new favourite state when the star is pressed. */
  onFavoriteChange?: (favorite: boolean) => void
  /** One market (the result) and no star: the mini mode's row. */
  compact?: boolean
  /** The format of the default odds buttons. */
  format?: OddsFormat
}

function mainMarket(match: Match, type: MarketType): Market | undefined {
  return (
    match.markets.find((market) => market.type === type && market.main) ??
    match.markets.find((m) => m.type === type)
  )
}

/**
 * One match of a list: its teams, score and clock (linking to the match page), a favourite star and the prices
 * of its main markets, each market a named group of odds buttons. It renders only when its match changes: the
 * prices inside re-render on their own.
 */
export const MatchRow = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function MatchRow({
    match,
    renderOdds,
    scoreBoard,
    href,
    favorite,
    onFavoriteChange,
    compact = false,
    format = 'decimal',
    className,
    ref,
    ...rest
  }: MatchRowProps) {
    const { t, i18n } = useLingui()
    const types = compact ? rowMarketTypes[match.sportType].slice(0, 1) : rowMarketTypes[match.sportType]
    const locked = match.status === 'finished' || match.status === 'cancelled'
    const home = match.home.name
    const away = match.away.name
    const fixture = t`${home} v ${away}`
    const more = match.marketCount - match.markets.length
    const board = scoreBoard ?? (
      <ScoreBoard
        sportType={match.sportType}
        homeName={match.home.name}
        awayName={match.away.name}
        status={match.status}
        score={match.score}
        clock={match.clock}
        startTime={match.startTime}
      />
    )
    const classes = `sb-match-row${compact ? ' sb-match-row--compact' : ''}${className ? ` ${className}` : ''}`
    return (
      <article {...rest} ref={ref} className={classes} data-state={match.status} aria-label={fixture}>
        <div className="sb-match-row__main">
          {href ? (
            <a className="sb-match-row__link" href={href}>
              {board}
              <span className="sb-visually-hidden">{t`All markets of ${fixture}`}</span>
            </a>
          ) : (
            board
          )}
          {onFavoriteChange && !compact ? (
            <button
              type="button"
              className="sb-match-row__star"
              aria-pressed={favorite ?? false}
              aria-label={t`Favourite: ${fixture}`}
              data-state={favorite ? 'on' : 'off'}
              onClick={() => onFavoriteChange(!favorite)}
            >
              <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
            </button>
          ) : null}
        </div>
        <div className="sb-match-row__markets">
          {types.map((type) => {
            const market = mainMarket(match, type)
            const name = marketName(i18n, type)
            return (
              // biome-ignore lint/a11y/useSemanticElements: a named group of buttons, not a form's fieldset
              <div
                key={type}
                className="sb-match-row__market"
                role="group"
                aria-label={name}
                data-type={type}
              >
                {market && market.selections.length > 0 ? (
                  market.selections.map((selection) => {
                    const input = {
                      marketType: market.type,
                      selectionName: selection.name,
                      line: market.line,
                      homeName: match.home.name,
                      awayName: match.away.name,
                    }
                    const label = selectionShortLabel(i18n, input)
                    return (
                      <div key={selection.id} className="sb-match-row__cell">
                        {renderOdds ? (
                          renderOdds({ match, market, selection, label, locked })
                        ) : (
                          <OddsButton
                            label={label}
                            selectionName={selectionLabel(i18n, input)}
                            marketName={name}
                            odds={selection.odds}
                            format={format}
                            status={selectionStatus(market, selection)}
                            locked={locked}
                          />
                        )}
                      </div>
                    )
                  })
                ) : (
                  <span className="sb-match-row__none">{t`No prices`}</span>
                )}
              </div>
            )
          })}
        </div>
        {href && more > 0 && !compact ? (
          <a className="sb-match-row__more" href={href} aria-label={t`${more} more markets of ${fixture}`}>
            +{more}
          </a>
        ) : null}
      </article>
    )
  }),
  { displayName: 'MatchRow' },
)
