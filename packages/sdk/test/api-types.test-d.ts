// Every path of the catalogue is typed: an answer of `unknown` (or `any`) or a payload that takes any field
// (`LoosePayload`, an index signature) fails this file under vitest's typecheck.
import { expectTypeOf, test } from 'vitest'
import type { Api } from '../src'
import type { AnswerOf, Catalogue, CatalogueGroup, RequestOf } from '../src/protocol'

type IsUnknown<T> = unknown extends T ? true : false
type IsLoose<T> = string extends keyof T ? true : false
type Names<G extends CatalogueGroup> = keyof Catalogue[G] & string

/** The paths whose answer or payload is untyped, as `group.name`. */
type Untyped = {
  [G in CatalogueGroup]: {
    [N in Names<G>]: true extends IsUnknown<AnswerOf<G, N>> | IsLoose<RequestOf<G, N>> ? `${G}.${N}` : never
  }[Names<G>]
}[CatalogueGroup]

test('every path of the catalogue has a typed payload and answer', () => {
  expectTypeOf<Untyped>().toEqualTypeOf<never>()
})

test('sb.api answers what the schema of the path says', () => {
  expectTypeOf<Api['wallet']['balance']>().returns.resolves.toEqualTypeOf<
    AnswerOf<'session', 'userBalance'>
  >()
  expectTypeOf<Api['wallet']['depositCreate']>()
    .parameter(0)
    .toEqualTypeOf<RequestOf<'wallet', 'depositCreate'>>()
})

test('the check itself tells an untyped path', () => {
  expectTypeOf<IsUnknown<unknown>>().toEqualTypeOf<true>()
  expectTypeOf<IsLoose<Record<string, unknown>>>().toEqualTypeOf<true>()
  expectTypeOf<IsLoose<{ page: number }>>().toEqualTypeOf<false>()
  expectTypeOf<IsLoose<Record<never, never>>>().toEqualTypeOf<false>()
})
