import type { Protection, ProtectionPush, RealityCheckPush } from '@sportsbook/sdk/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import { protectionPushesOf } from '../src/protection/pushes'
import {
  bettorWithPick,
  deposit,
  expectBlocked,
  expectInvalid,
  limitSet,
  readProtection,
  stake,
  useProtectionClock,
} from './protection-support'
import type { TestSession } from './support/client'
import { useSharedServer } from './support/shared-server'
import { closeOpenedSockets, connected, next, openSocket } from './support/sockets'

const ps = useSharedServer()
const clock = useProtectionClock()
afterEach(closeOpenedSockets)

const minute = 60_000

function setInterval(session: TestSession, minutes: number | string) {
  return ps.client.form<Protection>('/app/api/member/protection/reality-check', { minutes }, session)
}

function ack(session: TestSession, choice: string) {
  return ps.client.form('/app/api/member/protection/reality-check/ack', { choice }, session)
}

async function tick() {
  await protectionPushesOf(ps.server.ctx)!.tick()
}

describe('reality checks (PROTOCOL.md section 11)', () => {
  it('pushes the session so far when due; stakes wait for the answer; continue lets them through', async () => {
    const { bettor, pick } = await bettorWithPick(ps)
    const set = await setInterval(bettor, 15)
    expect(set.code, set.msg).toBe(0)
    expect(set.data.realityCheckMinutes).toBe(15)
    const since = set.data.sessionStartedAt!
    expect((await stake(ps, bettor, pick, '5')).code).toBe(0)
    const socket = await connected(openSocket(ps.client.baseUrl, 'main', bettor))
    const pushed = next<RealityCheckPush>(socket, 'realityCheck')
    clock.advance(16 * minute)
    await tick()
    const check = await pushed
    expect(check).toMatchObject({ stakes: '5.00', returns: '0.00', net: '-5.00', currencyCode: 'USD', since })
    expect(check.elapsedMs).toBeGreaterThanOrEqual(16 * minute)
    expect(expectBlocked(await stake(ps, bettor, pick, '5'), 'realityCheck').until).toBeNull()
    // Money in is no stake: a deposit is not held by the check.
    expect((await deposit(ps, bettor, '10')).code).toBe(0)
    expect((await ack(bettor, 'continue')).code).toBe(0)
    expect((await stake(ps, bettor, pick, '5')).code).toBe(0)
    clock.advance(14 * minute)
    expect((await stake(ps, bettor, pick, '5')).code).toBe(0)
    clock.advance(2 * minute)
    expectBlocked(await stake(ps, bettor, pick, '5'), 'realityCheck')
  })

  it('an answer to log out ends the session; the next login starts the count again', async () => {
    const { bettor, pick } = await bettorWithPick(ps)
    expect((await setInterval(bettor, 30)).code).toBe(0)
    clock.advance(31 * minute)
    expectBlocked(await stake(ps, bettor, pick, '1'), 'realityCheck')
    expect((await ack(bettor, 'logout')).code).toBe(0)
    expect((await ps.client.form('/app/api/wallet/balance', {}, bettor)).code).toBe(403)
  })

  it('0 turns it off; an interval the brand does not offer is 1000 on minutes, changing nothing', async () => {
    const { bettor, pick } = await bettorWithPick(ps)
    expectInvalid(await setInterval(bettor, 20), 'minutes')
    expectInvalid(await setInterval(bettor, 'soon'), 'minutes')
    expectInvalid(await ack(bettor, 'later'), 'choice')
    expect((await readProtection(ps, bettor)).realityCheckMinutes).toBe(0)
    expect((await setInterval(bettor, 15)).code).toBe(0)
    expect((await setInterval(bettor, 0)).code).toBe(0)
    clock.advance(60 * minute)
    expect((await stake(ps, bettor, pick, '1')).code).toBe(0)
  })
})

describe('session limit push', () => {
  it('tells the main socket once when the session limit runs out', async () => {
    const { bettor, pick } = await bettorWithPick(ps)
    await limitSet(ps, bettor, { kind: 'session', period: 'day', currencyCode: null, amount: '5' })
    const socket = await connected(openSocket(ps.client.baseUrl, 'main', bettor))
    const told = next<ProtectionPush>(socket, 'protection')
    await tick()
    for (let step = 0; step < 3; step += 1) {
      clock.advance(2 * minute)
      await tick()
    }
    const push = await told
    expect(push.reason).toBe('sessionLimit')
    expect(push.until).toBeGreaterThan(clock.now())
    expectBlocked(await stake(ps, bettor, pick, '1'), 'sessionLimit')
  })
})
