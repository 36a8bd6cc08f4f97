import type { Sportsbook } from '@sportsbook/sdk'
import { createFrameScheduler, type FrameScheduler, type RequestFrame } from './frame-scheduler'
import type { LiveMatch, LiveSelection } from './sdk-types'

type Listener = () => void

/** One key's value as React shows it: the value published at the last frame, and who listens. */
interface Entry<T> {
  value: T | undefined
  pending: T | undefined
  queued: boolean
  listeners: Set<Listener>
  stop: () => void
}

export interface KeyedFeed<T> {
  /** The value shown now (published at the last frame). */
  get(key: number): T | undefined
  /** `listener` runs in the frame after the key's value changed; returns the unsubscribe function. */
  subscribe(key: number, listener: Listener): () => void
}

/**
 * One SDK subscription per key (per selection, per match), however many components show it; changes are held
 * until the next frame and then told to that key's listeners only, so a price change re-renders its own button.
 */
function keyedFeed<T>(
  source: {
    get(key: number): T | undefined
    subscribe(key: number, listener: (value: T) => void): () => void
  },
  frames: FrameScheduler,
): KeyedFeed<T> {
  const entries = new Map<number, Entry<T>>()
  const dirty: Entry<T>[] = []
  const publish = () => {
    const batch = dirty.splice(0)
    for (const entry of batch) {
      entry.queued = false
      entry.value = entry.pending
      for (const listener of entry.listeners) listener()
    }
  }
  return {
    get: (key) => (entries.has(key) ? entries.get(key)!.value : source.get(key)),
    subscribe(key, listener) {
      let entry = entries.get(key)
      if (!entry) {
        const created: Entry<T> = {
          value: source.get(key),
          pending: undefined,
          queued: false,
          listeners: new Set(),
          stop: () => {},
        }
        created.stop = source.subscribe(key, (value) => {
          created.pending = value
          if (created.queued) return
          created.queued = true
          dirty.push(created)
          frames.schedule(publish)
        })
        entries.set(key, created)
        entry = created
      }
      const current = entry
      current.listeners.add(listener)
      return () => {
        current.listeners.delete(listener)
        if (current.listeners.size > 0 || entries.get(key) !== current) return
        current.stop()
        entries.delete(key)
      }
    },
  }
}

export interface LiveFeed {
  selections: KeyedFeed<LiveSelection>
  matches: KeyedFeed<LiveMatch>
  frames: FrameScheduler
}

const feeds = new WeakMap<Sportsbook, LiveFeed>()

/** The live feed of a client, made on first use and shared by every component of that client. */
export function liveFeedOf(client: Sportsbook, requestFrame?: RequestFrame): LiveFeed {
  let feed = feeds.get(client)
  if (!feed) {
    const frames = createFrameScheduler(requestFrame)
    const live = client.liveOdds
    feed = {
      frames,
      selections: keyedFeed<LiveSelection>(
        {
          get: (id) => live.getSelection(id),
          subscribe: (id, listener) => live.subscribeSelection(id, listener),
        },
        frames,
      ),
      matches: keyedFeed<LiveMatch>(
        { get: (id) => live.getMatch(id), subscribe: (id, listener) => live.subscribeMatch(id, listener) },
        frames,
      ),
    }
    feeds.set(client, feed)
  }
  return feed
}
