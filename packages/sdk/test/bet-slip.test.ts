import { describe, expect, it, vi } from 'vitest'
import { type BetIssue, type BetSlipState, memoryStorage, type Sportsbook } from '../src'
import { toBetPick } from '../src/bet-slip/bet-pick'
import { emptyBetSlip } from '../src/bet-slip/bet-slip-empty'
import { maxParlayLegs } from '../src/bet-slip/stake-rules'
import { maxParlayLegs as protocolMaxLegs } from '../src/protocol'
import { loginMember } from './support/bet-server'
import { footballMatch } from './support/match-socket-server'
import { useTestBackend } from './support/test-backend'

const env = useTestBackend({ bets: true })
const { open } = env

/** A logged-in member (USD, balance 100.00) whose slip has loaded and read its limits. */
async function member(options: Parameters<typeof open>[0] = {}) {
  const sb = open(options)
  await loginMember(env.backend, sb)
  await sb.betSlip.load()
  await vi.waitFor(() => {
    const { account } = sb.betSlip.getState()
    expect(account.limits).not.toBeNull()
    expect(account.available).toBe('100.00')
  })
  return sb
}

const pick = (matchId: number, n: number, match = footballMatch(matchId)) =>
  toBetPick(match, matchId * 10 + n)!
const codesOf = (issues: BetIssue[]) => issues.map((issue) => issue.code)
const selection = (state: BetSlipState, selectionId: number) =>
  state.selections.find((entry) => entry.selectionId === selectionId)!

describe('picks', () => {
  it('the empty slip is what the reducer makes of nothing', async () => {
    const { deriveBetSlip } = await import('../src/bet-slip/bet-slip-derive')
    expect(deriveBetSlip(emptyBetSlip)).toEqual(emptyBetSlip)
  })

  it('toBetPick carries the ids, the odds and the labels a slip shows', () => {
    expect(pick(1, 3)).toEqual({
      matchId: 1,
      marketId: 10,
      selectionId: 13,
      odds: '4.10',
      sportType: 1,
      leagueName: 'Premier League',
      homeName: 'Home 1',
      awayName: 'Away 1',
      startTime: 1_900_000_000_000,
      marketType: '1x2',
      line: null,
      selectionName: 'away',
      matchStatus: 'upcoming',
      marketStatus: 'open',
    })
    expect(toBetPick(footballMatch(1), 99)).toBeUndefined()
  })

  it('adds, replaces, toggles and removes selections', async () => {
    const sb = open()
    sb.betSlip.add(pick(1, 1))
    await sb.betSlip.load()
    sb.betSlip.add({ ...pick(1, 1), odds: '2.00' })
    sb.betSlip.add(pick(2, 1))
    // The same selection again takes its place (and its stake) with the newer odds.
    expect(sb.betSlip.getState().selections.map((s) => [s.selectionId, s.odds])).toEqual([
      [11, '2.00'],
      [21, '1.95'],
    ])
    sb.betSlip.toggle(pick(2, 1))
    sb.betSlip.toggle(pick(3, 2))
    expect(sb.betSlip.getState().selections.map((s) => s.selectionId)).toEqual([11, 32])
    sb.betSlip.remove(11)
    expect(sb.betSlip.getState().selections.map((s) => s.selectionId)).toEqual([32])
  })

  it('a reference taken before the slip loaded still reaches it', async () => {
    const sb = open()
    const { add, getState, load } = sb.betSlip
    expect(getState()).toBe(emptyBetSlip)
    add(pick(1, 1))
    await load()
    expect(getState().selections).toHaveLength(1)
    expect(sb.betSlip.getState()).toBe(getState())
  })
})

