// `sb.sysinit()` and `sb.api.matches.sysinit()` resolve to the protocol's answer of `api/sysinit`, field for field.
import { expectTypeOf, test } from 'vitest'
import type { Sportsbook, Sysinit } from '../src'
import type { SysinitAnswer } from '../src/protocol'

declare const sb: Sportsbook

test('both read the protocol answer of api/sysinit', () => {
  expectTypeOf<Sysinit>().toEqualTypeOf<SysinitAnswer>()
  expectTypeOf(sb.sysinit).returns.resolves.toEqualTypeOf<SysinitAnswer>()
  expectTypeOf(sb.api.matches.sysinit).returns.resolves.toEqualTypeOf<SysinitAnswer>()
})

test('its fields are typed, not unknown', () => {
  expectTypeOf<Sysinit['currencies'][number]>().toEqualTypeOf<{
    currencyId: number
    currencyCode: string
    scale: number
    demo: boolean
  }>()
  expectTypeOf<Sysinit['protection']['requireKyc']>().toEqualTypeOf<boolean>()
  expectTypeOf<Sysinit['betting']['liveDelayMs']>().toEqualTypeOf<Record<string, number>>()
  // @ts-expect-error: a field the protocol does not name
  expectTypeOf<Sysinit['agreement']>()
})
