import type { EnumerableStorageAdapter, StorageAdapter } from './storage-adapter'
import { allStorageKeys } from './storage-keys'

function isEnumerable(adapter: StorageAdapter): adapter is EnumerableStorageAdapter {
  const candidate = adapter as Partial<EnumerableStorageAdapter>
  return (
    typeof candidate.key === 'function' &&
    typeof candidate.length === 'number' &&
    typeof candidate.clear === 'function'
  )
}

/**
 * The 403 reset: clear all local and session storage except the last username and the account
 * list. A store that can list its keys (a real `Storage`) loses every key but `keep`; a plain adapter loses
 * every key the SDK knows. Keys are removed one by one rather than by `clear()` and a rewrite, so another tab
 * never sees the kept keys disappear.
 */
export async function clearStorage(
  adapter: StorageAdapter,
  options: { keep: readonly string[] },
): Promise<void> {
  const keep = new Set(options.keep)
  let keys: string[]
  if (isEnumerable(adapter)) {
    if (keep.size === 0) {
      adapter.clear()
      return
    }
    keys = []
    for (let i = 0; i < adapter.length; i++) {
      const key = adapter.key(i)
      if (key !== null) keys.push(key)
    }
  } else {
    keys = [...allStorageKeys]
  }
  for (const key of keys) {
    if (!keep.has(key)) await adapter.removeItem(key)
  }
}
