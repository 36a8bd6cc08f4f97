import type { CallLayer } from '../http'
import type { Catalogue, CatalogueGroup } from '../protocol/catalogue'
import type { PathSpec } from '../protocol/path-spec'
import type { ApiCallOptions } from './api-function'
import type { Api } from './api-groups'

export type { ApiCallOptions, ApiFunction } from './api-function'
export type { Api } from './api-groups'

/** The typed functions of one catalogue section. */
export function createGroupApi<G extends CatalogueGroup>(calls: CallLayer, paths: Catalogue[G]): Api[G] {
  const functions: Record<string, unknown> = {}
  for (const [name, spec] of Object.entries(paths as Record<string, PathSpec>)) {
    functions[name] = (payload?: Record<string, unknown>, options: ApiCallOptions = {}) => {
      const { path, ...callOptions } = options
      return calls.callSpec(path ? { ...spec, path } : spec, payload, callOptions)
    }
  }
  return functions as unknown as Api[G]
}
