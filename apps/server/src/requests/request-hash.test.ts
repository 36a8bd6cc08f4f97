import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalJson, requestHash } from './request-hash'

/** An object with the same own entries in another insertion order. */
function reordered(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).reverse())
}

const body = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 8 }),
  fc.oneof(fc.string(), fc.integer(), fc.bigInt(), fc.boolean(), fc.constant(null), fc.array(fc.integer())),
)

describe('requestHash', () => {
  it('is the same for one body whatever the order its fields were written in', () => {
    fc.assert(fc.property(body, (fields) => requestHash('p', fields) === requestHash('p', reordered(fields))))
  })

  it('differs when any field differs, and between paths', () => {
    fc.assert(
      fc.property(body, fc.string({ minLength: 1 }), fc.integer(), (fields, name, value) => {
        const changed = { ...fields, [name]: fields[name] === value ? value + 1 : value }
        return requestHash('p', changed) !== requestHash('p', fields)
      }),
    )
    expect(requestHash('deposit', { amount: 10n })).not.toBe(requestHash('loan', { amount: 10n }))
    // A field named like a prototype key is a field like any other.
    expect(requestHash('p', { ['__proto__']: 0 })).not.toBe(requestHash('p', {}))
  })

  it('reads amounts in units, so the wire forms of one amount are one body', () => {
    expect(requestHash('p', { amount: 1000n })).toBe(requestHash('p', { amount: 1000n, note: undefined }))
    expect(requestHash('p', { amount: 1000n })).not.toBe(requestHash('p', { amount: 1001n }))
    expect(canonicalJson({ b: [2n, { d: 1, c: 2 }], a: 1 })).toBe('{"a":1,"b":["2",{"c":2,"d":1}]}')
  })
})
