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
 * How long one frame's publish may run before it leaves the rest to the next frame. A busy feed at a slow CPU
 * can move more prices between two frames than one frame can show (the odds benchmark: 2,000 updates a second
 * over 500 prices at 4x CPU throttling, tooling/bench/odds-frames.mjs); showing them all at once made the frames
 * that followed a long one longer still. React's scheduler yields after 5 ms for the same reason.
 */
export const publishBudgetMs = 3

/**
 * One SDK subscription per key (per selection, per match), however many components show it; changes are held
 * until the next frame and then told to that key's listeners only, so a price change re-renders its own button.
 * Keys publish in the order they changed; one that changes again while it waits keeps its place and publishes its
 * newest value once. A frame publishes for up to `publishBudgetMs`, the next frame goes on where it stopped.
 */
function keyedFeed<T>(
  source: {
    get(key: number): T | undefined
    subscribe(key: number, listener: (value: T) => void): () => void
  },
  frames: FrameScheduler,
  now: () => number,
): KeyedFeed<T> {
  const entries = new Map<number, Entry<T>>()
  let dirty: Entry<T>[] = []
  const publish = () => {
    const started = now()
    const batch = dirty
    dirty = []
    let index = 0
    while (index < batch.length) {
      if (index > 0 && now() - started >= publishBudgetMs) break
      const entry = batch[index++]!
      entry.queued = false
      entry.value = entry.pending
      for (const listener of entry.listeners) {
        try {
          listener()
        } catch (error) {
          queueMicrotask(() => {
            throw error
          })
        }
      }
    }
    if (index < batch.length) {
      // What is left goes first next frame, before the keys that changed meanwhile.
      dirty = batch.slice(index).concat(dirty)
      frames.schedule(publish)
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
export function liveFeedOf(
  client: Sportsbook,
  requestFrame?: RequestFrame,
  now: () => number = () => performance.now(),
): LiveFeed {
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
        now,
      ),
      matches: keyedFeed<LiveMatch>(
        { get: (id) => live.getMatch(id), subscribe: (id, listener) => live.subscribeMatch(id, listener) },
        frames,
        now,
      ),
    }
    feeds.set(client, feed)
  }
  return feed
}
