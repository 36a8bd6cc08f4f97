import { randomUUID } from 'node:crypto'
import { codes } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { BusinessError, isBusinessError } from '../src/errors'
import { claimKey, idempotent, type RequestKey, recordAnswer } from '../src/requests/idempotency'
import { requestHash } from '../src/requests/request-hash'
import { createTestClient } from './support/client'
import { newMember } from './support/flows'
import { useSharedServer } from './support/shared-server'

/**
 * The one idempotency primitive itself (src/requests/idempotency.ts), on a movement with no row of its own: a
 * credit of the member from the house, keyed in `request_keys`. Every money path's own race test checks it again
 * through its HTTP path.
 */
const shared = useSharedServer()

async function balanceOf(memberId: number): Promise<string> {
  const [row] = await shared.server.ctx.db.query<{ balance: string }>(
    "SELECT balance::text AS balance FROM ledger_accounts WHERE member_id = $1 AND currency_code = 'USD' AND kind = 'member'",
    [memberId],
  )
  return row?.balance ?? '0'
}

/** Credits `amount` once per key; refuses amounts over 100 (a business rule that may change between calls). */
function credit(memberId: number, requestId: string, amount: string, cap = 100) {
  const key: RequestKey = { memberId, requestId, hash: requestHash('test-credit', { amount }) }
  return idempotent(shared.server.ctx.db, {
    table: 'request_keys',
    key,
    attempt: () =>
      shared.server.ctx.db.transaction(async (tx) => {
        if (!(await claimKey(tx, key, 'test-credit'))) return null
        if (Number(amount) > cap) throw new BusinessError(codes.STAKE_OUT_OF_LIMITS, 'amountOutOfLimits')
        const moved = await shared.server.ctx.ledger.transfer(tx, {
          kind: 'operator-credit',
          entries: [
            { account: { kind: 'external', currency: 'USD' }, amount: `-${amount}` },
            { account: { kind: 'member', memberId, currency: 'USD' }, amount },
          ],
        })
        const answer = { transferId: String(moved.transferId), amount }
        await recordAnswer(tx, key, answer)
        return answer
      }),
    replay: async (ref) => JSON.parse(ref) as { transferId: string; amount: string },
  })
}

async function codeOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise
    return codes.OK
  } catch (error) {
    if (isBusinessError(error)) return error.code
    throw error
  }
}

describe('the idempotency primitive', () => {
  it('one key sent 20 times at once moves money once and answers every request with that movement', async () => {
    const member = await newMember(createTestClient(shared.server.url))
    const requestId = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => credit(member.user.memberId, requestId, '7.5')),
    )
    expect(new Set(answers.map((answer) => answer.transferId)).size).toBe(1)
    expect(Number(await balanceOf(member.user.memberId))).toBe(7.5)
  })

  it('the same key with another body is 2005 and changes nothing', async () => {
    const member = await newMember(createTestClient(shared.server.url))
    const requestId = randomUUID()
    await credit(member.user.memberId, requestId, '5')
    const others = await Promise.all(
      Array.from({ length: 5 }, () => codeOf(credit(member.user.memberId, requestId, '6'))),
    )
    expect(others).toEqual(Array(5).fill(codes.IDEMPOTENCY_CONFLICT))
    expect(Number(await balanceOf(member.user.memberId))).toBe(5)
  })

  it('a replay answers the first result even when its check would refuse it now; a refusal keeps no key', async () => {
    const member = await newMember(createTestClient(shared.server.url))
    const requestId = randomUUID()
    const first = await credit(member.user.memberId, requestId, '50')
    expect(await credit(member.user.memberId, requestId, '50', 10)).toEqual(first)

    const refused = randomUUID()
    expect(await codeOf(credit(member.user.memberId, refused, '500'))).toBe(codes.STAKE_OUT_OF_LIMITS)
    const retried = await credit(member.user.memberId, refused, '500', 1000)
    expect(retried.amount).toBe('500')
    expect(Number(await balanceOf(member.user.memberId))).toBe(550)
  })
})
