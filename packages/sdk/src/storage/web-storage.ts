import type { EnumerableStorageAdapter } from './storage-adapter'

/** The part of `window` the adapter needs: the `storage` event fires there for changes made by other tabs. */
export interface StorageEventTarget {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void
}

/**
 * Wraps `localStorage` or `sessionStorage`. `subscribe` listens to the window's `storage` event, which the
 * browser fires only in the OTHER tabs, and keeps the events of this storage area.
 */
export function webStorage(storage: Storage, target?: StorageEventTarget): EnumerableStorageAdapter {
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
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== undefined && event.storageArea !== null && event.storageArea !== storage)
          return
        listener(event.key)
      }
      events.addEventListener('storage', onStorage)
      return () => events.removeEventListener('storage', onStorage)
    },
  }
}
