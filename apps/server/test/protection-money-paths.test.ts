import { randomUUID } from 'node:crypto'
import type { PeerBank, SysinitAnswer } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { balanceOf, newBettor, orderBody, upcomingFootball } from './bets-support'
import { betOnBank } from './market-support'
import { expectBlocked, limitSet, openBank, useProtectionClock } from './protection-support'
import { openAnswer, type TestSession } from './support/client'
import { useSharedServer } from './support/shared-server'

const ps = useSharedServer()
const clock = useProtectionClock()

/** A member with 1000 USD and a wager limit of 10 a day: every stake path past 10 must answer 1007. */
async function limited() {
  const member = await newBettor(ps, '1000')
  await limitSet(ps, member, { kind: 'wager', period: 'day', amount: '10' })
  return member
}

async function expectUntouched(member: { memberId: number }) {
  expect(await balanceOf(ps, member.memberId)).toBe('1000.00')
}

const gamble = (session: TestSession, bank: PeerBank, stake: string) =>
  betOnBank(ps.client, session, bank, stake)

describe('every money path checks the limits (PROTOCOL.md section 11)', () => {
  it('bank capital, investments and bank bets', async () => {
    const member = await limited()
    expectBlocked(await openBank(ps, member, upcomingFootball(ps)[3]!), 'wagerLimit')
    await expectUntouched(member)

    const banker = await newBettor(ps, '1000')
    const opened = await openBank(ps, banker, upcomingFootball(ps)[4]!)
    expect(opened.code, opened.msg).toBe(0)
    const bank = opened.data
    expectBlocked(await gamble(member, bank, '11'), 'wagerLimit')
    expect((await gamble(member, bank, '10')).code).toBe(0)

    await limitSet(ps, banker, { kind: 'loss', period: 'week', amount: '150' })
    const invest = (amount: string) =>
      ps.client.form('/match/opening/invest', { id: bank.id, amount, requestId: randomUUID() }, banker)
    expect(expectBlocked(await invest('51'), 'lossLimit').remaining).toBe('50.00')
    expect((await invest('50')).code).toBe(0)
  })

  it('game launch with a transfer in, and a launch with none during a break in the limits', async () => {
    const member = await limited()
    const launch = (amount?: string) =>
      ps.client.form(
        'game/play',
        { gameId: 101, currencyCode: 'USD', amount, requestId: randomUUID() },
        member,
      )
    expectBlocked(await launch('20'), 'wagerLimit')
    await expectUntouched(member)
    expect((await launch('10')).code).toBe(0)
    expect((await launch()).code).toBe(0)
  })

  it('collections at create against the deposit limit', async () => {
    const member = await newBettor(ps, '0')
    await limitSet(ps, member, { kind: 'deposit', period: 'month', amount: '100' })
    const collect = (amount: string) =>
      ps.client.form(
        '/app/api/collection/create',
        { payTypeId: 201, amount, currencyCode: 'USD', requestId: randomUUID() },
        member,
      )
    expect(expectBlocked(await collect('150'), 'depositLimit').remaining).toBe('100.00')
    expect((await collect('100')).code).toBe(0)
  })
})

describe('free bets', () => {
  it("stake none of the player's money: a used-up wager limit lets one through, a reality check does not", async () => {
    const member = await newBettor(ps, '0')
    await limitSet(ps, member, { kind: 'wager', period: 'day', amount: '1' })
    const match = upcomingFootball(ps)[5]!
    const market = match.markets.find((item) => item.type === '1x2')!
    const best = [...market.selections].sort((a, b) => Number(b.odds) - Number(a.odds))[0]!
    const freeBet = () =>
      ps.client.nested(
        '/trade/activity/order/create',
        {
          ...orderBody({
            legs: [{ matchId: match.id, marketId: market.id, selectionId: best.id, odds: best.odds }],
            stake: '5',
            acceptOdds: 'any',
          }),
          activityId: 1,
        },
        member,
      )
    const set = await ps.client.form('/app/api/member/protection/reality-check', { minutes: 15 }, member)
    expect(set.code, set.msg).toBe(0)
    clock.advance(16 * 60_000)
    expectBlocked(await freeBet(), 'realityCheck')
    expect(
      (await ps.client.form('/app/api/member/protection/reality-check/ack', { choice: 'continue' }, member))
        .code,
    ).toBe(0)
    const placed = await freeBet()
    expect(placed.code, placed.msg).toBe(0)
  })
})

describe('api/sysinit', () => {
  it("serves the brand's protection settings (the defaults unless BRANDS sets them)", async () => {
    const answer = openAnswer<SysinitAnswer>(await ps.client.get('api/sysinit'))
    expect(answer.protection).toMatchObject({
      limitPeriods: ['day', 'week', 'month'],
      timeOutDurations: ['24h', '7d', '30d', '42d'],
      selfExclusionDurations: ['6m', '1y', '5y', 'indefinite'],
      realityCheckMinutes: [0, 15, 30, 60, 120],
      increaseDelayHours: 24,
      minAge: 18,
    })
  })
})
