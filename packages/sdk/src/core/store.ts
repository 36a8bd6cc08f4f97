/** Something whose current state can be read and watched; `subscribe` returns the unsubscribe function. */
export interface ReadableStore<T> {
  getState(): T
  subscribe(listener: (state: T) => void): () => void
}

/**
 * The tiny subscribable every SDK store is built on (conventions 7): listeners are told of each new state, and a
 * state equal by reference to the last one is not announced.
 */
export function createStore<T>(
  initial: T,
): ReadableStore<T> & { setState(next: T | ((previous: T) => T)): void } {
  let state = initial
  const listeners = new Set<(state: T) => void>()
  return {
    getState: () => state,
    setState(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(state) : next
      if (Object.is(value, state)) return
      state = value
      for (const listener of [...listeners]) listener(state)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
