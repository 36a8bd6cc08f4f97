export { clearStorage } from './clear-storage'
export { readJson, writeJson } from './json'
export { memoryStorage, sharedMemoryStorage } from './memory-storage'
export type { EnumerableStorageAdapter, StorageAdapter } from './storage-adapter'
export {
  allStorageKeys,
  type LocalStorageKey,
  type SessionStorageKey,
  type StorageKey,
  storageKeys,
} from './storage-keys'
export { type StorageChange, type StorageEventTarget, type WebStorageArea, webStorage } from './web-storage'
