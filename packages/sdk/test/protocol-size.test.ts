import { describe, expect, it } from 'vitest'
import { measureProtocolEntry, rulesBudgetBytes } from '../scripts/protocol-size.mjs'

// `@sportsbook/sdk/protocol` from its source (scripts/protocol-size.mjs says what is measured and why); the built
// entry is measured the same way by the package check.
const entry = new URL('../src/protocol/index.ts', import.meta.url).pathname

describe('@sportsbook/sdk/protocol', () => {
  it('its validation rules cost at most 3 KB gzip in a page; the whole entry loads no schema or hash code', async () => {
    const { rules, whole } = await measureProtocolEntry(entry)
    expect(rules.inputs.filter((input) => input.includes('node_modules'))).toEqual([])
    expect(rules.gzip).toBeLessThanOrEqual(rulesBudgetBytes)
    expect(whole.inputs.filter((input) => /node_modules|\/schemas\/|provably-fair/.test(input))).toEqual([])
  })
})
