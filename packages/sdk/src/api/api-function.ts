import type { CallOptions } from '../http'
import type { CatalogueGroup } from '../protocol/catalogue'
import type { AnswerOf, RequestOf } from '../protocol/schemas'

/** Per-call options of a typed function: the encoding is the catalogue's, the rest may be set by the caller. */
export type ApiCallOptions = Omit<CallOptions, 'encoding'> & {
  /** The games' try and play calls take a caller-supplied path. */
  path?: string
}

/**
 * The typed function of one path: its payload is what the path's request schema takes (optional when no field is
 * required), and it resolves to what its answer schema reads; a business code rejects with an `ApiError`.
 */
export type ApiFunction<G extends CatalogueGroup, N extends PropertyKey> =
  Record<never, never> extends RequestOf<G, N>
    ? (payload?: RequestOf<G, N>, options?: ApiCallOptions) => Promise<AnswerOf<G, N>>
    : (payload: RequestOf<G, N>, options?: ApiCallOptions) => Promise<AnswerOf<G, N>>
