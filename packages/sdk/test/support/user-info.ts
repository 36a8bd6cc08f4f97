import type * as v from 'valibot'
import type { userInfoSchema } from '../../src/protocol/schemas-entry'

/** User info as it travels (the fields with defaults may be left out). */
type UserInfoReply = v.InferInput<typeof userInfoSchema>

/**
 * A member's user info as the fake servers answer it (PROTOCOL.md section 4): a registered USD member in English
 * with no credit, loan or agent; a test names only the fields it is about.
 */
export function userInfoOf(
  fields: Partial<UserInfoReply> & Pick<UserInfoReply, 'uid' | 'token'>,
): UserInfoReply {
  return {
    memberId: Number(fields.uid),
    account: '',
    source: 2,
    oddsConfig: [0, 0, 0, 0, 0],
    creditAmount: '0',
    loanAmount: '0',
    languageCode: 'en',
    channelType: 'a1',
    type: 0,
    pUid: 0,
    agentId: 0,
    principal: '',
    currencyCode: 'USD',
    ...fields,
  }
}
