import { useLingui } from '@lingui/react/macro'
import { type OddsFormat, selectionStatus } from '@sportsbook/sdk'
import type { Market, MarketType, Selection } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react'
import { marketName, selectionLabel } from '../../internal/market-labels'
import { type OpenStateProps, useOpenState } from '../../internal/use-controllable-state'
import { withRef } from '../../internal/with-ref'
import { OddsButton } from '../odds-button/OddsButton'

// Results first, then lines, then the bet builder's markets.
const typeOrder: readonly MarketType[] = [
  '1x2',
  'moneyline',
  'doubleChance',
  'firstHalf1x2',
  'handicap',
  'spread',
  'total',
  'bothTeamsToScore',
  'winningMargin',
  'correctScore',
]

/** The markets of one type, as groupMarkets makes them. */
export interface MarketTypeGroup {
  type: MarketType
  markets: Market[]
}

/**
 * A match's markets by type (result first, then handicaps, then totals), each type's lines with the main line
 * first and the others by line, so the page reads the same after every refresh.
 */
export function groupMarkets(markets: readonly Market[]): MarketTypeGroup[] {
  const byType = new Map<MarketType, Market[]>()
  for (const market of markets) {
    const list = byType.get(market.type) ?? []
    list.push(market)
    byType.set(market.type, list)
  }
  return typeOrder
    .filter((type) => byType.has(type))
    .map((type) => ({
      type,
      markets: byType
        .get(type)!
        .slice()
        .sort(
          (a, b) =>
            Number(b.main) - Number(a.main) || Number(a.line ?? 0) - Number(b.line ?? 0) || a.id - b.id,
        ),
    }))
}

/** What MarketGroup passes to its `renderOdds` for one price. */
export interface MarketOddsArgs {
  market: Market
  selection: Selection
  /** The selection's full name ("Arsenal -1.5", "Over 2.5"). */
  label: string
  /** The market type's name ("Handicap"). */
  marketName: string
  locked: boolean
}

/** Props of {@link MarketGroup}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface MarketGroupProps extends ComponentPropsWithRef<'section'>, OpenStateProps {
  type: MarketType
  /** The markets of this type (one per line). */
  markets: readonly Market[]
  homeName: string
  awayName: string
  /** Draws one price; the site passes a live odds button. A static OddsButton by default. */
  renderOdds?: (args: MarketOddsArgs) => ReactNode
  format?: OddsFormat
  /** The match is over: nothing to pick. */
  locked?: boolean
}

/** One market type of a match page: a heading that folds it, and a line of odds buttons per market. */
export const MarketGroup = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function MarketGroup({
    type,
    markets,
    homeName,
    awayName,
    renderOdds,
    format = 'decimal',
    locked = false,
    open: openProp,
    defaultOpen = true,
    onOpenChange,
    className,
    ref,
    ...rest
  }: MarketGroupProps) {
    const { i18n } = useLingui()
    const [open, setOpen] = useOpenState({ open: openProp, defaultOpen, onOpenChange })
    const bodyId = useId()
    const name = marketName(i18n, type)
    return (
      <section
        {...rest}
        ref={ref}
        className={className ? `sb-market-group ${className}` : 'sb-market-group'}
        data-state={open ? 'open' : 'closed'}
        data-type={type}
      >
        <h3 className="sb-market-group__heading">
          <button
            type="button"
            className="sb-market-group__toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            <span>{name}</span>
            <span className="sb-market-group__chevron" aria-hidden="true" />
          </button>
        </h3>
        <div className="sb-market-group__body" id={bodyId} hidden={!open}>
          {markets.map((market) => (
            // biome-ignore lint/a11y/useSemanticElements: a named group of buttons, not a form's fieldset
            <div
              key={market.id}
              className="sb-market-group__line"
              role="group"
              aria-label={market.line ? `${name} ${market.line}` : name}
              data-state={market.status}
            >
              {market.selections.map((selection) => {
                const label = selectionLabel(i18n, {
                  marketType: market.type,
                  selectionName: selection.name,
                  line: market.line,
                  homeName,
                  awayName,
                })
                return (
                  <div key={selection.id} className="sb-market-group__cell">
                    {renderOdds ? (
                      renderOdds({ market, selection, label, marketName: name, locked })
                    ) : (
                      <OddsButton
                        label={label}
                        selectionName={label}
                        marketName={name}
                        odds={selection.odds}
                        format={format}
                        status={selectionStatus(market, selection)}
                        locked={locked}
                      />
                    )}
                  </div>
                )
              })}
            </div>
          ))}
        </div>
      </section>
    )
  }),
  { displayName: 'MarketGroup' },
)
