import type { Limit, MemberSearchRow, Protection } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import {
  bettorWithPick,
  expectBlocked,
  expectInvalid,
  limitOf,
  setLimit,
  stake,
  useProtectionClock,
} from './protection-support'
import { createTestClient, pwdOf, type TestSession } from './support/client'
import { useSharedServer } from './support/shared-server'
import { newOperator, newPlayer } from './wallet-support'

const ps = useSharedServer()
const clock = useProtectionClock()

function search(operator: TestSession, query: Record<string, unknown>) {
  return ps.client.form<{ list: MemberSearchRow[]; total: number }>(
    '/app/api/internal/member/search',
    query,
    operator,
  )
}

function impose(operator: TestSession, body: Record<string, unknown>) {
  return ps.client.form<Limit>(
    '/app/api/internal/member/limit/set',
    { kind: 'wager', period: 'day', currencyCode: 'USD', reason: 'affordability check', ...body },
    operator,
  )
}

describe("operators and their brand's members (PROTOCOL.md section 11)", () => {
  it('finds members by account prefix or id, with balances, protection and the break a login meets', async () => {
    const operator = await newOperator(ps)
    const player = await newPlayer(ps, '250')
    await setLimit(ps, player, { kind: 'loss', period: 'week', amount: '80' })
    const byAccount = await search(operator, { account: player.account.slice(0, 10).toUpperCase() })
    expect(byAccount.code, byAccount.msg).toBe(0)
    const row = byAccount.data.list.find((item) => item.memberId === player.memberId)
    expect(row).toMatchObject({
      account: player.account,
      restricted: null,
      protection: {
        timeOut: null,
        selfExclusion: null,
        limits: [{ kind: 'loss', period: 'week', amount: '80.00' }],
      },
    })
    expect(row?.balances.find((item) => item.currencyCode === 'USD')).toMatchObject({
      amount: '250.00',
      frozen: '0.00',
    })
    expect(row?.lastLoginAt).toBeGreaterThan(0)
    const byId = await search(operator, { memberId: player.memberId })
    expect(byId.data.list.map((item) => item.memberId)).toEqual([player.memberId])
    await ps.client.form(
      '/app/api/member/protection/time-out',
      { duration: '24h', pwd: pwdOf('secret123') },
      player,
    )
    const after = await search(operator, { memberId: player.memberId })
    expect(after.data.list[0]?.restricted?.reason).toBe('timeOut')
    const read = await ps.client.form<Protection>(
      '/app/api/internal/member/protection',
      { memberId: player.memberId },
      operator,
    )
    expect(read.code, read.msg).toBe(0)
    expect(read.data).toMatchObject({
      sessionStartedAt: null,
      timeOut: { until: after.data.list[0]!.restricted!.until },
    })
  })

  it("sees no other brand's member, and a player is no operator", async () => {
    const operator = await newOperator(ps)
    const copa = createTestClient(ps.client.baseUrl, { origin: 'http://localhost:5172' })
    const other = await newPlayer(ps, '0', 'BRL', copa)
    expect((await search(operator, { memberId: other.memberId })).data.list).toEqual([])
    const read = await ps.client.form(
      '/app/api/internal/member/protection',
      { memberId: other.memberId },
      operator,
    )
    expect(read.code).toBe(3004)
    expect((await impose(operator, { memberId: other.memberId, amount: '10' })).code).toBe(3004)
    const player = await newPlayer(ps)
    expect((await search(player, {})).code).toBe(3004)
  })

  it('an operator limit applies at once; the member may lower it but not raise or remove it', async () => {
    const operator = await newOperator(ps)
    const { bettor, pick } = await bettorWithPick(ps)
    const imposed = await impose(operator, { memberId: bettor.memberId, amount: '30' })
    expect(imposed.code, imposed.msg).toBe(0)
    expect(imposed.data).toMatchObject({
      amount: '30.00',
      imposed: { amount: '30.00', reason: 'affordability check' },
    })
    expectBlocked(await stake(ps, bettor, pick, '31'), 'wagerLimit')
    const raise = await setLimit(ps, bettor, { kind: 'wager', period: 'day', amount: '50' })
    expect(raise.code).toBe(1006)
    expect((raise.data as unknown as { status: string }).status).toBe('imposed')
    const remove = await ps.client.form(
      '/app/api/member/protection/limit/remove',
      { kind: 'wager', period: 'day', currencyCode: 'USD' },
      bettor,
    )
    expect(remove.code).toBe(1006)
    const lower = await setLimit(ps, bettor, { kind: 'wager', period: 'day', amount: '20' })
    expect(lower.data).toMatchObject({ amount: '20.00', imposed: { amount: '30.00' } })
    // Back up to the operator's amount waits like any increase, and no further.
    const back = await setLimit(ps, bettor, { kind: 'wager', period: 'day', amount: '30' })
    expect(back.data.pending).toMatchObject({ amount: '30.00' })
    clock.advance(25 * 3_600_000)
    const confirmed = await ps.client.form<Limit>(
      '/app/api/member/protection/limit/confirm',
      { kind: 'wager', period: 'day', currencyCode: 'USD' },
      bettor,
    )
    expect(confirmed.data.amount).toBe('30.00')
    expect((await limitOf(ps, bettor, 'wager', 'day')).imposed?.amount).toBe('30.00')
  })

  it('bad input names the field: a reason is required, the amount positive', async () => {
    const operator = await newOperator(ps)
    const player = await newPlayer(ps)
    expectInvalid(await impose(operator, { memberId: player.memberId, amount: '10', reason: '' }), 'reason')
    expectInvalid(await impose(operator, { memberId: player.memberId, amount: 'ten' }), 'amount')
    expectInvalid(await impose(operator, { memberId: 'x', amount: '10' }), 'memberId')
    expectInvalid(await search(operator, { pageSize: 1000 }), 'pageSize')
  })
})
