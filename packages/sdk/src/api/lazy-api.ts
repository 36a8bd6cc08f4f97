import type { Api } from './create-api'

/**
 * The typed API before the core has loaded: `sb.api.wallet.balance(...)` exists at once and runs through the real
 * API once the core (call layer and catalogue) is there, so the catalogue is not part of a page's first download.
 * Functions are made on first access and kept.
 */
export function createLazyApi(load: () => Promise<Api>): Api {
  const groups = new Map<PropertyKey, unknown>()
  const groupProxy = (group: PropertyKey) => {
    const functions = new Map<PropertyKey, unknown>()
    return new Proxy(
      {},
      {
        get(_, name) {
          // Not a thenable: `await group` must not call a path named `then`.
          if (typeof name !== 'string' || name === 'then') return undefined
          let call = functions.get(name)
          if (!call) {
            call = async (...args: unknown[]) => {
              const api = (await load()) as unknown as Record<
                PropertyKey,
                Record<string, (...a: unknown[]) => unknown>
              >
              const target = api[group]?.[name]
              if (!target)
                throw new TypeError(`sb.api.${String(group)}.${name} is not a path of the catalogue`)
              return target(...args)
            }
            functions.set(name, call)
          }
          return call
        },
      },
    )
  }
  return new Proxy({} as Api, {
    get(_, group) {
      if (typeof group !== 'string' || group === 'then') return undefined
      if (!groups.has(group)) groups.set(group, groupProxy(group))
      return groups.get(group)
    },
  })
}
