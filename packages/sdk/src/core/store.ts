/** Something whose current state can be read and watched; `subscribe` returns the unsubscribe function. */
export interface ReadableStore<T> {
  /** The current state. */
  getState(): T
  /**
   * Calls `listener` with the current state at once, then with each new state, until the
   * returned function is called.
   */
  subscribe(listener: (state: T) => void): () => void
}

/** A store its owner can change. */
export interface WritableStore<T> extends ReadableStore<T> {
  /** Replaces the state, or derives it from the previous one; a state equal by reference is not announced. */
  setState(next: T | ((previous: T) => T)): void
}

/**
 * The tiny subscribable every SDK store is built on: a new listener hears the current state at
 * once and then each new one; a state equal by reference to the last one is not announced.
 */
export function createStore<T>(initial: T): WritableStore<T> {
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
      listener(state)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
