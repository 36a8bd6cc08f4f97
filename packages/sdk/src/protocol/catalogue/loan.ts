import { group } from './group'

/** Loan and stats: a member's statistics, and loans on the credit line for a registered member. */
export const loanPaths = /* @__PURE__ */ group(
  { auth: 'M', encoding: 'form' },
  {
    borrow: ['/app/api/loan', { auth: 'R', idempotent: true }],
    repay: ['/app/api/repay', { auth: 'R', idempotent: true }],
    records: ['/app/api/loan/record', { auth: 'R' }],
    statToday: '/trade/member/stat/today',
    statSettle: '/trade/member/stat/settle',
    winStat: '/trade/member/win/stat',
    statByDate: '/trade/member/stat/date',
    statDaily: '/trade/member/stat/daily',
  },
)
