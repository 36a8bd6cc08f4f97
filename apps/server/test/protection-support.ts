import { randomUUID } from 'node:crypto'
import type { Envelope, Limit, Protection, ProtectionRefusal } from '@sportsbook/sdk/protocol'
import { afterEach, expect } from 'vitest'
import type { BookMatch } from '../src/matches/book'
import { protectionClock } from '../src/protection/clock'
import { forgetActivityTouches } from '../src/protection/session-protection'
import { newBettor, pickOf, placeOrder, upcomingFootball } from './bets-support'
import { openBank as openBankOn } from './market-support'
import type { TestSession } from './support/client'
import { creditMember } from './support/ledger-credits'
import type { SharedServer } from './support/shared-server'

/**
 * What the player protection tests share (PROTOCOL.md section 11): the protection clock put back after each test,
 * members with money, and the calls of the protection paths.
 */
export type ProtectionServer = SharedServer

/** Registers the file's afterEach: the protection clock back on the wall clock. */
export function useProtectionClock(): typeof protectionClock {
  afterEach(() => {
    protectionClock.reset()
    forgetActivityTouches()
  })
  return protectionClock
}

export const hourMs = 3_600_000
export const dayMs = 24 * hourMs

export function protectionOf(ps: ProtectionServer, session: TestSession) {
  return ps.client.form<Protection>('/app/api/member/protection', {}, session)
}

export async function readProtection(ps: ProtectionServer, session: TestSession): Promise<Protection> {
  const answer = await protectionOf(ps, session)
  expect(answer.code, answer.msg).toBe(0)
  return answer.data
}

export interface LimitBody {
  kind: string
  period: string
  currencyCode?: string | null
  amount?: string
}

export function setLimit(ps: ProtectionServer, session: TestSession, body: LimitBody) {
  return ps.client.form<Limit>(
    '/app/api/member/protection/limit/set',
    { currencyCode: 'USD', ...body } as Record<string, unknown>,
    session,
  )
}

/** Sets a limit that must be accepted; answers it. */
export async function limitSet(ps: ProtectionServer, session: TestSession, body: LimitBody): Promise<Limit> {
  const answer = await setLimit(ps, session, body)
  expect(answer.code, answer.msg).toBe(0)
  return answer.data
}

/** The member's limit of `kind` and `period` as its protection shows it now. */
export async function limitOf(ps: ProtectionServer, session: TestSession, kind: string, period: string) {
  const found = (await readProtection(ps, session)).limits.find(
    (limit) => limit.kind === kind && limit.period === period,
  )
  if (!found) throw new Error(`no ${kind} ${period} limit`)
  return found
}

/** A deposit credited as the payment notification credits it (the ledger's `deposit` transfer). */
export function creditDeposit(ps: ProtectionServer, memberId: number, amount: string, currency = 'USD') {
  return creditMember(ps.server.ctx.ledger, memberId, amount, currency, 'deposit')
}

/** A bettor with 1000 USD and a pick to stake on. */
export async function bettorWithPick(ps: ProtectionServer, amount = '1000') {
  const bettor = await newBettor(ps, amount)
  return { bettor, pick: pickOf(upcomingFootball(ps)[0]!, '1x2', 'home') }
}

export function stake(
  ps: ProtectionServer,
  bettor: TestSession,
  pick: ReturnType<typeof pickOf>,
  amount: string,
) {
  return placeOrder(ps, bettor, { legs: [pick], stake: amount, acceptOdds: 'any' })
}

export function deposit(ps: ProtectionServer, session: TestSession, amount: string) {
  return ps.client.form(
    '/app/api/deposit/create',
    {
      payTypeId: 101,
      amount,
      currencyCode: 'USD',
      requestId: randomUUID(),
    },
    session,
  )
}

/** A 1007 answer with its reason; answers its data. */
export function expectBlocked(answer: Envelope, reason: ProtectionRefusal['reason']): ProtectionRefusal {
  expect(answer.code, answer.msg).toBe(1007)
  const data = answer.data as ProtectionRefusal
  expect(data.reason).toBe(reason)
  return data
}

/** A 1000 answer naming `field`. */
export function expectInvalid(answer: Envelope, field: string): void {
  expect(answer.code, answer.msg).toBe(1000)
  expect((answer.data as { field?: string }).field).toBe(field)
}

/** Opens a bank of `capital` USD on the 1X2 market of `match` at 2.00 on every selection, stakes up to 1000. */
export function openBank(ps: ProtectionServer, banker: TestSession, match: BookMatch, capital = '100') {
  return openBankOn(ps.client, banker, match, { capital, maxStake: '1000' })
}
