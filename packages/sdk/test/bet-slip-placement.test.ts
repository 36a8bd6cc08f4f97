import { describe, expect, it, vi } from 'vitest'
import { type BetSlipState, isApiError, isNetworkError, type OddsChangePolicy } from '../src'
import { toBetPick } from '../src/bet-slip/bet-pick'
import { loginMember } from './support/bet-server'
import { footballMatch } from './support/match-socket-server'
import { useTestBackend } from './support/test-backend'

const orderPath = '/trade/api/order/create'
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const env = useTestBackend({ bets: true, proxy: true })

/** A member (USD, balance 100.00) talking to the backend through the flaky env.proxy. */
async function member(
  options: { timeoutMs?: number; retryDelaysMs?: number[]; policy?: OddsChangePolicy } = {},
) {
  const sb = env.open({
    timeoutMs: options.timeoutMs ?? 5000,
    betSlip: { retryDelaysMs: options.retryDelaysMs ?? [20] },
  })
  await loginMember(env.backend, sb)
  await sb.betSlip.load()
  await vi.waitFor(() => expect(sb.betSlip.getState().account.available).toBe('100.00'))
  if (options.policy) sb.betSlip.setPolicy(options.policy)
  return sb
}

const pick = (matchId: number, n: number) => toBetPick(footballMatch(matchId), matchId * 10 + n)!
const selection = (state: BetSlipState, selectionId: number) =>
  state.selections.find((entry) => entry.selectionId === selectionId)!
const requestIds = () => env.bets.attempts.map((attempt) => attempt.requestId)

describe('placing', () => {
  it('sends each single with a fresh requestId, the policy, the stake at the scale and the currency', async () => {
    const sb = await member({ policy: 'exact' })
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.add(pick(2, 3))
    sb.betSlip.setStake(11, '10')
    sb.betSlip.setStake(21, '2.5')
    sb.betSlip.setStake(23, '5')
    const result = await sb.betSlip.place()

    // The singles go out together: the server may see them in either order.
    expect(env.bets.attempts).toHaveLength(2)
    const sent = (selectionId: number) =>
      env.bets.attempts.find((a) => a.legs[0]?.selectionId === selectionId)
    const [first, second] = [sent(11), sent(23)]
    expect(first).toMatchObject({
      acceptOdds: 'exact',
      stake: '10.00',
      currencyCode: 'USD',
      legs: [{ matchId: 1, marketId: 10, selectionId: 11, odds: '1.95' }],
    })
    expect(second).toMatchObject({ stake: '5.00', legs: [{ selectionId: 23, odds: '4.10' }] })
    expect(first!.requestId).toMatch(uuid)
    expect(second!.requestId).toMatch(uuid)
    expect(first!.requestId).not.toBe(second!.requestId)

    expect(result?.placed.map((entry) => [entry.bet, entry.order.stake])).toEqual([
      [11, '10.00'],
      [23, '5.00'],
    ])
    expect(result?.failed).toEqual([])
    const state = sb.betSlip.getState()
    expect(state.phase).toBe('result')
    expect(state.result).toEqual(result)
    // The balance is read again after placement.
    await vi.waitFor(() => expect(sb.balance.getState()[0]?.amount).toBe('85.00'))
  })

  it('sends a parlay as one order with every leg', async () => {
    const sb = await member()
    sb.betSlip.setMode('parlay')
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.add(pick(2, 1))
    sb.betSlip.setStake('parlay', '4')
    const result = await sb.betSlip.place()
    expect(env.bets.attempts).toHaveLength(1)
    expect(env.bets.attempts[0]).toMatchObject({
      acceptOdds: 'higher',
      stake: '4.00',
      legs: [{ selectionId: 11 }, { selectionId: 21 }],
    })
    expect(result?.placed).toMatchObject([{ bet: 'parlay', order: { kind: 'parlay', odds: '3.80' } }])
  })

  it('the result stays until dismissed; then placed bets leave and refused ones stay to be fixed', async () => {
    env.bets.closed.add(21)
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.add(pick(2, 1))
    sb.betSlip.setStake(11, '3')
    sb.betSlip.setStake(21, '4')
    const result = await sb.betSlip.place()
    expect(result?.placed.map((entry) => entry.bet)).toEqual([11])
    expect(result?.failed.map((entry) => entry.bet)).toEqual([21])
    expect(isApiError(result?.failed[0]?.error, 2003)).toBe(true)
    expect(sb.betSlip.getState().selections).toHaveLength(2)

    sb.betSlip.dismiss()
    const state = sb.betSlip.getState()
    expect(state.phase).toBe('editing')
    expect(state.result).toBeNull()
    expect(state.selections.map((entry) => [entry.selectionId, entry.stake])).toEqual([[21, '4']])
  })

  it('concurrent place() calls share one placement', async () => {
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake(11, '3')
    const [a, b] = await Promise.all([sb.betSlip.place(), sb.betSlip.place()])
    expect(a).toBe(b)
    expect(env.bets.attempts).toHaveLength(1)
  })

  it('edits wait while the orders are on the way', async () => {
    env.bets.answerLate(150)
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake(11, '3')
    const placing = sb.betSlip.place()
    await vi.waitFor(() => expect(sb.betSlip.getState().phase).toBe('placing'))
    sb.betSlip.setStake(11, '9')
    sb.betSlip.remove(11)
    expect(selection(sb.betSlip.getState(), 11).stake).toBe('3')
    await placing
    expect(sb.betSlip.getState().phase).toBe('result')
  })
})

