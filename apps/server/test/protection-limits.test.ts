import { codes, type Limit } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { balanceOf, newBettor, settleMarketNow } from './bets-support'
import {
  bettorWithPick,
  creditDeposit,
  dayMs,
  deposit,
  expectBlocked,
  expectInvalid,
  hourMs,
  limitOf,
  limitSet,
  readProtection,
  setLimit,
  stake,
  useProtectionClock,
} from './protection-support'
import { useSharedServer } from './support/shared-server'

const ps = useSharedServer()
const clock = useProtectionClock()

const periods = ['day', 'week', 'month'] as const
const periodDays = { day: 1, week: 7, month: 30 } as const

describe('money limits, each kind and period (PROTOCOL.md section 11)', () => {
  for (const period of periods) {
    it(`a ${period} wager limit counts stakes and refuses the one past it with what is left`, async () => {
      const { bettor, pick } = await bettorWithPick(ps)
      await limitSet(ps, bettor, { kind: 'wager', period, amount: '50' })
      expect((await stake(ps, bettor, pick, '30')).code).toBe(0)
      const refused = expectBlocked(await stake(ps, bettor, pick, '25'), 'wagerLimit')
      expect(refused).toMatchObject({ remaining: '20.00', period, currencyCode: 'USD' })
      expect(refused.until).toBeGreaterThan(clock.now())
      expect(await balanceOf(ps, bettor.memberId)).toBe('970.00')
      expect((await stake(ps, bettor, pick, '20')).code).toBe(0)
      expect(await limitOf(ps, bettor, 'wager', period)).toMatchObject({ used: '50.00', remaining: '0.00' })
    })

    it(`a ${period} loss limit counts open stakes as lost and returns against them`, async () => {
      const { bettor, pick } = await bettorWithPick(ps)
      await limitSet(ps, bettor, { kind: 'loss', period, amount: '40' })
      expect((await stake(ps, bettor, pick, '30')).code).toBe(0)
      expect(await limitOf(ps, bettor, 'loss', period)).toMatchObject({ used: '30.00', remaining: '10.00' })
      expect(expectBlocked(await stake(ps, bettor, pick, '11'), 'lossLimit').remaining).toBe('10.00')
      expect((await stake(ps, bettor, pick, '10')).code).toBe(0)
      expectBlocked(await stake(ps, bettor, pick, '1'), 'lossLimit')
    })

    it(`a ${period} deposit limit refuses a deposit create past what is left`, async () => {
      const player = await newBettor(ps, '0')
      await limitSet(ps, player, { kind: 'deposit', period, amount: '100' })
      await creditDeposit(ps, player.memberId, '70')
      expect(expectBlocked(await deposit(ps, player, '31'), 'depositLimit').remaining).toBe('30.00')
      const [count] = await ps.server.ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM deposits WHERE member_id = $1',
        [player.memberId],
      )
      expect(count?.n).toBe(0)
      expect((await deposit(ps, player, '30')).code).toBe(0)
    })
  }

  it('a net win leaves the loss limit whole, never more than its amount', async () => {
    const { bettor, pick } = await bettorWithPick(ps)
    await limitSet(ps, bettor, { kind: 'loss', period: 'day', amount: '20' })
    expect((await stake(ps, bettor, pick, '20')).code).toBe(0)
    await settleMarketNow(ps, pick, 'won')
    const loss = await limitOf(ps, bettor, 'loss', 'day')
    expect(loss).toMatchObject({ used: '0.00', remaining: '20.00' })
    expectBlocked(await stake(ps, bettor, { ...pick }, '21'), 'lossLimit')
  })

  it('loss and wager limits of another currency do not count these stakes', async () => {
    const { bettor, pick } = await bettorWithPick(ps)
    await limitSet(ps, bettor, { kind: 'wager', period: 'day', currencyCode: 'BRL', amount: '1' })
    expect((await stake(ps, bettor, pick, '30')).code).toBe(0)
  })
})

