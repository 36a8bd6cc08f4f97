/** A value made once, on first use, by an asynchronous step (a dynamic import, a first read from the server). */
export interface LazyOnce<T> {
  /** Starts the step on the first call; every call until it settles shares its promise. */
  (): Promise<T>
  /** The value once the step has succeeded; undefined before. */
  readonly current: T | undefined
}

/**
 * Memoises `load`: concurrent callers share one promise, and a failure is forgotten so that the
 * next call tries again (a download that failed offline is not remembered).
 */
export function lazyOnce<T>(load: () => Promise<T>): LazyOnce<T> {
  let pending: Promise<T> | null = null
  let current: T | undefined
  let loaded = false
  const get = () => {
    if (loaded) return Promise.resolve(current as T)
    pending ??= load().then(
      (value) => {
        current = value
        loaded = true
        return value
      },
      (error: unknown) => {
        pending = null
        throw error
      },
    )
    return pending
  }
  return Object.defineProperty(get, 'current', { get: () => current }) as LazyOnce<T>
}

/**
 * Subscribes once `loaded` has what to subscribe to, and returns the unsubscribe function at once: calling it
 * before the load has finished means the subscription never starts.
 */
export function subscribeWhenLoaded<T>(loaded: LazyOnce<T>, subscribe: (value: T) => () => void): () => void {
  if (loaded.current !== undefined) return subscribe(loaded.current)
  let stopped = false
  let off: (() => void) | undefined
  loaded().then(
    (value) => {
      if (!stopped) off = subscribe(value)
    },
    () => undefined,
  )
  return () => {
    stopped = true
    off?.()
  }
}