describe('who may bet', () => {
  it('a visitor cannot place: notMember, and place() sends nothing', async () => {
    const sb = open()
    await sb.session.start()
    sb.betSlip.add(pick(1, 1))
    await sb.betSlip.load()
    sb.betSlip.setStake(11, '5')
    const state = sb.betSlip.getState()
    expect(state.issues).toEqual([{ code: 'notMember' }])
    expect(state.canPlace).toBe(false)
    expect(await sb.betSlip.place()).toBeNull()
    expect(env.bets.attempts).toEqual([])
  })

  it('a member can, and logout empties the slip (spec section 4)', async () => {
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake(11, '5')
    expect(sb.betSlip.getState().canPlace).toBe(true)
    await sb.session.logout()
    expect(sb.betSlip.getState().selections).toEqual([])
    await vi.waitFor(() => expect(sb.betSlip.getState().issues).toEqual([{ code: 'notMember' }]))
  })
})

describe('singles', () => {
  it('takes one stake per selection and shows each return floored to the currency scale', async () => {
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.add(pick(1, 2))
    sb.betSlip.add(pick(2, 3))
    sb.betSlip.setStake(11, '10')
    sb.betSlip.setStake(12, '3.33')
    const state = sb.betSlip.getState()
    expect(selection(state, 11).potentialReturn).toBe('19.50')
    expect(selection(state, 12).potentialReturn).toBe('11.32') // 3.33 * 3.40 = 11.322
    expect(selection(state, 23).potentialReturn).toBeNull()
    expect(codesOf(selection(state, 23).issues)).toEqual(['noStake'])
    expect(state.totalStake).toBe('13.33')
    // Two selections of one match are fine as singles; the one without a stake is left out.
    expect(state.issues).toEqual([])
    expect(state.canPlace).toBe(true)
  })

  it('with no stake at all the slip says noStake', async () => {
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    expect(sb.betSlip.getState().issues).toEqual([{ code: 'noStake' }])
    expect(sb.betSlip.getState().canPlace).toBe(false)
  })

  it('cleans what is typed: digits and one point, decimals cut to the scale', async () => {
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    const stake = () => selection(sb.betSlip.getState(), 11).stake
    sb.betSlip.setStake(11, '10.567')
    expect(stake()).toBe('10.56')
    sb.betSlip.setStake(11, 'abc')
    expect(stake()).toBe('10.56')
    sb.betSlip.setStake(11, '-5')
    expect(stake()).toBe('10.56')
    sb.betSlip.setStake(11, '1,000')
    expect(stake()).toBe('1000')
    sb.betSlip.setStake(11, '.')
    expect(stake()).toBe('.')
    expect(codesOf(selection(sb.betSlip.getState(), 11).issues)).toEqual(['noStake'])
    sb.betSlip.setStake(11, '')
    expect(stake()).toBe('')
  })
})

