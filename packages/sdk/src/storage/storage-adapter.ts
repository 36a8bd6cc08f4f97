/**
 * Where the SDK keeps its keys: `Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>`, sync or async, so a
 * browser passes `localStorage` and a test or a native shell its own store.
 */
export interface StorageAdapter {
  /** Reads a key; null when it is not set. */
  getItem(key: string): string | null | Promise<string | null>
  /** Writes a key. */
  setItem(key: string, value: string): void | Promise<void>
  /** Removes a key. */
  removeItem(key: string): void | Promise<void>
  /**
   * Reports keys changed by ANOTHER tab (`null` = that tab cleared the whole storage), so a logout or a 403 in one
   * tab reaches every tab. Returns the unsubscribe function.
   */
  subscribe?(listener: (key: string | null) => void): () => void
}

/** An adapter that can also list and clear its keys, like a real `Storage`. */
export interface EnumerableStorageAdapter extends StorageAdapter {
  /** How many keys are set. */
  readonly length: number
  /** The name of the key at `index`, in no particular order. */
  key(index: number): string | null
  /** Removes every key. */
  clear(): void
}
