import type * as v from 'valibot'
import type { Catalogue, CatalogueGroup } from './catalogue'

/** The request (payload fields only: session fields and client info are added by the call layer) and answer of a path. */
export interface CallSchemas {
  readonly request: v.GenericSchema
  readonly response: v.GenericSchema
}

/** The schemas a catalogue group defines; a path without an entry takes any payload and answers `unknown`. */
export type GroupSchemas<G extends CatalogueGroup> = { readonly [N in keyof Catalogue[G]]?: CallSchemas }
