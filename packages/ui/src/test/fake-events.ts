import type { SportsbookEvents } from '@sportsbook/sdk'

type Listener = (payload: never) => void

/** A stand-in for `sb.events` in the bindings' tests: `emit` plays a push, `count` says who listens. */
export function fakeEvents() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(name: string, listener: Listener) {
      const set = listeners.get(name) ?? new Set()
      listeners.set(name, set)
      set.add(listener)
      return () => set.delete(listener)
    },
    emit<K extends keyof SportsbookEvents>(name: K, payload: SportsbookEvents[K]) {
      for (const listener of listeners.get(name) ?? []) (listener as (value: unknown) => void)(payload)
    },
    count: (name: string) => listeners.get(name)?.size ?? 0,
  }
}
