import { group } from './group'

/** PROTOCOL.md section 6, Loan and stats. */
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