describe('idempotency key', () => {
  it('a connection lost before the server retries with the same requestId, and the bet is placed once', async () => {
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake(11, '3')
    env.proxy.dropBefore(orderPath)
    const result = await sb.betSlip.place()
    expect(result?.placed).toHaveLength(1)
    expect(env.bets.attempts).toHaveLength(1)
    expect(env.bets.orders.size).toBe(1)
  })

  it('a connection lost after the server placed it retries with the same requestId and gets that order', async () => {
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake(11, '3')
    env.proxy.dropAfter(orderPath)
    const result = await sb.betSlip.place()
    expect(requestIds()).toHaveLength(2)
    expect(new Set(requestIds()).size).toBe(1)
    expect(env.bets.orders.size).toBe(1)
    expect(result?.placed[0]?.order.requestId).toBe(requestIds()[0])
  })

  it('a time-out retries with the same requestId and gets the order the first attempt made', async () => {
    env.bets.answerLate(1500)
    const sb = await member({ timeoutMs: 400 })
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake(11, '3')
    const result = await sb.betSlip.place()
    expect(requestIds()).toHaveLength(2)
    expect(new Set(requestIds()).size).toBe(1)
    expect(env.bets.orders.size).toBe(1)
    expect(result?.placed[0]?.order.id).toBe([...env.bets.orders.values()][0]?.id)
  })

  it('after the retries the failure is reported and the next place() of the same bet reuses the key', async () => {
    const sb = await member({ timeoutMs: 300, retryDelaysMs: [10] })
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake(11, '3')
    // The first attempt times out (the server made the order), the retry loses its connection.
    env.bets.answerLate(1000, 1)
    env.proxy.dropAfter(orderPath, 2)
    const first = await sb.betSlip.place()
    expect(first?.placed).toEqual([])
    expect(isNetworkError(first?.failed[0]?.error)).toBe(true)

    // The player presses again: same bet, same key; the server answers the order it made the first time.
    const again = await sb.betSlip.place()
    expect(again?.placed).toHaveLength(1)
    expect(requestIds()).toHaveLength(3)
    expect(new Set(requestIds()).size).toBe(1)
    expect(env.bets.orders.size).toBe(1)
  })

  it('a changed slip gets a new requestId', async () => {
    const sb = await member({ retryDelaysMs: [] })
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake(11, '3')
    env.proxy.dropAfter(orderPath)
    const first = await sb.betSlip.place()
    expect(isNetworkError(first?.failed[0]?.error)).toBe(true)
    sb.betSlip.setStake(11, '4')
    const second = await sb.betSlip.place()
    expect(second?.placed).toHaveLength(1)
    expect(env.bets.attempts.map((attempt) => attempt.stake)).toEqual(['3.00', '4.00'])
    expect(env.bets.attempts[1]?.requestId).not.toBe(env.bets.attempts[0]?.requestId)
  })

  it('an answered bet retires its key: the same bet again is a new order', async () => {
    const sb = await member()
    for (let round = 0; round < 2; round++) {
      sb.betSlip.add(pick(1, 1))
      sb.betSlip.setStake(11, '3')
      await sb.betSlip.place()
      sb.betSlip.dismiss()
    }
    expect(new Set(requestIds()).size).toBe(2)
    expect(env.bets.orders.size).toBe(2)
  })
})

