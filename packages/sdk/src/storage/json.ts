import type { StorageAdapter } from './storage-adapter'

/** The stored JSON value, or `null` when the key is missing or holds text that is not JSON. */
export async function readJson<T>(adapter: StorageAdapter, key: string): Promise<T | null> {
  const text = await adapter.getItem(key)
  if (text === null || text === undefined || text === '') return null
  try {
    return JSON.parse(text) as T
  } catch {
    return null
  }
}

export async function writeJson(adapter: StorageAdapter, key: string, value: unknown): Promise<void> {
  await adapter.setItem(key, JSON.stringify(value))
}
