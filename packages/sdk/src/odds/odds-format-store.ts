import { createStore, type ReadableStore } from '../core/store'
import type { StorageAdapter } from '../storage/storage-adapter'
import { storageKeys } from '../storage/storage-keys'
import { isOddsFormat, type OddsFormat } from './odds-formats'

/** The local-storage key of the player's odds format (the SDK chose it). */
export const oddsFormatKey = storageKeys.local.oddsFormat

export interface OddsFormatStore extends ReadableStore<OddsFormat> {
  /** Shows every price in `format` from now on and keeps the choice in local storage. */
  set(format: OddsFormat): void
}

/**
 * The player's odds format: `decimal` until the stored choice is read (storage may be async), then the stored
 * one; a choice made before that read wins over it.
 */
export function createOddsFormatStore(storage: StorageAdapter): OddsFormatStore {
  const store = createStore<OddsFormat>('decimal')
  let chosen = false
  const quietly = (work: () => unknown) =>
    Promise.resolve()
      .then(work)
      .catch(() => undefined)
  quietly(async () => {
    const stored = await storage.getItem(oddsFormatKey)
    if (!chosen && isOddsFormat(stored)) store.setState(stored)
  })
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    set(format) {
      chosen = true
      store.setState(format)
      quietly(() => storage.setItem(oddsFormatKey, format))
    },
  }
}
