import type { Member } from '../members/member'
import { notPermitted } from './request-errors'

/**
 * Demo money never enters or leaves the book (PROTOCOL.md section 8): a path that moves real money in or out
 * (deposit, withdrawal, loan, bank capital, a red envelope) answers 3004 to a demo member, and to a visitor, and
 * the session stays. Paths a demo is for trying (bets, house games) take demo money instead and do not call this.
 */
export function refuseDemo(member: Pick<Member, 'kind'>): void {
  if (member.kind === 'demo' || member.kind === 'visitor') throw notPermitted()
}
