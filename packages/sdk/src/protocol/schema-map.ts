import type * as v from 'valibot'
import type { Catalogue, CatalogueGroup } from './catalogue'

/** The request (payload fields only: session fields and client info are added by the call layer) and answer of a path. */
export interface CallSchemas {
  readonly request: v.GenericSchema
  readonly response: v.GenericSchema
}

/** The schemas of a catalogue group: every path has its request and answer schema (the server validates with them). */
export type GroupSchemas<G extends CatalogueGroup> = { readonly [N in keyof Catalogue[G]]: CallSchemas }
