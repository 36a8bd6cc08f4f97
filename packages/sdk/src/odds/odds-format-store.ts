import { createStore, type ReadableStore } from '../core/store'
import type { StorageAdapter } from '../storage/storage-adapter'
import { isOddsFormat, type OddsFormat } from './odds-format'

/** The local-storage key of the player's odds format (not a key of the spec: the SDK chose it). */
export const oddsFormatKey = 'oddsFormat'

export interface OddsFormatStore extends ReadableStore<OddsFormat> {
  /** Shows every price in `format` from now on and keeps the choice in local storage. */
  set(format: OddsFormat): void
}

/**
 * The player's odds format: `decimal` until the stored choice is read (storage may be async), then the stored
 * one. A choice made before that read wins over it.
 */
export function createOddsFormatStore(storage: StorageAdapter): OddsFormatStore {
  const store = createStore<OddsFormat>('decimal')
  let chosen = false
  Promise.resolve()
    .then(() => storage.getItem(oddsFormatKey))
    .then((stored) => !chosen && isOddsFormat(stored) && store.setState(stored))
    .catch(() => undefined)
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    set(format) {
      if (!isOddsFormat(format)) throw new RangeError(`unknown odds format: ${String(format)}`)
      chosen = true
      store.setState(format)
      Promise.resolve()
        .then(() => storage.setItem(oddsFormatKey, format))
        .catch(() => undefined)
    },
  }
}
