import { type RefObject, useEffect } from 'react'
import type { OddsButtonPrice } from '../components/odds-button/OddsButton'
import { useSportsbook } from './hooks'
import { liveFeedOf } from './live-feed'
import type { LiveSelection } from './sdk-types'

/**
 * Follows a selection's live price on a mounted odds button (its `priceRef`), with one subscription published
 * once per frame (live-feed.ts). A price that moves, suspends or opens again is shown through `price.show`,
 * outside React: on a busy feed a frame moves hundreds of prices, and a text node and an attribute or two cost
 * far less than a render (a suspension rendered through React took a commit of its own, a third of the feed's
 * script time in the odds benchmark). Returns the live selection as published at the last frame (undefined
 * before the feed or a seed said anything): a render for another reason shows what `show` showed.
 */
export function useLivePrice(
  selectionId: number,
  price: RefObject<OddsButtonPrice | null>,
): LiveSelection | undefined {
  const feed = liveFeedOf(useSportsbook()).selections
  useEffect(() => {
    const follow = () => {
      const now = feed.get(selectionId)
      if (now) price.current?.show(now.odds, now.previousOdds, now.status)
    }
    const stop = feed.subscribe(selectionId, follow)
    // A price published between the render and now.
    follow()
    return stop
  }, [feed, selectionId, price])
  return feed.get(selectionId)
}
