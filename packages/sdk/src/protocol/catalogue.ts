import type { PathSpec } from './path-spec'

type Defaults = Omit<PathSpec, 'path'>
type Row = string | readonly [path: string, overrides: Partial<Defaults>]

/** A row's full spec, with the literal auth level and encoding it ends up with (the server types on them). */
type SpecOf<D extends Defaults, R extends Row> = R extends readonly [string, infer Overrides]
  ? Omit<D, keyof Overrides> & Overrides & { readonly path: string }
  : D & { readonly path: string }

/** A catalogue section: rows give a path, or a path and what differs from the section's defaults. */
function group<const D extends Defaults, const Rows extends Record<string, Row>>(
  defaults: D,
  rows: Rows,
): { readonly [Name in keyof Rows]: SpecOf<D, Rows[Name]> } {
  const specs: Record<string, PathSpec> = {}
  for (const [name, row] of Object.entries(rows)) {
    specs[name] =
      typeof row === 'string' ? { ...defaults, path: row } : { ...defaults, ...row[1], path: row[0] }
  }
  return specs as { readonly [Name in keyof Rows]: SpecOf<D, Rows[Name]> }
}

/**
 * Every path of PROTOCOL.md section 6, grouped by catalogue section and named as the SDK exposes it
 * (`sb.api.wallet.balance()`). Plain data: the SDK builds its typed functions from it and the server its routes.
 * Session names are the spec's function names (spec section 7, "Session calls"). Each section states its usual
 * auth level and encoding once (PROTOCOL.md section 6 headings); a row names only what differs.
 */
