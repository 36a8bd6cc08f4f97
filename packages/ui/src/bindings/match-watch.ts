import type { Sportsbook } from '@sportsbook/sdk'
import type { Match } from '@sportsbook/sdk/protocol'
import { useEffect, useRef } from 'react'
import { useSportsbook } from './hooks'

/** How long the match socket stays open with nothing to follow (a page change unmounts, then mounts, a list). */
const closeDelayMs = 5000

interface MatchWatch {
  add(ids: readonly number[]): () => void
}

const watches = new WeakMap<Sportsbook, MatchWatch>()

/**
 * The matches every mounted list, page and slip follows, counted per id, and the one subscription of the match
 * socket to their union (an empty list would mean every match to the socket, so nothing followed closes the
 * socket instead).
 */
function matchWatchOf(client: Sportsbook): MatchWatch {
  let watch = watches.get(client)
  if (watch) return watch
  const counts = new Map<number, number>()
  let closeTimer: ReturnType<typeof setTimeout> | null = null
  let sent = ''
  let syncQueued = false
  const sync = () => {
    syncQueued = false
    const ids = [...counts.keys()].sort((a, b) => a - b)
    const key = ids.join(',')
    if (key === sent) return
    sent = key
    if (ids.length === 0) {
      closeTimer ??= setTimeout(() => {
        closeTimer = null
        if (counts.size === 0) {
          client.sockets.match.close()
          sent = ''
        }
      }, closeDelayMs)
      return
    }
    if (closeTimer) clearTimeout(closeTimer)
    closeTimer = null
    client.sockets.match.subscribe(ids)
    client.sockets.match.connect().catch(() => undefined)
  }
  // Lists mount and unmount together (a tab change): one subscribe message for the lot.
  const queueSync = () => {
    if (syncQueued) return
    syncQueued = true
    queueMicrotask(sync)
  }
  watch = {
    add(ids) {
      const own = [...new Set(ids)]
      for (const id of own) counts.set(id, (counts.get(id) ?? 0) + 1)
      queueSync()
      return () => {
        const gone: number[] = []
        for (const id of own) {
          const left = (counts.get(id) ?? 1) - 1
          if (left > 0) counts.set(id, left)
          else {
            counts.delete(id)
            gone.push(id)
          }
        }
        if (gone.length > 0) client.liveOdds.forget(gone)
        queueSync()
      }
    },
  }
  watches.set(client, watch)
  return watch
}

/** Options of useWatchMatches. */
export interface UseWatchMatchesOptions {
  /**
   * After the match socket reconnects, pushes may have been missed: read the shown matches again and pass the
   * answer back (the hook seeds the live store with it).
   */
  reload?: () => void
}

/**
 * Follows matches live while mounted: the matches of a read (`match/list`, `match/details`) seed the live odds
 * store (their `seq` drops older pushes), the match socket follows their ids, and a reconnect asks `reload`.
 * Pass ids only (no data) to follow matches without seeding, as the bet slip does for its picks.
 */
export function useWatchMatches(
  matches: readonly Match[] | readonly number[] | undefined,
  options: UseWatchMatchesOptions = {},
): void {
  const client = useSportsbook()
  const reloadRef = useRef(options.reload)
  reloadRef.current = options.reload

  const data =
    matches && matches.length > 0 && typeof matches[0] !== 'number' ? (matches as readonly Match[]) : null
  const ids = data ? data.map((match) => match.id) : ((matches ?? []) as readonly number[])
  const key = ids.join(',')

  useEffect(() => {
    if (data) client.liveOdds.seed(data)
  }, [client, data])

  // The ids are the key's: a new array of the same ids is no change.
  useEffect(() => (key ? matchWatchOf(client).add(key.split(',').map(Number)) : undefined), [client, key])

  useEffect(
    () =>
      client.liveOdds.onStale((ids) => {
        if (reloadRef.current && ids.length > 0) reloadRef.current()
      }),
    [client],
  )
}
