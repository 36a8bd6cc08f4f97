import type { EnumerableStorageAdapter } from './storage-adapter'

type Listener = (key: string | null) => void

// One store seen by several tabs: a change made through one tab is reported to the others only, like the
// browser's `storage` event.
function sharedStore() {
  const map = new Map<string, string>()
  const listeners = new Set<{ tab: object; listener: Listener }>()
  const notify = (from: object, key: string | null) => {
    for (const entry of [...listeners]) if (entry.tab !== from) entry.listener(key)
  }
  const tab = (): EnumerableStorageAdapter => {
    const self = {}
    return {
      getItem: (key) => map.get(key) ?? null,
      setItem(key, value) {
        const text = String(value)
        if (map.get(key) === text) return
        map.set(key, text)
        notify(self, key)
      },
      removeItem(key) {
        if (map.delete(key)) notify(self, key)
      },
      get length() {
        return map.size
      },
      key: (index) => [...map.keys()][index] ?? null,
      clear() {
        map.clear()
        notify(self, null)
      },
      subscribe(listener) {
        const entry = { tab: self, listener }
        listeners.add(entry)
        return () => {
          listeners.delete(entry)
        }
      },
    }
  }
  return { map, tab }
}

/** A private in-memory store (server rendering, tests, a single tab). */
export function memoryStorage(): EnumerableStorageAdapter {
  return sharedStore().tab()
}

/**
 * An in-memory store shared by several tabs: each `tab()` is one tab's adapter, and its `subscribe` fires when
 * ANOTHER tab changes a key. Tests of cross-tab behaviour use it.
 */
export function sharedMemoryStorage(): {
  /** A new tab's adapter over the shared keys. */
  tab(): EnumerableStorageAdapter
  /** What the store holds now, for assertions. */
  snapshot(): Record<string, string>
} {
  const store = sharedStore()
  return { tab: store.tab, snapshot: () => Object.fromEntries(store.map) }
}
