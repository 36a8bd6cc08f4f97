import type { Sportsbook } from '@sportsbook/sdk'
import { createFrameScheduler, type FrameScheduler, type RequestFrame } from './frame-scheduler'
import type { LiveMatch, LiveSelection } from './sdk-types'

type Listener = () => void

/** One key's value as React shows it: the value published at the last frame, and who listens. */
interface Entry<T> {
  value: T | undefined
  pending: T | undefined
  queued: boolean
  /** When `value` was published (the frame's start), -Infinity before the first change. */
  shownAt: number
  /** The waiting change must show in the next frame, conflated or not (a price that suspends or opens). */
  urgent: boolean
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
 * The least time between two changes of one price on screen: a price that moves again sooner shows its newest
 * value when this has passed (conflation, as trading feeds do). A player cannot read a price that changes four
 * times a second (the odds benchmark's feed: 2,000 updates a second over 500 prices), and each change shown costs
 * its button a layout and a repaint. A flash lasts longer (flash-sweep.ts), so a price moving fast stays lit. A
 * suspension or a reopening shows in the next frame whatever the time, and the store and the bet slip always have
 * the newest price: this conflates only what the page shows.
 */
export const priceConflateMs = 500

interface KeyedFeedOptions<T> {
  /** The least time between two publishes of one key (0: every frame). */
  conflateMs: number
  /** A change that may not wait for `conflateMs` (compared with the value shown). */
  urgent?: (shown: T | undefined, next: T) => boolean
}

/**
 * One SDK subscription per key (per selection, per match), however many components show it; changes are held
 * until the next frame and then told to that key's listeners only, so a price change re-renders its own button.
 * Keys publish in the order they changed; one that changes again while it waits keeps its place and publishes its
 * newest value once. A key published less than `conflateMs` ago waits (keeping its place) unless its change is
 * urgent. A frame publishes for up to `publishBudgetMs`, the next frame goes on where it stopped.
 */
function keyedFeed<T>(
  source: {
    get(key: number): T | undefined
    subscribe(key: number, listener: (value: T) => void): () => void
  },
  frames: FrameScheduler,
  now: () => number,
  options: KeyedFeedOptions<T>,
): KeyedFeed<T> {
  const { conflateMs, urgent } = options
  const entries = new Map<number, Entry<T>>()
  let dirty: Entry<T>[] = []
  const publish = () => {
    const started = now()
    const batch = dirty
    dirty = []
    const waiting: Entry<T>[] = []
    let published = 0
    let index = 0
    for (; index < batch.length; index++) {
      const entry = batch[index]!
      if (!entry.urgent && started - entry.shownAt < conflateMs) {
        waiting.push(entry)
        continue
      }
      if (published > 0 && now() - started >= publishBudgetMs) break
      published++
      entry.queued = false
      entry.urgent = false
      entry.shownAt = started
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
    if (index === batch.length && waiting.length === 0) return
    // What waits goes first next frame, in the order it changed, before the keys that changed meanwhile. A frame
    // is asked for as long as anything waits: on a busy feed one is coming anyway, on a quiet one a conflated
    // price falls due within conflateMs.
    dirty = waiting.concat(batch.slice(index), dirty)
    frames.schedule(publish)
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
          shownAt: Number.NEGATIVE_INFINITY,
          urgent: false,
          listeners: new Set(),
          stop: () => {},
        }
        created.stop = source.subscribe(key, (value) => {
          created.pending = value
          if (urgent && !created.urgent && urgent(created.value, value)) created.urgent = true
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
        {
          conflateMs: priceConflateMs,
          urgent: (shown, next) => shown?.status !== next.status,
        },
      ),
      // A score, a clock and a match status show in the next frame.
      matches: keyedFeed<LiveMatch>(
        { get: (id) => live.getMatch(id), subscribe: (id, listener) => live.subscribeMatch(id, listener) },
        frames,
        now,
        { conflateMs: 0 },
      ),
    }
    feeds.set(client, feed)
  }
  return feed
}
