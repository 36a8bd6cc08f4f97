import { type RefObject, useCallback, useSyncExternalStore } from 'react'
import type { OddsButtonPrice } from '../components/odds-button/OddsButton'
import { useSportsbook } from './hooks'
import { liveFeedOf } from './live-feed'
import type { LiveSelection } from './sdk-types'

/**
 * Follows a selection's live price on a mounted odds button (its `priceRef`), with one subscription published
 * once per frame (live-feed.ts). A price that moves is shown through `price.show`, outside React: on a busy feed a
 * frame moves hundreds of prices, and a text node and an attribute each cost far less than a render. Only a
 * change of status (open, suspended, closed) renders the component again, in the frame's one commit. Returns
 * the live selection as published at the last frame (undefined before the feed or a seed said anything).
 */
export function useLivePrice(
  selectionId: number,
  price: RefObject<OddsButtonPrice | null>,
): LiveSelection | undefined {
  const feed = liveFeedOf(useSportsbook()).selections
  const subscribe = useCallback(
    (statusMayHaveChanged: () => void) => {
      const follow = () => {
        // React reads the status and renders only if it changed.
        statusMayHaveChanged()
        const now = feed.get(selectionId)
        if (now) price.current?.show(now.odds, now.previousOdds)
      }
      const stop = feed.subscribe(selectionId, follow)
      // A price published between the render and now.
      const now = feed.get(selectionId)
      if (now) price.current?.show(now.odds, now.previousOdds)
      return stop
    },
    [feed, selectionId, price],
  )
  const status = () => feed.get(selectionId)?.status
  useSyncExternalStore(subscribe, status, status)
  return feed.get(selectionId)
}
