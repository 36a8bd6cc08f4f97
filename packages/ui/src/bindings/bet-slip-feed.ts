import type { BetSlipState, Sportsbook } from '@sportsbook/sdk'
import { liveFeedOf } from './live-feed'

type Listener = () => void

export interface BetSlipFeed {
  /** The slip as React shows it. */
  get(): BetSlipState
  /** Whether a selection is in the slip, from the shown state (a Set: cheap for hundreds of odds buttons). */
  has(selectionId: number): boolean
  subscribe(listener: Listener): () => void
  /**
   * Runs a slip action and shows its outcome in the same commit as the user's event: a typed stake or a toggled
   * pick must not wait for a frame. Live changes (odds of picks) wait for the frame like every other price.
   */
  now<T>(action: () => T): T
}

const feeds = new WeakMap<Sportsbook, BetSlipFeed>()

export function betSlipFeedOf(client: Sportsbook): BetSlipFeed {
  let feed = feeds.get(client)
  if (feed) return feed
  const slip = client.betSlip
  const { frames } = liveFeedOf(client)
  const listeners = new Set<Listener>()
  let shown = slip.getState()
  let ids = new Set(shown.selections.map((selection) => selection.selectionId))
  let acting = 0
  let stop: (() => void) | null = null

  const publish = () => {
    const next = slip.getState()
    if (next === shown) return
    shown = next
    ids = new Set(next.selections.map((selection) => selection.selectionId))
    for (const listener of listeners) listener()
  }
  const changed = () => (acting > 0 ? publish() : frames.schedule(publish))

  feed = {
    get: () => shown,
    has: (selectionId) => ids.has(selectionId),
    subscribe(listener) {
      listeners.add(listener)
      if (!stop) {
        stop = slip.subscribe(changed)
        publish()
      }
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0 || !stop) return
        stop()
        stop = null
      }
    },
    now(action) {
      acting += 1
      try {
        return action()
      } finally {
        acting -= 1
        publish()
      }
    },
  }
  feeds.set(client, feed)
  return feed
}