describe('answers of the server', () => {
  it('2002 under exact: the slip takes the current odds, reports them and waits for the player', async () => {
    env.bets.odds.set(11, '1.90')
    const sb = await member({ policy: 'exact' })
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake(11, '10')
    const result = await sb.betSlip.place()
    expect(isApiError(result?.failed[0]?.error, 2002)).toBe(true)
    sb.betSlip.dismiss()
    let entry = selection(sb.betSlip.getState(), 11)
    expect([entry.odds, entry.seenOdds, entry.oddsChange]).toEqual(['1.90', '1.95', 'down'])
    expect(entry.issues).toEqual([{ code: 'oddsChanged', from: '1.95', to: '1.90', direction: 'down' }])
    expect(sb.betSlip.getState().canPlace).toBe(false)

    sb.betSlip.acceptOdds()
    const again = await sb.betSlip.place()
    expect(again?.placed[0]?.order.odds).toBe('1.90')
    expect(env.bets.attempts[1]).toMatchObject({ legs: [{ odds: '1.90' }] })
    expect(env.bets.attempts[1]?.requestId).not.toBe(env.bets.attempts[0]?.requestId)
    entry = selection(sb.betSlip.getState(), 11)
    expect(entry.oddsChange).toBeNull()
  })

  it('under higher a better price is placed and a worse one is 2002', async () => {
    env.bets.odds.set(11, '2.10')
    env.bets.odds.set(21, '1.80')
    const sb = await member({ policy: 'higher' })
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.add(pick(2, 1))
    sb.betSlip.setStake(11, '3')
    sb.betSlip.setStake(21, '3')
    const result = await sb.betSlip.place()
    expect(result?.placed.map((entry) => [entry.bet, entry.order.odds])).toEqual([[11, '2.10']])
    expect(result?.failed.map((entry) => [entry.bet, isApiError(entry.error, 2002)])).toEqual([[21, true]])
    expect(selection(sb.betSlip.getState(), 21).issues).toEqual([
      { code: 'oddsChanged', from: '1.95', to: '1.80', direction: 'down' },
    ])
  })

  it('under any the bet is placed at whatever the odds are', async () => {
    env.bets.odds.set(11, '1.50')
    const sb = await member({ policy: 'any' })
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake(11, '3')
    const result = await sb.betSlip.place()
    expect(result?.placed[0]?.order.odds).toBe('1.50')
  })

  it('2003 marks the refused selection unavailable until the feed moves it again', async () => {
    env.bets.closed.add(11)
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake(11, '3')
    await sb.betSlip.place()
    sb.betSlip.dismiss()
    expect(selection(sb.betSlip.getState(), 11).issues).toEqual([{ code: 'unavailable' }])
    sb.liveOdds.receive('odds', [
      { seq: 9, matchId: 1, marketId: 10, selectionId: 11, odds: '1.97', status: 'open' },
    ])
    expect(selection(sb.betSlip.getState(), 11).issues).toEqual([])
  })

  it("2004 takes the server's stake range for that bet", async () => {
    env.bets.failNext({
      code: 2004,
      msg: 'Stake outside your limits',
      data: { currencyCode: 'USD', min: '1.00', max: '20.00', maxPayout: '2000.00', odds: '1.95' },
    })
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake(11, '30')
    const result = await sb.betSlip.place()
    expect(result?.failed[0]?.error.message).toBe('Stake outside your limits')
    sb.betSlip.dismiss()
    const entry = selection(sb.betSlip.getState(), 11)
    expect(entry.limit).toEqual({ min: '1.00', max: '20.00' })
    expect(entry.issues).toEqual([{ code: 'stakeAboveMax', max: '20.00' }])
  })

  it('2001 is reported and the balance read again shows why', async () => {
    const sb = await member()
    env.bets.balance.amount = '5.00'
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake(11, '10')
    const result = await sb.betSlip.place()
    expect(isApiError(result?.failed[0]?.error, 2001)).toBe(true)
    sb.betSlip.dismiss()
    await vi.waitFor(() =>
      expect(sb.betSlip.getState().issues).toEqual([
        { code: 'insufficientBalance', required: '10.00', available: '5.00' },
      ]),
    )
  })
})