describe('parlay', () => {
  it('takes one stake; its odds are the product of the legs rounded down', async () => {
    const sb = await member()
    sb.betSlip.setMode('parlay')
    sb.betSlip.add(pick(1, 1)) // 1.95
    sb.betSlip.add(toBetPick(footballMatch(2, { odds: ['2.10', '3.00', '3.00'] }), 21)!)
    sb.betSlip.add(toBetPick(footballMatch(3, { odds: ['1.50', '3.00', '3.00'] }), 31)!)
    sb.betSlip.setStake('parlay', '10')
    const { parlay, canPlace, totalStake, selections } = sb.betSlip.getState()
    expect(parlay.odds).toBe('6.14') // 6.1425
    expect(parlay.potentialReturn).toBe('61.40')
    expect(parlay.issues).toEqual([])
    expect(totalStake).toBe('10.00')
    // Stakes of singles do not count in parlay mode.
    expect(selections.every((entry) => entry.issues.length === 0)).toBe(true)
    expect(canPlace).toBe(true)
  })

  it('refuses two selections of one match', async () => {
    const sb = await member()
    sb.betSlip.setMode('parlay')
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.add(pick(1, 4))
    sb.betSlip.add(pick(2, 1))
    sb.betSlip.setStake('parlay', '10')
    const state = sb.betSlip.getState()
    expect(selection(state, 11).issues).toEqual([{ code: 'sameMatch', matchId: 1 }])
    expect(selection(state, 14).issues).toEqual([{ code: 'sameMatch', matchId: 1 }])
    expect(selection(state, 21).issues).toEqual([])
    expect(state.canPlace).toBe(false)
    // No combined price or return is shown for legs that cannot be combined.
    expect(state.parlay).toMatchObject({ odds: null, potentialReturn: null })
    sb.betSlip.remove(14)
    expect(sb.betSlip.getState().canPlace).toBe(true)
    expect(sb.betSlip.getState().parlay.odds).not.toBeNull()
  })

  it('needs two legs and takes at most the protocol maximum', async () => {
    expect(maxParlayLegs).toBe(protocolMaxLegs)
    const sb = await member()
    sb.betSlip.setMode('parlay')
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake('parlay', '2')
    expect(sb.betSlip.getState().parlay.issues).toEqual([{ code: 'tooFewLegs', min: 2 }])
    for (let id = 2; id <= maxParlayLegs + 1; id++) sb.betSlip.add(pick(id, 1))
    expect(sb.betSlip.getState().parlay.issues).toContainEqual({ code: 'tooManyLegs', max: maxParlayLegs })
    expect(sb.betSlip.getState().canPlace).toBe(false)
  })

  it('takes the highest minimum and the lowest maximum of its legs, lowered by the payout cap', async () => {
    const sb = await member()
    sb.betSlip.setMode('parlay')
    sb.betSlip.add(pick(1, 4)) // total: 1.00 to 300.00
    sb.betSlip.add(pick(2, 1)) // 1x2: 2.00 to 400.00
    // 1.90 * 1.95 = 3.705 -> 3.70; 2000.00 / 3.70 = 540.54, above 300.00.
    expect(sb.betSlip.getState().parlay.limit).toEqual({ min: '2.00', max: '300.00' })
    sb.betSlip.setStake('parlay', '1.50')
    expect(sb.betSlip.getState().parlay.issues).toEqual([{ code: 'stakeBelowMin', min: '2.00' }])
  })
})

describe('limits and balance', () => {
  it("checks a single's stake against its market's range of the member limits", async () => {
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    expect(selection(sb.betSlip.getState(), 11).limit).toEqual({ min: '2.00', max: '400.00' })
    sb.betSlip.setStake(11, '1.99')
    expect(selection(sb.betSlip.getState(), 11).issues).toEqual([{ code: 'stakeBelowMin', min: '2.00' }])
    sb.betSlip.setStake(11, '400.01')
    expect(codesOf(selection(sb.betSlip.getState(), 11).issues)).toEqual(['stakeAboveMax'])
  })

  it('lowers the maximum so that the return stays within maxPayout', async () => {
    const sb = await member()
    sb.betSlip.add(toBetPick(footballMatch(1, { odds: ['12.50', '3.00', '3.00'] }), 11)!)
    // 2000.00 / 12.50 = 160.00
    expect(selection(sb.betSlip.getState(), 11).limit).toEqual({ min: '2.00', max: '160.00' })
  })

  it("takes the server's amount limit of the bet when it answers", async () => {
    env.bets.amountLimits.set('s11', { min: '5.00', max: '50.00' })
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    await vi.waitFor(() =>
      expect(selection(sb.betSlip.getState(), 11).limit).toEqual({ min: '5.00', max: '50.00' }),
    )
    sb.betSlip.setStake(11, '60')
    expect(selection(sb.betSlip.getState(), 11).issues).toEqual([{ code: 'stakeAboveMax', max: '50.00' }])
    // Asked once per bet, with the member's currency and the leg's ids.
    sb.betSlip.setStake(11, '61')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(env.bets.limitCalls).toHaveLength(1)
  })

  it('refuses stakes that together exceed the spendable balance', async () => {
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.add(pick(2, 1))
    sb.betSlip.setStake(11, '60')
    sb.betSlip.setStake(21, '50')
    expect(sb.betSlip.getState().issues).toEqual([
      { code: 'insufficientBalance', required: '110.00', available: '100.00' },
    ])
    expect(sb.betSlip.getState().canPlace).toBe(false)
    sb.betSlip.setStake(21, '40')
    expect(sb.betSlip.getState().canPlace).toBe(true)
  })

  it('quick stakes add multiples of the smallest stake; max stake takes the lower of limit and balance', async () => {
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    expect(sb.betSlip.getState().quickStakes).toEqual(['5.00', '10.00', '50.00', '100.00'])
    sb.betSlip.addStake(11, '10.00')
    sb.betSlip.addStake(11, '5.00')
    expect(selection(sb.betSlip.getState(), 11).stake).toBe('15.00')
    sb.betSlip.setMaxStake(11)
    expect(selection(sb.betSlip.getState(), 11).stake).toBe('100.00') // balance 100.00 < 400.00
    sb.betSlip.setMode('parlay')
    sb.betSlip.add(pick(2, 1))
    sb.betSlip.setMaxStake('parlay')
    expect(sb.betSlip.getState().parlay.stake).toBe('100.00')
  })
})

