import { Trans, useLingui } from '@lingui/react/macro'
import type { OddsFormat } from '@sportsbook/sdk'
import type { Market } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type FormEvent, useId } from 'react'
import { displayOdds } from '../../internal/display-odds'
import { marketName, selectionLabel } from '../../internal/market-labels'
import { withRef } from '../../internal/with-ref'

/** One leg of a bet builder: a selection of a market of the match. */
export interface BuilderLeg {
  marketId: number
  selectionId: number
}

/** The server's price of the legs together (`trade/api/order/builder/quote`). */
export interface BuilderPrice {
  /** The correlated price, from the joint probability of every leg. */
  odds: string
  /** The plain product of the legs' own prices. */
  naiveOdds: string
}

/** Props of {@link BetBuilder}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface BetBuilderProps extends Omit<ComponentPropsWithRef<'section'>, 'onSubmit'> {
  /** The match's open markets. */
  markets: readonly Market[]
  homeName: string
  awayName: string
  /** The legs picked (controlled): at most one per market, 2 to 6 make a bet. */
  legs: readonly BuilderLeg[]
  /** Called with the legs after a selection is picked or dropped. */
  onLegsChange: (legs: BuilderLeg[]) => void
  /** The price of the legs now; null while fewer than two legs or while it is asked. */
  price: BuilderPrice | null
  /** While the price is being asked. */
  pricing?: boolean
  /** Why the legs cannot be priced (the server names the leg): shown as an alert. */
  problem?: string | null
  stake: string
  /** Called with the stake as typed. */
  onStakeChange: (stake: string) => void
  currencyCode: string | null
  /** Places the legs as one bet. */
  onPlace: () => void
  /** While the bet is on its way. */
  placing?: boolean
  format?: OddsFormat
}

/** Most legs a builder takes; it needs at least two, all of one match. */
export const builderMaxLegs = 6

/** Picks a selection; another of the same market replaces it; a picked one leaves. */
export function toggleLeg(legs: readonly BuilderLeg[], leg: BuilderLeg): BuilderLeg[] {
  if (legs.some((l) => l.selectionId === leg.selectionId))
    return legs.filter((l) => l.selectionId !== leg.selectionId)
  const others = legs.filter((l) => l.marketId !== leg.marketId)
  return others.length >= builderMaxLegs ? [...legs] : [...others, leg]
}

function PriceExplanation({ price }: { price: BuilderPrice }) {
  const joint = Number(price.odds)
  const plain = Number(price.naiveOdds)
  return (
    <p className="sb-builder__why">
      {joint < plain ? (
        <Trans>
          These picks tend to happen together, so the bet is likelier than its parts multiplied say, and it
          pays less.
        </Trans>
      ) : joint > plain ? (
        <Trans>
          These picks seldom happen together, so the bet is less likely than its parts multiplied say, and it
          pays more.
        </Trans>
      ) : (
        <Trans>These picks hardly affect each other, so the price is their product.</Trans>
      )}
    </p>
  )
}

/**
 * The bet builder of a match page (a same-game parlay): pick 2 to 6 selections of one match, see the price of them
 * together beside the plain product of their prices and why the two differ, and place them as one bet.
 * data-state: picking (under two legs) | pricing | priced | refused | placing.
 */
export const BetBuilder = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function BetBuilder({
    markets,
    homeName,
    awayName,
    legs,
    onLegsChange,
    price,
    pricing = false,
    problem,
    stake,
    onStakeChange,
    currencyCode,
    onPlace,
    placing = false,
    format = 'decimal',
    className,
    ref,
    ...rest
  }: BetBuilderProps) {
    const { t, i18n } = useLingui()
    const headingId = useId()
    const stakeId = useId()
    const count = legs.length
    const state = placing
      ? 'placing'
      : count < 2
        ? 'picking'
        : problem
          ? 'refused'
          : pricing || !price
            ? 'pricing'
            : 'priced'
    const canPlace = state === 'priced' && Number(stake) > 0
    const submit = (event: FormEvent) => {
      event.preventDefault()
      if (canPlace) onPlace()
    }
    const full = count >= builderMaxLegs
    return (
      <section
        {...rest}
        ref={ref}
        className={className ? `sb-builder ${className}` : 'sb-builder'}
        aria-labelledby={headingId}
        data-state={state}
      >
        <h2 className="sb-builder__title" id={headingId}>
          <Trans>Bet builder</Trans>
        </h2>
        <p className="sb-builder__hint">
          <Trans>Pick 2 to 6 selections of this match to place them as one bet.</Trans>
        </p>
        {markets.map((market) => {
          const name = marketName(i18n, market.type)
          const line = market.line ?? ''
          return (
            <fieldset key={market.id} className="sb-builder__market" data-market-type={market.type}>
              <legend>{line ? `${name} ${line}` : name}</legend>
              <div className="sb-builder__choices">
                {market.selections.map((selection) => {
                  const picked = legs.some((leg) => leg.selectionId === selection.id)
                  const label = selectionLabel(i18n, {
                    marketType: market.type,
                    selectionName: selection.name,
                    line: market.line,
                    homeName,
                    awayName,
                  })
                  return (
                    <button
                      key={selection.id}
                      type="button"
                      className="sb-builder__choice"
                      aria-pressed={picked}
                      disabled={placing || market.status !== 'open' || (full && !picked)}
                      onClick={() =>
                        onLegsChange(toggleLeg(legs, { marketId: market.id, selectionId: selection.id }))
                      }
                    >
                      <span>{label}</span>
                      <span className="sb-builder__odds">{displayOdds(selection.odds, format)}</span>
                    </button>
                  )
                })}
              </div>
            </fieldset>
          )
        })}
        <form className="sb-builder__slip" onSubmit={submit} aria-busy={placing || pricing || undefined}>
          <p className="sb-builder__count" role="status">
            {t`Selections picked: ${count}`}
          </p>
          {price && count >= 2 && !problem ? (
            <>
              <dl className="sb-builder__prices">
                <div>
                  <dt>
                    <Trans>Bet builder price</Trans>
                  </dt>
                  <dd data-field="odds">{displayOdds(price.odds, format)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Parts multiplied</Trans>
                  </dt>
                  <dd data-field="naiveOdds">{displayOdds(price.naiveOdds, format)}</dd>
                </div>
              </dl>
              <PriceExplanation price={price} />
            </>
          ) : null}
          {problem ? (
            <p className="sb-builder__problem" role="alert">
              {problem}
            </p>
          ) : null}
          <label htmlFor={stakeId}>
            <Trans>Stake ({currencyCode})</Trans>
          </label>
          <input
            id={stakeId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={stake}
            disabled={placing}
            onChange={(event) => onStakeChange(event.currentTarget.value)}
          />
          <button type="submit" className="sb-button sb-button--block" disabled={!canPlace}>
            {placing ? <Trans>Placing…</Trans> : <Trans>Place the bet builder</Trans>}
          </button>
        </form>
      </section>
    )
  }),
  { displayName: 'BetBuilder' },
)