describe('rolling periods on the protection clock', () => {
  it('a stake leaves the day after 24 hours, the week after 7 days, the month after 30', async () => {
    const { bettor, pick } = await bettorWithPick(ps)
    for (const period of periods) await limitSet(ps, bettor, { kind: 'wager', period, amount: '100' })
    expect((await stake(ps, bettor, pick, '60')).code).toBe(0)
    const used = async () =>
      Object.fromEntries(
        (await readProtection(ps, bettor)).limits.map((limit: Limit) => [limit.period, limit.used]),
      )
    expect(await used()).toEqual({ day: '60.00', week: '60.00', month: '60.00' })
    clock.advance(dayMs - hourMs)
    expect((await used()).day).toBe('60.00')
    clock.advance(2 * hourMs)
    expect(await used()).toEqual({ day: '0.00', week: '60.00', month: '60.00' })
    expect((await stake(ps, bettor, pick, '30')).code).toBe(0)
    expect(await used()).toEqual({ day: '30.00', week: '90.00', month: '90.00' })
    expectBlocked(await stake(ps, bettor, pick, '11'), 'wagerLimit')
    clock.advance(periodDays.week * dayMs)
    expect(await used()).toEqual({ day: '0.00', week: '0.00', month: '90.00' })
    clock.advance((periodDays.month - periodDays.week) * dayMs)
    expect(await used()).toEqual({ day: '0.00', week: '0.00', month: '0.00' })
  })

  it("a refusal's until is when the oldest stake leaves the period", async () => {
    const { bettor, pick } = await bettorWithPick(ps)
    await limitSet(ps, bettor, { kind: 'wager', period: 'day', amount: '10' })
    const before = clock.now()
    expect((await stake(ps, bettor, pick, '10')).code).toBe(0)
    const refused = expectBlocked(await stake(ps, bettor, pick, '5'), 'wagerLimit')
    expect(refused.until).toBeGreaterThanOrEqual(before + dayMs - 1000)
    expect(refused.until).toBeLessThanOrEqual(clock.now() + dayMs)
  })
})

describe('changing a limit', () => {
  it('a lower limit applies at once; a higher one waits increaseDelayHours and a confirmation', async () => {
    const { bettor, pick } = await bettorWithPick(ps)
    await limitSet(ps, bettor, { kind: 'wager', period: 'week', amount: '100' })
    expect((await limitSet(ps, bettor, { kind: 'wager', period: 'week', amount: '40' })).amount).toBe('40.00')
    const raised = await limitSet(ps, bettor, { kind: 'wager', period: 'week', amount: '500' })
    expect(raised.amount).toBe('40.00')
    expect(raised.pending).toMatchObject({ amount: '500.00', confirmable: false })
    expect(raised.pending!.effectiveAt).toBeGreaterThanOrEqual(clock.now() + 24 * hourMs - 5000)
    expectBlocked(await stake(ps, bettor, pick, '41'), 'wagerLimit')
    const confirm = () =>
      ps.client.form<Limit>(
        '/app/api/member/protection/limit/confirm',
        { kind: 'wager', period: 'week', currencyCode: 'USD' },
        bettor,
      )
    const early = await confirm()
    expect(early.code).toBe(codes.NOT_ALLOWED_IN_STATE)
    expect((early.data as unknown as { effectiveAt: number }).effectiveAt).toBe(raised.pending!.effectiveAt)
    clock.advance(24 * hourMs)
    expect((await limitOf(ps, bettor, 'wager', 'week')).pending?.confirmable).toBe(true)
    expect((await stake(ps, bettor, pick, '41')).code).toBe(1007)
    const confirmed = await confirm()
    expect(confirmed.code, confirmed.msg).toBe(0)
    expect(confirmed.data).toMatchObject({ amount: '500.00', pending: null })
    expect((await stake(ps, bettor, pick, '41')).code).toBe(0)
  })

  it('a removal waits like an increase, then the limit is gone', async () => {
    const { bettor } = await bettorWithPick(ps)
    await limitSet(ps, bettor, { kind: 'loss', period: 'day', amount: '10' })
    const body = { kind: 'loss', period: 'day', currencyCode: 'USD' }
    const asked = await ps.client.form<Limit>('/app/api/member/protection/limit/remove', body, bettor)
    expect(asked.code, asked.msg).toBe(0)
    expect(asked.data.pending).toMatchObject({ amount: null, confirmable: false })
    clock.advance(25 * hourMs)
    const done = await ps.client.form('/app/api/member/protection/limit/confirm', body, bettor)
    expect(done.code, done.msg).toBe(0)
    expect((await readProtection(ps, bettor)).limits).toEqual([])
  })

  it('a session limit counts minutes signed in and blocks money paths when used up', async () => {
    const { bettor, pick } = await bettorWithPick(ps)
    const limit = await limitSet(ps, bettor, {
      kind: 'session',
      period: 'day',
      currencyCode: null,
      amount: '30',
    })
    expect(limit).toMatchObject({ currencyCode: null, amount: '30', used: '0', remaining: '30' })
    await readProtection(ps, bettor)
    for (let minute = 0; minute < 3; minute += 1) {
      clock.advance(9 * 60_000)
      await readProtection(ps, bettor)
    }
    expect(await limitOf(ps, bettor, 'session', 'day')).toMatchObject({ used: '27', remaining: '3' })
    expect((await stake(ps, bettor, pick, '1')).code).toBe(0)
    clock.advance(5 * 60_000)
    await readProtection(ps, bettor)
    const blocked = expectBlocked(await stake(ps, bettor, pick, '1'), 'sessionLimit')
    expect(blocked.until).toBeGreaterThan(clock.now())
    expectBlocked(await deposit(ps, bettor, '10'), 'sessionLimit')
  })
})