describe('market and match states', () => {
  it('a suspended or closed market, a finished match', async () => {
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.add(pick(2, 1))
    sb.betSlip.add(pick(3, 1))
    sb.betSlip.setStake(11, '5')
    sb.liveOdds.receive('odds', [
      { seq: 2, matchId: 1, marketId: 10, selectionId: 11, odds: '1.95', status: 'suspended' },
      { seq: 2, matchId: 2, marketId: 20, selectionId: 21, odds: '1.95', status: 'closed' },
    ])
    sb.liveOdds.receive('match', { seq: 2, matchId: 3, status: 'finished' })
    const state = sb.betSlip.getState()
    expect(selection(state, 11).issues).toEqual([{ code: 'marketSuspended' }])
    expect(codesOf(selection(state, 21).issues)).toEqual(['marketClosed', 'noStake'])
    expect(selection(state, 21).issues[0]).toEqual({ code: 'marketClosed', status: 'closed' })
    expect(selection(state, 31).issues[0]).toEqual({ code: 'marketClosed', status: 'finished' })
    expect(state.canPlace).toBe(false)

    sb.liveOdds.receive('odds', [
      { seq: 3, matchId: 1, marketId: 10, selectionId: 11, odds: '1.95', status: 'open' },
    ])
    expect(sb.betSlip.getState().canPlace).toBe(true)
  })

  it('a pre-match price on a match that has started waits for the player to take the live price', async () => {
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake(11, '5')
    sb.liveOdds.receive('match', { seq: 4, matchId: 1, status: 'live' })
    expect(selection(sb.betSlip.getState(), 11).issues).toEqual([{ code: 'matchStarted' }])
    sb.betSlip.acceptOdds()
    expect(selection(sb.betSlip.getState(), 11).livePrice).toBe(true)
    expect(sb.betSlip.getState().canPlace).toBe(true)

    // A pick taken while the match was live is a live price from the start.
    sb.betSlip.add(toBetPick(footballMatch(2, { status: 'live' }), 21)!)
    expect(selection(sb.betSlip.getState(), 21).livePrice).toBe(true)
  })
})

