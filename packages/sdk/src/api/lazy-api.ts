import type { CatalogueGroup } from '../protocol/catalogue'
import type { Api } from './create-api'

type LoadedGroup = Record<string, ((...args: unknown[]) => unknown) | undefined>

/** Functions of the typed API the client answers itself instead of its section (a shared read). */
export type OwnFunctions = { [G in CatalogueGroup]?: Partial<Api[G]> }

/**
 * The typed API before anything has loaded: `sb.api.wallet.balance(...)` exists at once and runs through the
 * section's real functions once the core (call layer) and that section of the catalogue are there, so a page
 * downloads only the sections it calls. Functions are made on first access and kept. `loadGroup` answers
 * undefined for a name that is no section. `own` functions answer in place of their section's, which then need not
 * download for them.
 */
export function createLazyApi(
  loadGroup: (group: string) => Promise<Api[CatalogueGroup] | undefined>,
  own: OwnFunctions = {},
): Api {
  const groups = new Map<string, unknown>()
  const groupProxy = (group: string) => {
    const functions = new Map<string, unknown>(Object.entries(own[group as CatalogueGroup] ?? {}))
    return new Proxy(
      {},
      {
        get(_, name) {
          // Not a thenable: `await group` must not call a path named `then`.
          if (typeof name !== 'string' || name === 'then') return undefined
          let call = functions.get(name)
          if (!call) {
            call = async (...args: unknown[]) => {
              const target = ((await loadGroup(group)) as LoadedGroup | undefined)?.[name]
              if (!target) throw new TypeError(`sb.api.${group}.${name} is not a path of the catalogue`)
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
