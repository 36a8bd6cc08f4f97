import type { EnumerableStorageAdapter } from './storage-adapter'

/**
 * The Web Storage methods the adapter uses, as `localStorage` and `sessionStorage` have them. Declared here, so
 * the SDK's types compile without the DOM library (a Node integrator's project has none).
 */
export interface WebStorageArea {
  /** How many keys the area holds. */
  readonly length: number
  /** The value of `key`, or null when it is not set. */
  getItem(key: string): string | null
  /** Sets `key` to `value`. */
  setItem(key: string, value: string): void
  /** Removes `key`. */
  removeItem(key: string): void
  /** The name of the key at `index`, or null past the end. */
  key(index: number): string | null
  /** Removes every key of the area. */
  clear(): void
}

/** What the adapter reads of a `storage` event: the key that changed (null: cleared) and in which area. */
export interface StorageChange {
  readonly key: string | null
  readonly storageArea: unknown
}

/** The part of `window` the adapter needs: the `storage` event fires there for changes made by other tabs. */
export interface StorageEventTarget {
  /** Starts hearing the changes other tabs make. */
  addEventListener(type: 'storage', listener: (event: StorageChange) => void): void
  /** Stops hearing them. */
  removeEventListener(type: 'storage', listener: (event: StorageChange) => void): void
}

/**
 * Wraps `localStorage` or `sessionStorage`. `subscribe` listens to the window's `storage` event, which the
 * browser fires only in the OTHER tabs, and keeps the events of this storage area.
 */
export function webStorage(storage: WebStorageArea, target?: StorageEventTarget): EnumerableStorageAdapter {
  const events =
    target ?? (typeof window !== 'undefined' ? (window as unknown as StorageEventTarget) : undefined)
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
    get length() {
      return storage.length
    },
    key: (index) => storage.key(index),
    clear: () => storage.clear(),
    subscribe(listener) {
      if (!events) return () => {}
      const onStorage = (event: StorageChange) => {
        if (event.storageArea !== undefined && event.storageArea !== null && event.storageArea !== storage)
          return
        listener(event.key)
      }
      events.addEventListener('storage', onStorage)
      return () => events.removeEventListener('storage', onStorage)
    },
  }
}
