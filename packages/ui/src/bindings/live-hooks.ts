import type { BetSlipState, BetSlipStore, LiveStream, OddsFormat } from '@sportsbook/sdk'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { betSlipFeedOf } from './bet-slip-feed'
import { useSportsbook } from './hooks'
import { liveFeedOf } from './live-feed'
import type { LiveMatch, LiveSelection } from './sdk-types'

/**
 * One selection's live price (odds, status, direction of the last change), or undefined before the feed or a
 * `seed` said anything. One subscription per selection, published once per animation frame: a component using
 * it re-renders only when its own price changes, and all the prices of a frame commit together.
 */
export function useLiveSelection(selectionId: number): LiveSelection | undefined {
  const feed = liveFeedOf(useSportsbook()).selections
  const subscribe = useCallback(
    (listener: () => void) => feed.subscribe(selectionId, listener),
    [feed, selectionId],
  )
  const read = () => feed.get(selectionId)
  return useSyncExternalStore(subscribe, read, read)
}

/** One match's live status, score and clock, or undefined; published once per frame like the prices. */
export function useLiveMatch(matchId: number): LiveMatch | undefined {
  const feed = liveFeedOf(useSportsbook()).matches
  const subscribe = useCallback((listener: () => void) => feed.subscribe(matchId, listener), [feed, matchId])
  const read = () => feed.get(matchId)
  return useSyncExternalStore(subscribe, read, read)
}

/** Whether a selection is in the bet slip: an odds button re-renders only when this answer changes. */
export function useInBetSlip(selectionId: number): boolean {
  const feed = betSlipFeedOf(useSportsbook())
  const read = () => feed.has(selectionId)
  return useSyncExternalStore(feed.subscribe, read, read)
}

/**
 * The whole bet slip state (phase, mode, selections, stakes, returns, issues, result), for the slip itself.
 * Live odds changes reach it once per frame; the player's own actions (through useBetSlipActions) at once.
 */
export function useBetSlipState(): BetSlipState {
  const feed = betSlipFeedOf(useSportsbook())
  return useSyncExternalStore(feed.subscribe, feed.get, feed.get)
}

/** What a bet slip can be told to do, from useBetSlipActions. */
export type BetSlipActions = Pick<
  BetSlipStore,
  | 'add'
  | 'remove'
  | 'toggle'
  | 'clear'
  | 'setMode'
  | 'setStake'
  | 'addStake'
  | 'setMaxStake'
  | 'setPolicy'
  | 'acceptOdds'
  | 'place'
  | 'dismiss'
>

const actionNames = [
  'add',
  'remove',
  'toggle',
  'clear',
  'setMode',
  'setStake',
  'addStake',
  'setMaxStake',
  'setPolicy',
  'acceptOdds',
  'place',
  'dismiss',
] as const satisfies readonly (keyof BetSlipActions)[]

/** The slip's actions, each shown in the same commit as the event that called it (stable between renders). */
export function useBetSlipActions(): BetSlipActions {
  const client = useSportsbook()
  return useMemo(() => {
    const feed = betSlipFeedOf(client)
    const slip = client.betSlip as unknown as Record<string, (...args: unknown[]) => unknown>
    return Object.fromEntries(
      actionNames.map((name) => [name, (...args: unknown[]) => feed.now(() => slip[name]!(...args))]),
    ) as unknown as BetSlipActions
  }, [client])
}

/** The player's odds format (decimal, hongKong, malay, indonesian, american, fractional) and its setter. */
export function useOddsFormat(): [OddsFormat, (format: OddsFormat) => void] {
  const store = useSportsbook().oddsFormat
  const format = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  return [format, store.set]
}

/**
 * Whether the live prices are current: `waiting` before the first heartbeat, `current`
 * while they come, `stale` after two missed (the slip then places nothing). Re-renders only when that changes.
 */
export function useLiveStream(): LiveStream['status'] {
  const { liveOdds } = useSportsbook()
  const read = () => liveOdds.getStream().status
  return useSyncExternalStore(liveOdds.subscribeStream, read, read)
}
