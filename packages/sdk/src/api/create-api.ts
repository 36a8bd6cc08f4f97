import type { CallLayer, CallOptions } from '../http'
import type { Catalogue, CatalogueGroup } from '../protocol/catalogue'
import type { PathSpec } from '../protocol/path-spec'
import type { AnswerOf, RequestOf } from '../protocol/schemas'

/** Per-call options of a typed function: the encoding is the catalogue's, the rest may be set by the caller. */
export type ApiCallOptions = Omit<CallOptions, 'encoding'> & {
  /** The games' try and play calls take a caller-supplied path (PROTOCOL.md section 6, Games). */
  path?: string
}

type ApiFunction<G extends CatalogueGroup, N extends keyof Catalogue[G]> =
  // Paths whose payload has no required field can be called without one.
  Record<never, never> extends RequestOf<G, N>
    ? (payload?: RequestOf<G, N>, options?: ApiCallOptions) => Promise<AnswerOf<G, N>>
    : (payload: RequestOf<G, N>, options?: ApiCallOptions) => Promise<AnswerOf<G, N>>

/** One typed function for every path of the catalogue, grouped as PROTOCOL.md section 6 groups them. */
export type Api = {
  readonly [G in CatalogueGroup]: { readonly [N in keyof Catalogue[G]]: ApiFunction<G, N> }
}

/** The typed functions of one catalogue section. */
export function createGroupApi<G extends CatalogueGroup>(calls: CallLayer, paths: Catalogue[G]): Api[G] {
  const functions: Record<string, unknown> = {}
  for (const [name, spec] of Object.entries(paths as Record<string, PathSpec>)) {
    functions[name] = (payload?: Record<string, unknown>, options: ApiCallOptions = {}) => {
      const { path, ...callOptions } = options
      return calls.callSpec(path ? { ...spec, path } : spec, payload, callOptions)
    }
  }
  return functions as Api[G]
}
