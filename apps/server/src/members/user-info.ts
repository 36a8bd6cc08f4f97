import type { UserInfo } from '@sportsbook/sdk/protocol'
import { contactOf } from '../account/contact'
import { twoStepEnabled } from '../account/two-step/two-step'
import type { Queryable } from '../db'
import type { Ledger } from '../ledger/ledger'
import { floorToScale } from '../ledger/money'
import { creditLinesOf } from '../loans/credit-lines'
import { breakOfMember } from '../protection/breaks'
import { protectionClock } from '../protection/clock'
import { hasWithdrawPassword } from '../wallet/withdraw-password'
import type { Member } from './member'
import { invitationCodeOf } from './members'

/** A negative loan account is what the member owes; shown as a positive amount. */
export function owed(balance: string | undefined): string {
  return balance?.startsWith('-') ? balance.slice(1) : '0'
}

/** The user info of PROTOCOL.md section 6 (spec section 3) for a member and the token the caller holds. */
export async function userInfoOf(
  q: Queryable,
  ledger: Ledger,
  member: Member,
  token: string,
): Promise<UserInfo> {
  const currency = await ledger.currencies.get(member.currencyCode)
  const scale = currency?.scale ?? 2
  const loan = (await ledger.accountsOf(q, member.id)).find(
    (account) => account.kind === 'loan' && account.currency === member.currencyCode && account.ref === '',
  )
  const [first = 0, second = 0, third = 0, fourth = 0, risk = 0] = member.oddsConfig
  return {
    uid: member.uid,
    token,
    memberId: member.id,
    account: member.account ?? '',
    source: member.source === 1 ? 1 : 2,
    oddsConfig: [first, second, third, fourth, risk],
    creditAmount: floorToScale((await creditLinesOf(q, member.id)).get(member.currencyCode) ?? '0', scale),
    loanAmount: floorToScale(owed(loan?.balance), scale),
    languageCode: member.languageCode,
    channelType: member.kind === 'channel' ? 'v2' : 'a1',
    type: member.userType,
    pUid: member.parentId ?? 0,
    agentId: member.agentId,
    principal: member.principal ?? '',
    currencyCode: member.currencyCode,
    inviteCode: member.kind === 'registered' ? ((await invitationCodeOf(q, member.id)) ?? '') : '',
    hasWithdrawPwd: await hasWithdrawPassword(q, member.id),
    // A login during a break answers a restricted session (PROTOCOL.md section 11).
    restricted:
      member.kind === 'registered' ? await breakOfMember(q, member.id, protectionClock.now()) : null,
    // The contact address and two-step login (PROTOCOL.md section 13).
    ...(await contactOf(q, member.id)),
    twoStepEnabled: member.kind === 'registered' && (await twoStepEnabled(q, member.id)),
    // The site offers an operator the console (PROTOCOL.md section 8); the operator paths check the role anyway.
    operator: member.kind === 'registered' && member.role === 'operator',
  }
}
