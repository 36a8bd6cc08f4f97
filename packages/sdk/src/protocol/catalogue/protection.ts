import { group } from './group'

/**
 * Player protection: a registered member's limits, breaks, reality checks and statement, and the operators' view of
 * their own brand's members (under `/app/api/internal/`).
 */
export const protectionPaths = /* @__PURE__ */ group(
  { auth: 'R', encoding: 'form' },
  {
    protection: '/app/api/member/protection',
    limitSet: '/app/api/member/protection/limit/set',
    limitConfirm: '/app/api/member/protection/limit/confirm',
    limitRemove: '/app/api/member/protection/limit/remove',
    timeOut: '/app/api/member/protection/time-out',
    selfExclude: '/app/api/member/protection/self-exclude',
    realityCheck: '/app/api/member/protection/reality-check',
    realityCheckAck: '/app/api/member/protection/reality-check/ack',
    statement: '/app/api/member/statement',
    memberProtection: ['/app/api/internal/member/protection', { auth: 'O' }],
    memberSearch: ['/app/api/internal/member/search', { auth: 'O' }],
    memberLimitSet: ['/app/api/internal/member/limit/set', { auth: 'O' }],
  },
)