export const catalogue = {
  session: group(
    { auth: 'V', encoding: 'form' },
    {
      userCreate: ['/app/api/visitor/create', { auth: 'none' }],
      userClogin: '/app/api/visitor/login',
      userCreateAccount: '/app/api/member/create/account',
      userRegisteLogin: ['/app/api/member/login/account', { auth: 'none' }],
      userLogin: ['/app/api/member/login/auto', { auth: 'none' }],
      userInfo: '/app/api/member/profile',
      userInfoEdit: '/app/api/member/profile/edit',
      userLoginOut: ['/app/api/member/logout', { auth: 'M' }],
      userUpdatePwd: ['/app/api/member/pwd/edit', { auth: 'R' }],
      userTryPlay: '/app/api/member/create/try-play/account',
      authLogin: ['/open/member/login', { auth: 'none' }],
      addAccount: ['/app/api/member/login/account/add', { auth: 'R' }],
      setUserType: ['app/api/user/type', { auth: 'none' }],
      memberLimits: ['/trade/member/limits', { auth: 'M' }],
      changeCurrency: ['/app/api/member/change/currency', { auth: 'M' }],
      userBalance: ['/app/api/wallet/balance', { auth: 'M' }],
      openBalance: ['/open/v2/wallet/balance', { auth: 'M', channelOnly: true }],
    },
  ),
  loan: group(
    { auth: 'M', encoding: 'form' },
    {
      borrow: '/app/api/loan',
      repay: '/app/api/repay',
      records: '/app/api/loan/record',
      statToday: '/trade/member/stat/today',
      statSettle: '/trade/member/stat/settle',
      winStat: '/trade/member/win/stat',
      statByDate: '/trade/member/stat/date',
      statDaily: '/trade/member/stat/daily',
    },
  ),
  matches: group(
    { auth: 'V', encoding: 'form' },
    {
      banner: 'match/banner',
      list: ['match/list', { answerCipher: 'token' }],
      details: ['match/details', { answerCipher: 'token' }],
      count: 'match/count',
      leagues: 'match/league',
      tags: 'match/tag',
      results: 'match/result/list',
      favoriteAdd: ['match/favorite/add', { auth: 'M' }],
      favoriteDelete: ['match/favorite/delete', { auth: 'M' }],
      search: 'match/search',
      marketOptions: 'match/market/options',
      basketballLeagues: 'match/bb/league',
      events: 'match/event',
      liveSwitch: 'match/live/switch',
      live: 'match/live',
      prospects: 'match/prospect/list',
      info: ['/info', { encoding: 'get' }],
      find: ['/find', { encoding: 'get' }],
      activities: 'match/activity/list',
      activityDetail: 'match/activity/detail',
      hotLeagues: 'match/league/hot',
      predictions: 'match/predict/list',
      echo: '/match/echo/match',
      hotList: ['api/hotList', { encoding: 'get' }],
      sportsTypes: ['api/sportsType', { encoding: 'get' }],
      matchList: ['api/matchList', { encoding: 'get' }],
      bettingTable: '/app/api/bettingTable',
      basketTable1: ['api/basketTable1', { encoding: 'get' }],
      basketTable2: ['api/basketTable2', { encoding: 'get' }],
      searchResult: ['api/searchResult', { encoding: 'get' }],
      matchResultsList: ['api/matchResultsList', { encoding: 'get' }],
      // Open to all: a page needs the language list before it has any session (spec section 9, default language).
      sysinit: ['api/sysinit', { auth: 'none', encoding: 'get', answerCipher: 'ts' }],
    },
  ),
  bets: group(
    { auth: 'M', encoding: 'form' },
    {
      stat: 'trade/api/order/stat',
      create: ['/trade/api/order/create', { encoding: 'json-nested', idempotent: true }],
      count: 'trade/api/order/count',
      list: 'trade/api/order/list',
      amountLimit: ['/trade/api/order/amount/limit', { encoding: 'json-nested' }],
      settlementRecords: 'app/api/member/settlement/record',
      cashOut: ['trade/api/order/cash/out', { idempotent: true }],
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
  ),
  market: group(
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
  ),
  wallet: group(
    { auth: 'M', encoding: 'form' },
    {
      payTypes: '/app/api/wallet/payType',
      banks: '/app/api/wallet/bank',
      withdrawAccountOperate: ['/app/api/withdraw/account/operate', { auth: 'R' }],
      withdrawAccounts: ['/app/api/withdraw/account', { auth: 'R' }],
      depositCreate: ['/app/api/deposit/create', { idempotent: true }],
      collectionCreate: ['/app/api/collection/create', { idempotent: true }],
      collectionOrder: '/app/api/collection/order',
      collectionCancel: '/app/api/collection/cancel',
      collectionUpload: ['/app/api/collection/upload', { encoding: 'upload' }],
      withdrawCreate: ['/app/api/withdraw/create', { auth: 'R', idempotent: true }],
      withdrawReview: ['/app/api/internal/withdraw/review', { auth: 'O' }],
      deposits: '/app/api/deposit/list',
      withdrawals: '/app/api/withdraw/list',
      withdrawPasswordEdit: ['/app/api/member/withdraw/pwd/edit', { auth: 'R' }],
      balance: '/app/api/wallet/balance',
      openBalance: ['/open/v2/wallet/balance', { channelOnly: true }],
    },
  ),
  games: group(
    { auth: 'M', encoding: 'form' },
    {
      play: 'game/play',
      launchList: 'game/launch/list',
      list: '/game/list',
      item: '/game/item',
      order: '/game/order',
      orderDetail: '/game/order/detail',
      online: '/game/member/online',
      balance: '/game/balance',
      balanceWithdraw: ['/game/balance/withdraw', { idempotent: true }],
      oneClickWithdraw: ['/game/balance/one-click/withdraw', { idempotent: true }],
    },
  ),
  misc: group(
    { auth: 'V', encoding: 'form' },
    {
      notices: 'app/api/notice/list',
      noticePage: 'app/api/notice/page/list',
      redEnvelopeActivity: ['app/api/member/red/envelope/activity', { auth: 'M' }],
      redEnvelopeParticipate: ['app/api/red/envelope/activity/participate', { auth: 'R', idempotent: true }],
      captchaGet: ['app/api/captcha/get', { auth: 'none' }],
      captchaCheck: ['app/api/captcha/check', { auth: 'none' }],
      captcha: ['/app/api/captcha', { auth: 'none' }],
    },
  ),
} satisfies Record<string, Record<string, PathSpec>>

export type Catalogue = typeof catalogue
export type CatalogueGroup = keyof Catalogue
