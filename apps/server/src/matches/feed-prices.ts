import { oddsHundredths, oddsPattern } from '@sportsbook/sdk/protocol'
import type { FeedMarket } from '../feed/adapter'

/** The lowest price a bet is taken at, and what a selection shows when the feed never gave it one. */
const floorPrice = '1.01'

/** Decimal odds a bet can be taken at: 1.01 or more, up to two decimals. */
export function isPrice(odds: string): boolean {
  return oddsPattern.test(odds) && oddsHundredths(odds) >= 101n
}

/**
 * A whole match or result from the feed may carry a price no bet can be taken at (under 1.01, or not decimal
 * odds): that selection keeps its last price (`lastOdds`), or 1.01 when it never had one, and an open one is
 * suspended until the feed sends a real price. Nobody can bet on it, and the store, whose odds column refuses such a price, never
 * sees it. Changes `markets` in place.
 */
export function guardPrices(
  markets: FeedMarket[],
  lastOdds: (selectionId: number) => string | undefined,
): void {
  for (const market of markets) {
    for (const selection of market.selections) {
      if (isPrice(selection.odds)) continue
      const last = lastOdds(selection.id)
      selection.odds = last !== undefined && isPrice(last) ? last : floorPrice
      if (selection.status === 'open') selection.status = 'suspended'
    }
  }
}
