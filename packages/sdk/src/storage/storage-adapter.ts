/**
 * Where the SDK keeps its keys: `Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>`, sync or async, so a
 * browser passes `localStorage` and a test or a native shell its own store (conventions 9).
 */
export interface StorageAdapter {
  getItem(key: string): string | null | Promise<string | null>
  setItem(key: string, value: string): void | Promise<void>
  removeItem(key: string): void | Promise<void>
  /**
   * Reports keys changed by ANOTHER tab (`null` = that tab cleared the whole storage), so a logout or a 403 in
   * one tab reaches every tab (DESIGN.md section 2). Returns the unsubscribe function.
   */
  subscribe?(listener: (key: string | null) => void): () => void
}

/** An adapter that can also list and clear its keys, like a real `Storage`. */
export interface EnumerableStorageAdapter extends StorageAdapter {
  readonly length: number
  key(index: number): string | null
  clear(): void
}
