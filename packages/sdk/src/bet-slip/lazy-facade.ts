type Methods = Record<string, (...args: unknown[]) => unknown>

const ignore = () => undefined

/**
 * An object of methods whose implementation is a dynamic import loaded on first use, so `createSportsbook`'s
 * bundle carries only this (its budget: DESIGN.md section 5). Each method is one stable function (a reference
 * taken early still reaches the implementation later). Until the module is in, `early` answers the names it
 * has; other calls load the module and run there, in order: `get...` reads answer undefined meanwhile,
 * `subscribe...` and `on...` return an unsubscribe that works before and after, the rest resolve once run (to
 * undefined for a name the implementation lacks, so a tool that inspects the object never causes an error).
 */
export function lazyFacade<T extends object>(
  load: () => Promise<T>,
  early: (ensure: () => Promise<unknown>) => Partial<T> = () => ({}),
): T & { load(): Promise<unknown> } {
  let impl: Methods | undefined
  let loading: Promise<Methods> | undefined
  const ensure = () =>
    (loading ??= load().then(
      (loaded) => (impl = loaded as Methods),
      (error) => {
        loading = undefined
        throw error
      },
    ))
  const before = early(ensure) as Methods
  const methods: Methods = {}
  const method =
    (key: string) =>
    (...args: unknown[]) => {
      if (impl) return impl[key]?.(...args)
      if (before[key]) return before[key](...args)
      if (/^(subscribe|on[A-Z])/.test(key)) {
        let off: (() => void) | undefined
        let stopped = false
        ensure().then((loaded) => {
          if (!stopped) off = loaded[key]?.(...args) as () => void
        }, ignore)
        return () => {
          stopped = true
          off?.()
        }
      }
      const run = ensure().then((loaded) => loaded[key]?.(...args))
      return key.startsWith('get') ? void run.catch(ignore) : run
    }
  return new Proxy({} as T & { load(): Promise<unknown> }, {
    get(_, key) {
      if (key === 'load') return ensure
      // Not a thenable, and no symbol protocols (inspection, iteration) to forward.
      if (typeof key !== 'string' || key === 'then') return undefined
      methods[key] ??= method(key)
      return methods[key]
    },
  })
}
