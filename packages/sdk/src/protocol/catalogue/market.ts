import { group } from './group'

/** The peer trade market: banks, partners and gamblers; opening a bank or investing needs a registered member. */
export const marketPaths = /* @__PURE__ */ group(
  { auth: 'M', encoding: 'form' },
  {
    open: ['/match/opening', { auth: 'R', encoding: 'json-flat', idempotent: true }],
    cancel: ['/match/opening/cancel', { auth: 'R' }],
    bankerInfo: 'match/opening/banker/info',
    partnerJoin: ['/match/opening/partner/join', { auth: 'R' }],
    updatePassword: ['/match/opening/pwd/update', { auth: 'R' }],
    invest: ['/match/opening/invest', { auth: 'R', idempotent: true }],
    oddsConfig: ['/match/opening/odds/config', { auth: 'R', encoding: 'json-flat' }],
    simpleList: 'match/simple/list',
    info: 'match/opening/info',
    checkExist: 'match/opening/check/exist',
    list: 'match/opening/list',
    updateDescription: ['/match/opening/desc/update', { auth: 'R' }],
    saleStatus: ['/match/opening/sale/status', { auth: 'R' }],
    gamblerOrderCreate: ['/trade/api/gambler/order/create', { idempotent: true }],
    gamblerOrders: 'trade/api/gambler/order/list',
    gamblerUserOrders: 'trade/api/gambler/query/user/order/list',
    gamblerOrderStats: 'trade/api/gambler/order/stat/list',
    unsettled: '/trade/unsettle',
  },
)
