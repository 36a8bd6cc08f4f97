import { randomUUID } from 'node:crypto'
import type { PeerBank, Protection, ProtectionPush, UserInfo } from '@sportsbook/sdk/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import { newBettor, upcomingFootball } from './bets-support'
import {
  bettorWithPick,
  dayMs,
  deposit,
  expectBlocked,
  expectInvalid,
  openBank,
  readProtection,
  stake,
  useProtectionClock,
} from './protection-support'
import { pwdOf, type TestSession } from './support/client'
import { login, newMember } from './support/flows'
import { useSharedServer } from './support/shared-server'
import { closeOpenedSockets, connected, next, openSocket } from './support/sockets'

const ps = useSharedServer()
const clock = useProtectionClock()
afterEach(closeOpenedSockets)

function takeBreak(
  session: TestSession,
  path: 'time-out' | 'self-exclude',
  duration: string,
  password = 'secret123',
) {
  return ps.client.form<Protection>(
    `/app/api/member/protection/${path}`,
    { duration, pwd: pwdOf(password) },
    session,
  )
}

async function loggedIn(account: string, password = 'secret123') {
  const answer = await login(ps.client, account, password)
  expect(answer.code, answer.msg).toBe(0)
  return answer.data
}

describe('time-out (PROTOCOL.md section 11)', () => {
  it('revokes every session, tells the main socket, and the next login is a restricted session', async () => {
    const member = await newMember(ps.client)
    const second = await loggedIn(member.account)
    const socket = await connected(openSocket(ps.client.baseUrl, 'main', second))
    const told = next<ProtectionPush>(socket, 'protection')
    const closed = next<string>(socket, 'disconnect')
    const answer = await takeBreak(member, 'time-out', '24h')
    expect(answer.code, answer.msg).toBe(0)
    expect(answer.data.timeOut?.until).toBeGreaterThanOrEqual(clock.now() + dayMs - 5_000)
    expect(await told).toMatchObject({ reason: 'timeOut', until: answer.data.timeOut!.until })
    expect(await closed).toBe('io server disconnect')
    for (const session of [member, second]) {
      expect((await ps.client.form('/app/api/wallet/balance', {}, session)).code).toBe(403)
    }

    const restricted: UserInfo = await loggedIn(member.account)
    expect(restricted.restricted).toEqual({ reason: 'timeOut', until: answer.data.timeOut!.until })
    for (const path of ['/app/api/wallet/balance', '/app/api/member/protection', '/app/api/withdraw/list']) {
      expect((await ps.client.form(path, {}, restricted)).code, path).toBe(0)
    }
    const profile = await ps.client.form<UserInfo>('/app/api/member/profile', {}, restricted)
    expect(profile.data.restricted?.reason).toBe('timeOut')
    expectBlocked(await deposit(ps, restricted, '10'), 'timeOut')
    expectBlocked(
      await ps.client.form(
        '/app/api/member/protection/limit/set',
        { kind: 'loss', period: 'day', currencyCode: 'USD', amount: '5' },
        restricted,
      ),
      'timeOut',
    )
    expectBlocked(await ps.client.form('trade/api/order/list', {}, restricted), 'timeOut')
    expect((await ps.client.form('/app/api/member/logout', {}, restricted)).code).toBe(0)
  })

  it('ends the games opened before it', async () => {
    const player = await newBettor(ps, '100')
    const launched = await ps.client.form<{ url: string }>(
      'game/play',
      { gameId: 101, currencyCode: 'USD', amount: '20', requestId: randomUUID() },
      player,
    )
    expect(launched.code, launched.msg).toBe(0)
    const session = new URL(launched.data.url).searchParams.get('session') ?? ''
    expect((await takeBreak(player, 'time-out', '24h')).code).toBe(0)
    const fairness = await fetch(
      `${ps.client.baseUrl}/games/house/api/fairness?session=${encodeURIComponent(session)}`,
    )
    expect(((await fairness.json()) as { code: number }).code).toBe(403)
  })

  it('only lengthens, cannot be shortened, and lifts when it ends', async () => {
    const { bettor, pick } = await bettorWithPick(ps)
    const account = (await ps.client.form<UserInfo>('/app/api/member/profile', {}, bettor)).data.account
    const first = await takeBreak(bettor, 'time-out', '7d')
    expect(first.code, first.msg).toBe(0)
    const until = first.data.timeOut!.until
    const session = await loggedIn(account)
    const shorter = await takeBreak(session, 'time-out', '24h')
    expect(shorter.code, shorter.msg).toBe(0)
    expect(shorter.data.timeOut?.until).toBe(until)
    expect((await loggedIn(account)).restricted).toEqual({ reason: 'timeOut', until })
    clock.advance(7 * dayMs + 60_000)
    const free = await loggedIn(account)
    expect(free.restricted).toBeNull()
    expect((await stake(ps, free, pick, '5')).code).toBe(0)
    const longer = await takeBreak(free, 'time-out', '30d')
    expect(longer.data.timeOut!.until).toBeGreaterThan(until + 29 * dayMs)
  })

  it('a self-exclusion during a time-out outlasts it', async () => {
    const member = await newMember(ps.client)
    expect((await takeBreak(member, 'time-out', '24h')).code).toBe(0)
    const session = await loggedIn(member.account)
    const excluded = await takeBreak(session, 'self-exclude', '1y')
    expect(excluded.code, excluded.msg).toBe(0)
    expect((await loggedIn(member.account)).restricted).toMatchObject({
      reason: 'selfExcluded',
      until: excluded.data.selfExclusion!.until,
    })
  })

  it('wants the login password (1005) and a duration the brand offers (1000), changing nothing', async () => {
    const member = await newMember(ps.client)
    const wrong = await takeBreak(member, 'time-out', '24h', 'not-it-1')
    expect(wrong.code).toBe(1005)
    expectInvalid(await takeBreak(member, 'time-out', '3d'), 'duration')
    expectInvalid(await takeBreak(member, 'self-exclude', '24h'), 'duration')
    expect((await ps.client.form('/app/api/wallet/balance', {}, member)).code).toBe(0)
    expect((await readProtection(ps, member)).timeOut).toBeNull()
  })
})