describe('odds changes and the policy', () => {
  const move = (sb: Sportsbook, odds: string, seq: number) =>
    sb.liveOdds.receive('odds', [{ seq, matchId: 1, marketId: 10, selectionId: 11, odds, status: 'open' }])

  it('follows the live odds, remembers what the player saw and marks the change', async () => {
    const sb = await member()
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake(11, '10')
    await move(sb, '2.05', 2)
    let entry = selection(sb.betSlip.getState(), 11)
    expect([entry.odds, entry.seenOdds, entry.oddsChange, entry.potentialReturn]).toEqual([
      '2.05',
      '1.95',
      'up',
      '20.50',
    ])
    await move(sb, '1.80', 3)
    entry = selection(sb.betSlip.getState(), 11)
    expect([entry.odds, entry.oddsChange]).toEqual(['1.80', 'down'])
    sb.betSlip.acceptOdds()
    entry = selection(sb.betSlip.getState(), 11)
    expect([entry.seenOdds, entry.oddsChange]).toEqual(['1.80', null])
  })

  it.each([
    ['exact', '2.05', true],
    ['exact', '1.80', true],
    ['higher', '2.05', false],
    ['higher', '1.80', true],
    ['any', '2.05', false],
    ['any', '1.80', false],
  ] as const)('policy %s, odds moving to %s: blocked %s', async (policy, odds, blocked) => {
    const sb = await member()
    sb.betSlip.setPolicy(policy)
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.setStake(11, '10')
    await move(sb, odds, 2)
    const { issues } = selection(sb.betSlip.getState(), 11)
    expect(issues).toEqual(
      blocked
        ? [{ code: 'oddsChanged', from: '1.95', to: odds, direction: odds > '1.95' ? 'up' : 'down' }]
        : [],
    )
    expect(sb.betSlip.getState().canPlace).toBe(!blocked)
  })

  it('keeps the policy in local storage (oddsChangePolicy)', async () => {
    const storage = memoryStorage()
    const sb = open({ storage })
    expect(sb.betSlip.getState().policy).toBe('higher')
    sb.betSlip.setPolicy('exact')
    await sb.betSlip.load()
    expect(sb.betSlip.getState().policy).toBe('exact')
    await vi.waitFor(async () => expect(await storage.getItem('oddsChangePolicy')).toBe('exact'))

    const again = open({ storage })
    again.betSlip.subscribe(() => undefined)
    await vi.waitFor(() => expect(again.betSlip.getState().policy).toBe('exact'))
    expect(() => sb.betSlip.setPolicy('sometimes' as 'any')).toThrow(RangeError)
  })

  it('follows odds pushed by a real match socket', async () => {
    const { startMatchSocketServer } = await import('./support/match-socket-server')
    const sockets = await startMatchSocketServer()
    try {
      const sb = open({ socketUrl: sockets.url })
      sb.betSlip.add(pick(1, 1))
      await sb.betSlip.load()
      const connected = sockets.nextConnection()
      await sb.sockets.match.connect()
      const socket = await connected
      socket.emit('odds', [
        { seq: 7, matchId: 1, marketId: 10, selectionId: 11, odds: '2.40', status: 'open' },
      ])
      await vi.waitFor(() => expect(selection(sb.betSlip.getState(), 11).odds).toBe('2.40'))
      expect(selection(sb.betSlip.getState(), 11).oddsChange).toBe('up')
    } finally {
      await sockets.close()
    }
  })
})

describe('session storage', () => {
  it('keeps the picks, stakes and mode for a reload of the tab, and clear() forgets them', async () => {
    const sessionStorage = memoryStorage()
    const sb = await member({ sessionStorage })
    sb.betSlip.add(pick(1, 1))
    sb.betSlip.add(pick(2, 1))
    sb.betSlip.setStake(11, '7')
    sb.betSlip.setMode('parlay')
    sb.betSlip.setStake('parlay', '3')
    await vi.waitFor(async () =>
      expect(await sessionStorage.getItem('betSlip')).toContain('"parlayStake":"3"'),
    )

    const reloaded = open({ sessionStorage })
    reloaded.betSlip.subscribe(() => undefined)
    await vi.waitFor(() => expect(reloaded.betSlip.getState().selections).toHaveLength(2))
    const state = reloaded.betSlip.getState()
    expect(state.mode).toBe('parlay')
    expect(state.parlay.stake).toBe('3')
    expect(selection(state, 11)).toMatchObject({ stake: '7', seenOdds: '1.95', homeName: 'Home 1' })

    reloaded.betSlip.clear()
    expect(reloaded.betSlip.getState().selections).toEqual([])
    await vi.waitFor(async () => expect(await sessionStorage.getItem('betSlip')).toBeNull())
  })

  it('a language change empties the slip (spec section 4)', async () => {
    const sb = await member()
    await sb.language.init()
    sb.betSlip.add(pick(1, 1))
    await sb.language.set('ja')
    expect(sb.betSlip.getState().selections).toEqual([])
  })
})
