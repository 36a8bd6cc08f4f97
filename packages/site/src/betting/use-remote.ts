import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react'

export type RemoteStatus = 'loading' | 'error' | 'ready'

export interface Remote<T> {
  status: RemoteStatus
  /** The last answer; kept while a refresh or a retry runs, cleared when the inputs change. */
  data: T | undefined
  error: unknown
  /** Reads again now (a Retry button, a socket reconnect, an `order` push). */
  reload(): void
}

export interface RemoteOptions {
  /** False waits (no session yet): the state stays loading, nothing is read. */
  enabled?: boolean
  /** Reads again every so often while the page is visible (never in a hidden tab). */
  pollMs?: number
}

/**
 * One server read for a page part, with the states every list needs: loading (no blank screen), error (with a
 * reload for Retry), ready. A change of `deps` starts over; polls and reloads keep what is shown meanwhile.
 */
export function useRemote<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  options: RemoteOptions = {},
): Remote<T> {
  const { enabled = true, pollMs } = options
  const [state, setState] = useState<{ status: RemoteStatus; data: T | undefined; error: unknown }>({
    status: 'loading',
    data: undefined,
    error: null,
  })
  const [round, setRound] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load
  const inputs = useRef<DependencyList | null>(null)

  // `deps` are the caller's inputs of `load`; `round` counts reloads.
  useEffect(() => {
    if (!enabled) return
    const changed =
      inputs.current === null || deps.some((value, index) => !Object.is(value, inputs.current?.[index]))
    inputs.current = deps
    let current = true
    setState((previous) =>
      changed
        ? { status: 'loading', data: undefined, error: null }
        : { ...previous, status: previous.data === undefined ? 'loading' : previous.status },
    )
    loadRef.current().then(
      (data) => current && setState({ status: 'ready', data, error: null }),
      (error: unknown) =>
        current && setState((previous) => ({ status: 'error', data: previous.data, error })),
    )
    return () => {
      current = false
    }
  }, [enabled, round, ...deps])

  useEffect(() => {
    if (!enabled || !pollMs) return
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setRound((value) => value + 1)
    }, pollMs)
    const onVisible = () => document.visibilityState === 'visible' && setRound((value) => value + 1)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [enabled, pollMs])

  const reload = useCallback(() => setRound((value) => value + 1), [])
  return { ...state, reload }
}