describe('self-exclusion', () => {
  it('indefinite: every session ends, logins are restricted for good, open banks pause', async () => {
    const banker = await newBettor(ps, '500')
    const account = (await ps.client.form<UserInfo>('/app/api/member/profile', {}, banker)).data.account
    const bank = await openBank(ps, banker, upcomingFootball(ps)[2]!)
    expect(bank.code, bank.msg).toBe(0)
    const answer = await takeBreak(banker, 'self-exclude', 'indefinite')
    expect(answer.code, answer.msg).toBe(0)
    expect(answer.data.selfExclusion).toMatchObject({ until: null })
    const [status] = await ps.server.ctx.db.query<{ status: string }>(
      'SELECT status FROM banks WHERE id = $1',
      [(bank.data as PeerBank).id],
    )
    expect(status?.status).toBe('paused')
    clock.advance(3650 * dayMs)
    const session = await loggedIn(account)
    expect(session.restricted).toEqual({ reason: 'selfExcluded', until: null })
    expectBlocked(await ps.client.form('app/api/member/red/envelope/activity', {}, session), 'selfExcluded')
    expectBlocked(
      await ps.client.form(
        '/match/opening/sale/status',
        { id: (bank.data as PeerBank).id, open: true },
        session,
      ),
      'selfExcluded',
    )
  })

  it('six months end on the calendar day, and a time-out during it does not shorten it', async () => {
    const member = await newMember(ps.client)
    const answer = await takeBreak(member, 'self-exclude', '6m')
    expect(answer.code, answer.msg).toBe(0)
    const { since, until } = answer.data.selfExclusion!
    const end = new Date(since)
    end.setUTCMonth(end.getUTCMonth() + 6)
    expect(Math.abs(until! - end.getTime())).toBeLessThanOrEqual(3 * dayMs)
    const session = await loggedIn(member.account)
    expect(session.restricted).toEqual({ reason: 'selfExcluded', until })
  })
})
