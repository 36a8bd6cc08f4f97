import { group } from './group'

/**
 * Bets: a member's orders, cash out, shares and the master rank. Order create and the amount limit travel
 * json-nested in the token cipher.
 */
export const betsPaths = /* @__PURE__ */ group(
  { auth: 'M', encoding: 'form' },
  {
    stat: 'trade/api/order/stat',
    create: ['/trade/api/order/create', { encoding: 'json-nested', idempotent: true }],
    count: 'trade/api/order/count',
    list: 'trade/api/order/list',
    amountLimit: ['/trade/api/order/amount/limit', { encoding: 'json-nested' }],
    settlementRecords: 'app/api/member/settlement/record',
    cashOut: ['trade/api/order/cash/out', { idempotent: true }],
    cashQuote: 'trade/api/order/cash/quote',
    cashAuto: 'trade/api/order/cash/auto',
    builderQuote: ['trade/api/order/builder/quote', { encoding: 'json-flat' }],
    sum: 'trade/order/sum',
    sumDetail: 'trade/order/sum/detail',
    amountLog: 'trade/member/amount/log',
    shareList: 'trade/order/share/list',
    shareVerify: 'trade/order/share/verify',
    share: 'trade/order/share',
    masterRank: 'trade/order/master/rank',
    sharePersonalData: 'trade/order/share/personal/data',
    activityLimit: 'trade/activity/limit',
    activityOrderCreate: ['/trade/activity/order/create', { encoding: 'json-nested', idempotent: true }],
  },
)
