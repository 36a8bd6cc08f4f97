import type { LocationAdapter } from './session/session-types'
import { memoryStorage, webStorage } from './storage'
import type { StorageAdapter } from './storage/storage-adapter'

/** The browser's address, or nothing outside a browser. */
export function browserLocation(): LocationAdapter {
  const location = globalThis.location as Location | undefined
  return { reload: () => location?.reload() }
}

/** The browser's storage with other tabs' changes, or memory where there is none or it is blocked. */
export function defaultStorage(kind: 'localStorage' | 'sessionStorage'): StorageAdapter {
  const target = globalThis as unknown as Partial<Record<typeof kind, Storage>> & {
    addEventListener?: Window['addEventListener']
    removeEventListener?: Window['removeEventListener']
  }
  try {
    const storage = target[kind]
    if (storage) return webStorage(storage, target.addEventListener ? (target as Window) : undefined)
  } catch {
    // Storage can throw when the browser blocks it (private modes, sandboxed frames).
  }
  return memoryStorage()
}