describe('bad input names the field and changes nothing', () => {
  it('answers 1000 for a bad kind, period, currency, amount or session minutes', async () => {
    const player = await newBettor(ps, '0')
    expectInvalid(await setLimit(ps, player, { kind: 'spend', period: 'day', amount: '10' }), 'kind')
    expectInvalid(await setLimit(ps, player, { kind: 'loss', period: 'year', amount: '10' }), 'period')
    expectInvalid(
      await setLimit(ps, player, { kind: 'loss', period: 'day', currencyCode: null, amount: '10' }),
      'currencyCode',
    )
    expectInvalid(
      await setLimit(ps, player, { kind: 'loss', period: 'day', currencyCode: 'EUR', amount: '10' }),
      'currencyCode',
    )
    expectInvalid(
      await setLimit(ps, player, { kind: 'loss', period: 'day', currencyCode: 'DEMO', amount: '10' }),
      'currencyCode',
    )
    expectInvalid(await setLimit(ps, player, { kind: 'loss', period: 'day', amount: '10.001' }), 'amount')
    expectInvalid(await setLimit(ps, player, { kind: 'loss', period: 'day', amount: '-5' }), 'amount')
    expectInvalid(await setLimit(ps, player, { kind: 'loss', period: 'day', amount: '0' }), 'amount')
    expectInvalid(await setLimit(ps, player, { kind: 'loss', period: 'day' }), 'amount')
    expectInvalid(
      await setLimit(ps, player, { kind: 'session', period: 'day', currencyCode: null, amount: '1441' }),
      'amount',
    )
    expectInvalid(
      await setLimit(ps, player, { kind: 'session', period: 'day', currencyCode: null, amount: '1.5' }),
      'amount',
    )
    expectInvalid(
      await setLimit(ps, player, { kind: 'session', period: 'day', currencyCode: 'USD', amount: '60' }),
      'currencyCode',
    )
    expect((await readProtection(ps, player)).limits).toEqual([])
    const [rows] = await ps.server.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM protection_limits WHERE member_id = $1',
      [player.memberId],
    )
    expect(rows?.n).toBe(0)
  })

  it('a confirm with nothing waiting, or a removal of no limit, is 1006', async () => {
    const player = await newBettor(ps, '0')
    const body = { kind: 'wager', period: 'day', currencyCode: 'USD' }
    expect((await ps.client.form('/app/api/member/protection/limit/confirm', body, player)).code).toBe(1006)
    expect((await ps.client.form('/app/api/member/protection/limit/remove', body, player)).code).toBe(1006)
  })

  it('a demo member or a visitor gets 3004', async () => {
    const visitor = await ps.client.form<{ uid: string; token: string }>('/app/api/visitor/create', {
      lang: 'en',
    })
    const answer = await ps.client.form('/app/api/member/protection', {}, visitor.data)
    expect(answer.code).toBe(3004)
  })
})
