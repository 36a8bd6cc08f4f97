import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { isKnownScryptCost, productionPwdHashCost, pwdHashCostOf } from './pwd-hash-cost'
import { hashPwd, verifyPwd } from './secrets'

describe('password hash cost', () => {
  it("is OWASP's scrypt minimum (N = 16384) unless PWD_HASH_COST says otherwise", () => {
    expect(productionPwdHashCost).toBe(14)
    expect(pwdHashCostOf({})).toBe(14)
    expect(pwdHashCostOf({ PWD_HASH_COST: '10' })).toBe(10)
  })

  it('refuses a cost below the minimum in production, and nonsense anywhere, at start', () => {
    expect(() => pwdHashCostOf({ NODE_ENV: 'production', PWD_HASH_COST: '10' })).toThrow(/production/)
    expect(pwdHashCostOf({ NODE_ENV: 'production', PWD_HASH_COST: '15' })).toBe(15)
    for (const bad of ['9', '17', '12.5', 'fast']) {
      expect(() => pwdHashCostOf({ PWD_HASH_COST: bad })).toThrow(/PWD_HASH_COST/)
    }
    expect(() => loadConfig({ PWD_HASH_COST: 'fast' })).toThrow(/PWD_HASH_COST/)
  })

  it('verifies a stored hash with its own cost, and refuses parameters it would never make', async () => {
    const stored = await hashPwd('a'.repeat(32))
    const [, N] = stored.split('$')
    expect(Number(N)).toBe(2 ** pwdHashCostOf(process.env))
    expect(await verifyPwd('a'.repeat(32), stored)).toBe(true)
    expect(await verifyPwd('b'.repeat(32), stored)).toBe(false)
    const costlier = stored.replace(/^scrypt\$\d+\$/, 'scrypt$1048576$')
    expect(await verifyPwd('a'.repeat(32), costlier)).toBe(false)
    expect(isKnownScryptCost(16384, 8, 1)).toBe(true)
    expect(isKnownScryptCost(16383, 8, 1)).toBe(false)
    expect(isKnownScryptCost(16384, 16, 1)).toBe(false)
  })
})
