// Written by api-reference.test.ts from the catalogue and the schemas’ comments: edit those, not this file.
import type { ApiFunction } from './api-function'

/** `sb.api.session`: visitors, logins, registration, the profile and the balance. */
export interface SessionApi {
  /** `/app/api/visitor/create`, for anyone. */
  readonly userCreate: ApiFunction<'session', 'userCreate'>
  /** `/app/api/visitor/login`, for a visitor or better. */
  readonly userClogin: ApiFunction<'session', 'userClogin'>
  /** `/app/api/member/create/account`, for a visitor or better. */
  readonly userCreateAccount: ApiFunction<'session', 'userCreateAccount'>
  /** `/app/api/member/login/account`, for anyone. */
  readonly userRegisteLogin: ApiFunction<'session', 'userRegisteLogin'>
  /** `/app/api/member/login/auto`, for anyone. */
  readonly userLogin: ApiFunction<'session', 'userLogin'>
  /** `/app/api/member/profile`, for a visitor or better. */
  readonly userInfo: ApiFunction<'session', 'userInfo'>
  /** `/app/api/member/profile/edit`, for a visitor or better. */
  readonly userInfoEdit: ApiFunction<'session', 'userInfoEdit'>
  /** `/app/api/member/logout`, for a member (registered or demo). */
  readonly userLoginOut: ApiFunction<'session', 'userLoginOut'>
  /** `/app/api/member/pwd/edit`, for a registered member. */
  readonly userUpdatePwd: ApiFunction<'session', 'userUpdatePwd'>
  /** `/app/api/member/create/try-play/account`, for a visitor or better. */
  readonly userTryPlay: ApiFunction<'session', 'userTryPlay'>
  /** `/open/member/login`, for anyone. */
  readonly authLogin: ApiFunction<'session', 'authLogin'>
  /** `/app/api/member/login/account/add`, for a registered member. */
  readonly addAccount: ApiFunction<'session', 'addAccount'>
  /** `app/api/user/type`, for anyone. */
  readonly setUserType: ApiFunction<'session', 'setUserType'>
  /** `/trade/member/limits`, for a member (registered or demo). */
  readonly memberLimits: ApiFunction<'session', 'memberLimits'>
  /** `/app/api/member/change/currency`, for a member (registered or demo). */
  readonly changeCurrency: ApiFunction<'session', 'changeCurrency'>
  /** `/app/api/wallet/balance`, for a member (registered or demo). */
  readonly userBalance: ApiFunction<'session', 'userBalance'>
  /** `/open/v2/wallet/balance`, for a member (registered or demo). */
  readonly openBalance: ApiFunction<'session', 'openBalance'>
}

/** `sb.api.loan`: loans and member statistics. */
export interface LoanApi {
  /** `/app/api/loan`, for a registered member, idempotent by its `requestId`. Borrows on the credit line: `loan` → member. */
  readonly borrow: ApiFunction<'loan', 'borrow'>
  /** `/app/api/repay`, for a registered member, idempotent by its `requestId`. Pays back: member → `loan`. */
  readonly repay: ApiFunction<'loan', 'repay'>
  /** `/app/api/loan/record`, for a registered member. The caller's loans and repayments, newest first (in one currency when given). */
  readonly records: ApiFunction<'loan', 'records'>
  /** `/trade/member/stat/today`, for a member (registered or demo). Today so far. */
  readonly statToday: ApiFunction<'loan', 'statToday'>
  /** `/trade/member/stat/settle`, for a member (registered or demo). Orders settled in [startTime, endTime) (ms); all time without a range. */
  readonly statSettle: ApiFunction<'loan', 'statSettle'>
  /** `/trade/member/win/stat`, for a member (registered or demo). Over the last `days` days (default 30) by settlement time. */
  readonly winStat: ApiFunction<'loan', 'winStat'>
  /** `/trade/member/stat/date`, for a member (registered or demo). One day: `date` is YYYY-MM-DD in the caller's offset. */
  readonly statByDate: ApiFunction<'loan', 'statByDate'>
  /** `/trade/member/stat/daily`, for a member (registered or demo). The last `days` days (default 7) up to today, oldest first (a chart's order); days without bets are zeros. */
  readonly statDaily: ApiFunction<'loan', 'statDaily'>
}

/** `sb.api.matches`: matches, leagues, results and the site settings of `api/sysinit`. */
export interface MatchesApi {
  /** `match/banner`, for a visitor or better. */
  readonly banner: ApiFunction<'matches', 'banner'>
  /** `match/list`, for a visitor or better, the answer in the token cipher. */
  readonly list: ApiFunction<'matches', 'list'>
  /** `match/details`, for a visitor or better, the answer in the token cipher. */
  readonly details: ApiFunction<'matches', 'details'>
  /** `match/count`, for a visitor or better. */
  readonly count: ApiFunction<'matches', 'count'>
  /** `match/league`, for a visitor or better. */
  readonly leagues: ApiFunction<'matches', 'leagues'>
  /** `match/tag`, for a visitor or better. */
  readonly tags: ApiFunction<'matches', 'tags'>
  /** `match/result/list`, for a visitor or better. */
  readonly results: ApiFunction<'matches', 'results'>
  /** `match/favorite/add`, for a member (registered or demo). */
  readonly favoriteAdd: ApiFunction<'matches', 'favoriteAdd'>
  /** `match/favorite/delete`, for a member (registered or demo). */
  readonly favoriteDelete: ApiFunction<'matches', 'favoriteDelete'>
  /** `match/search`, for a visitor or better. */
  readonly search: ApiFunction<'matches', 'search'>
  /** `match/market/options`, for a visitor or better. */
  readonly marketOptions: ApiFunction<'matches', 'marketOptions'>
  /** `match/bb/league`, for a visitor or better. */
  readonly basketballLeagues: ApiFunction<'matches', 'basketballLeagues'>
  /** `match/event`, for a visitor or better. */
  readonly events: ApiFunction<'matches', 'events'>
  /** `match/centre`, for a visitor or better. The live match centre (timeline, statistics, momentum). */
  readonly centre: ApiFunction<'matches', 'centre'>
  /** `match/live/switch`, for a visitor or better. */
  readonly liveSwitch: ApiFunction<'matches', 'liveSwitch'>
  /** `match/live`, for a visitor or better. */
  readonly live: ApiFunction<'matches', 'live'>
  /** `match/prospect/list`, for a visitor or better. */
  readonly prospects: ApiFunction<'matches', 'prospects'>
  /** `/info`, for a visitor or better, sent as get. */
  readonly info: ApiFunction<'matches', 'info'>
  /** `/find`, for a visitor or better, sent as get. */
  readonly find: ApiFunction<'matches', 'find'>
  /** `match/activity/list`, for a visitor or better. */
  readonly activities: ApiFunction<'matches', 'activities'>
  /** `match/activity/detail`, for a visitor or better. */
  readonly activityDetail: ApiFunction<'matches', 'activityDetail'>
  /** `match/league/hot`, for a visitor or better. */
  readonly hotLeagues: ApiFunction<'matches', 'hotLeagues'>
  /** `match/predict/list`, for a visitor or better. */
  readonly predictions: ApiFunction<'matches', 'predictions'>
  /** `/match/echo/match`, for a visitor or better. */
  readonly echo: ApiFunction<'matches', 'echo'>
  /** `api/hotList`, for a visitor or better, sent as get. */
  readonly hotList: ApiFunction<'matches', 'hotList'>
  /** `api/sportsType`, for a visitor or better, sent as get. */
  readonly sportsTypes: ApiFunction<'matches', 'sportsTypes'>
  /** `api/matchList`, for a visitor or better, sent as get. */
  readonly matchList: ApiFunction<'matches', 'matchList'>
  /** `/app/api/bettingTable`, for a visitor or better. */
  readonly bettingTable: ApiFunction<'matches', 'bettingTable'>
  /** `api/basketTable1`, for a visitor or better, sent as get. */
  readonly basketTable1: ApiFunction<'matches', 'basketTable1'>
  /** `api/basketTable2`, for a visitor or better, sent as get. */
  readonly basketTable2: ApiFunction<'matches', 'basketTable2'>
  /** `api/searchResult`, for a visitor or better, sent as get. */
  readonly searchResult: ApiFunction<'matches', 'searchResult'>
  /** `api/matchResultsList`, for a visitor or better, sent as get. */
  readonly matchResultsList: ApiFunction<'matches', 'matchResultsList'>
  /** `api/sysinit`, for anyone, sent as get, the answer in the ts cipher. */
  readonly sysinit: ApiFunction<'matches', 'sysinit'>
}

/** `sb.api.bets`: orders, cash out, shares and the master rank. */
export interface BetsApi {
  /** `trade/api/order/stat`, for a member (registered or demo). Counts and sums by status in one currency (the member's by default), orders placed in the range. */
  readonly stat: ApiFunction<'bets', 'stat'>
  /** `/trade/api/order/create`, for a member (registered or demo), sent as json-nested, idempotent by its `requestId`. */
  readonly create: ApiFunction<'bets', 'create'>
  /** `trade/api/order/count`, for a member (registered or demo). */
  readonly count: ApiFunction<'bets', 'count'>
  /** `trade/api/order/list`, for a member (registered or demo). Newest first; open orders carry their cash-out offer. */
  readonly list: ApiFunction<'bets', 'list'>
  /** `/trade/api/order/amount/limit`, for a member (registered or demo), sent as json-nested. */
  readonly amountLimit: ApiFunction<'bets', 'amountLimit'>
  /** `app/api/member/settlement/record`, for a member (registered or demo). Settled orders (newest settlement first), each with its legs' results and its ledger entries. */
  readonly settlementRecords: ApiFunction<'bets', 'settlementRecords'>
  /** `trade/api/order/cash/out`, for a member (registered or demo), idempotent by its `requestId`. Cashes an order out: all of it at the offer `amount` (`{ orderId, requestId, amount }`), or the share `fraction` of a quote (`{ quoteId, fraction, requestId }`); answers the order (open on the rest after a partial one), 2002 with the offer now and a new quote when it moved or the quote expired. */
  readonly cashOut: ApiFunction<'bets', 'cashOut'>
  /** `trade/api/order/cash/quote`, for a member (registered or demo). A cash-out quote of an open order: the offer, its fair value and margin, valid 5 s. */
  readonly cashQuote: ApiFunction<'bets', 'cashQuote'>
  /** `trade/api/order/cash/auto`, for a member (registered or demo). Sets (or with threshold null removes) the order's automatic cash out; answers the order with autoCashOut. */
  readonly cashAuto: ApiFunction<'bets', 'cashAuto'>
  /** `trade/api/order/builder/quote`, for a member (registered or demo), sent as json-flat. Prices 2–6 legs of one match together (the bet builder); 1000 names a leg that cannot win with the others. */
  readonly builderQuote: ApiFunction<'bets', 'builderQuote'>
  /** `trade/order/sum`, for a member (registered or demo). Totals per currency of the orders placed in the range. */
  readonly sum: ApiFunction<'bets', 'sum'>
  /** `trade/order/sum/detail`, for a member (registered or demo). The same per day (newest day first), days in the caller's offset. */
  readonly sumDetail: ApiFunction<'bets', 'sumDetail'>
  /** `trade/member/amount/log`, for a member (registered or demo). The member's spendable balance movements, newest first. */
  readonly amountLog: ApiFunction<'bets', 'amountLog'>
  /** `trade/order/share/list`, for a member (registered or demo). Everybody's shared orders, newest first. */
  readonly shareList: ApiFunction<'bets', 'shareList'>
  /** `trade/order/share/verify`, for a member (registered or demo). */
  readonly shareVerify: ApiFunction<'bets', 'shareVerify'>
  /** `trade/order/share`, for a member (registered or demo). Shares one of the caller's orders (open or settled), once. */
  readonly share: ApiFunction<'bets', 'share'>
  /** `trade/order/master/rank`, for a member (registered or demo). Sharers ranked by net win then win rate over their shared orders settled in the last `days` days. */
  readonly masterRank: ApiFunction<'bets', 'masterRank'>
  /** `trade/order/share/personal/data`, for a member (registered or demo). A sharer's stats (the caller's without memberId). */
  readonly sharePersonalData: ApiFunction<'bets', 'sharePersonalData'>
  /** `trade/activity/limit`, for a member (registered or demo). The promotion bets on offer to the caller in a currency (its own by default). */
  readonly activityLimit: ApiFunction<'bets', 'activityLimit'>
  /** `/trade/activity/order/create`, for a member (registered or demo), sent as json-nested, idempotent by its `requestId`. Places a promotion bet: the order create payload plus the activity. */
  readonly activityOrderCreate: ApiFunction<'bets', 'activityOrderCreate'>
}

/** `sb.api.market`: the peer trade market: banks, partners and gamblers. */
export interface MarketApi {
  /** `/match/opening`, for a registered member, sent as json-flat, idempotent by its `requestId`. */
  readonly open: ApiFunction<'market', 'open'>
  /** `/match/opening/cancel`, for a registered member. Only with no orders; every capital goes back. The banker only (else 3004). */
  readonly cancel: ApiFunction<'market', 'cancel'>
  /** `match/opening/banker/info`, for a member (registered or demo). Participants only (else 3004). */
  readonly bankerInfo: ApiFunction<'market', 'bankerInfo'>
  /** `/match/opening/partner/join`, for a registered member. 3003 for a wrong password; five wrong within 15 minutes answer 1004 with `data.retryAfterMs`. */
  readonly partnerJoin: ApiFunction<'market', 'partnerJoin'>
  /** `/match/opening/pwd/update`, for a registered member. Empty removes the password. */
  readonly updatePassword: ApiFunction<'market', 'updatePassword'>
  /** `/match/opening/invest`, for a registered member, idempotent by its `requestId`. The banker or a joined partner, while the bank is open and before closesAt. */
  readonly invest: ApiFunction<'market', 'invest'>
  /** `/match/opening/odds/config`, for a registered member, sent as json-flat. New orders take the new odds; orders taken keep theirs. */
  readonly oddsConfig: ApiFunction<'market', 'oddsConfig'>
  /** `match/simple/list`, for a member (registered or demo). */
  readonly simpleList: ApiFunction<'market', 'simpleList'>
  /** `match/opening/info`, for a member (registered or demo). */
  readonly info: ApiFunction<'market', 'info'>
  /** `match/opening/check/exist`, for a member (registered or demo). */
  readonly checkExist: ApiFunction<'market', 'checkExist'>
  /** `match/opening/list`, for a member (registered or demo). */
  readonly list: ApiFunction<'market', 'list'>
  /** `/match/opening/desc/update`, for a registered member. */
  readonly updateDescription: ApiFunction<'market', 'updateDescription'>
  /** `/match/opening/sale/status`, for a registered member. open: false pauses sales, true resumes them. */
  readonly saleStatus: ApiFunction<'market', 'saleStatus'>
  /** `/trade/api/gambler/order/create`, for a member (registered or demo), idempotent by its `requestId`. */
  readonly gamblerOrderCreate: ApiFunction<'market', 'gamblerOrderCreate'>
  /** `trade/api/gambler/order/list`, for a member (registered or demo). The caller's orders, newest first. */
  readonly gamblerOrders: ApiFunction<'market', 'gamblerOrders'>
  /** `trade/api/gambler/query/user/order/list`, for a member (registered or demo). A bank's orders, for its participants (else 3004), newest first. */
  readonly gamblerUserOrders: ApiFunction<'market', 'gamblerUserOrders'>
  /** `trade/api/gambler/order/stat/list`, for a member (registered or demo). Per bank the caller is in, newest first. */
  readonly gamblerOrderStats: ApiFunction<'market', 'gamblerOrderStats'>
  /** `/trade/unsettle`, for a member (registered or demo). */
  readonly unsettled: ApiFunction<'market', 'unsettled'>
}

/** `sb.api.wallet`: pay types, deposits, bank transfers, withdrawals and the operators’ review. */
export interface WalletApi {
  /** `/app/api/wallet/payType`, for a member (registered or demo). The brand's pay types (in one currency when given). */
  readonly payTypes: ApiFunction<'wallet', 'payTypes'>
  /** `/app/api/wallet/bank`, for a member (registered or demo). The banks a withdraw account may be held at. */
  readonly banks: ApiFunction<'wallet', 'banks'>
  /** `/app/api/withdraw/account/operate`, for a registered member. Adds or removes an account; answers the member's accounts after it. */
  readonly withdrawAccountOperate: ApiFunction<'wallet', 'withdrawAccountOperate'>
  /** `/app/api/withdraw/account`, for a registered member. */
  readonly withdrawAccounts: ApiFunction<'wallet', 'withdrawAccounts'>
  /** `/app/api/deposit/create`, for a member (registered or demo), idempotent by its `requestId`. An online pay type: the answer's `payUrl` is the provider's page; only its notification credits. */
  readonly depositCreate: ApiFunction<'wallet', 'depositCreate'>
  /** `/app/api/collection/create`, for a member (registered or demo), idempotent by its `requestId`. A bank-transfer pay type: the answer names the account to pay into and the transfer's reference. */
  readonly collectionCreate: ApiFunction<'wallet', 'collectionCreate'>
  /** `/app/api/collection/order`, for a member (registered or demo). The caller's collections, newest first; `id` reads one. */
  readonly collectionOrder: ApiFunction<'wallet', 'collectionOrder'>
  /** `/app/api/collection/cancel`, for a member (registered or demo). */
  readonly collectionCancel: ApiFunction<'wallet', 'collectionCancel'>
  /** `/app/api/collection/upload`, for a member (registered or demo), sent as upload. Multipart: `id` and the image as `file` (png, jpeg or webp by its bytes, at most 5 MiB, 40 megapixels). */
  readonly collectionUpload: ApiFunction<'wallet', 'collectionUpload'>
  /** `/app/api/withdraw/create`, for a registered member, idempotent by its `requestId`. */
  readonly withdrawCreate: ApiFunction<'wallet', 'withdrawCreate'>
  /** `/app/api/internal/withdraw/review`, for an operator. Operators: approve (frozen → paid out) or reject (frozen → back to the member), once. A rejection needs a reason (1000 on `reason`), which the player reads in the withdrawal's history. */
  readonly withdrawReview: ApiFunction<'wallet', 'withdrawReview'>
  /** `/app/api/internal/withdraw/payout`, for an operator. Operators of the member's brand: a withdrawal with its full account (number and holder's name) and the player's context (balances with the outstanding loan, recent deposits, transfers and withdrawals). Each read is logged as `revealAccount` in the operators' audit (`operations.auditList`); another brand's id is 3004. */
  readonly withdrawPayout: ApiFunction<'wallet', 'withdrawPayout'>
  /** `/app/api/deposit/list`, for a member (registered or demo). */
  readonly deposits: ApiFunction<'wallet', 'deposits'>
  /** `/app/api/withdraw/list`, for a member (registered or demo). */
  readonly withdrawals: ApiFunction<'wallet', 'withdrawals'>
  /** `/app/api/member/withdraw/pwd/edit`, for a registered member. Sets (oldPwd empty, the first time) or changes the withdraw password. */
  readonly withdrawPasswordEdit: ApiFunction<'wallet', 'withdrawPasswordEdit'>
  /** `/app/api/wallet/balance`, for a member (registered or demo). The same path as the session's `userBalance`, listed here too. */
  readonly balance: ApiFunction<'wallet', 'balance'>
  /** `/open/v2/wallet/balance`, for a member (registered or demo). The same path as the session's `openBalance`: channel members' balance. */
  readonly openBalance: ApiFunction<'wallet', 'openBalance'>
  /** `/app/api/internal/withdraw/list`, for an operator. Operators: their brand's withdrawals, each naming its member: the queue in review oldest first, the history newest first, filtered by status, member account and creation time. */
  readonly operatorWithdrawals: ApiFunction<'wallet', 'operatorWithdrawals'>
  /** `/app/api/internal/collection/list`, for an operator. Operators: their brand's collections, each naming its member, ordered and filtered as withdrawals are. */
  readonly operatorCollections: ApiFunction<'wallet', 'operatorCollections'>
  /** `/app/api/internal/collection/review`, for an operator. Operators: approve (credits `amount`, what arrived: the player's history shows it as `creditedAmount` with the reason) or reject with a reason (1000 on `reason` without one) a collection in review, once. */
  readonly collectionReview: ApiFunction<'wallet', 'collectionReview'>
  /** `/app/api/internal/collection/proof`, for a member (registered or demo), sent as get. A collection's proof image (`index` from 0), for its owner and operators: the answer is the image itself (its bytes with an image content type), not an envelope; a refusal is an envelope as usual. */
  readonly collectionProof: ApiFunction<'wallet', 'collectionProof'>
}

/** `sb.api.games`: games, their launch, game wallets and rounds. */
export interface GamesApi {
  /** `game/play`, for a member (registered or demo), idempotent by its `requestId`. Launches a game of the built-in provider; `amount` moves into its game wallet first. */
  readonly play: ApiFunction<'games', 'play'>
  /** `game/launch/list`, for a member (registered or demo). */
  readonly launchList: ApiFunction<'games', 'launchList'>
  /** `/game/list`, for a member (registered or demo). */
  readonly list: ApiFunction<'games', 'list'>
  /** `/game/item`, for a member (registered or demo). */
  readonly item: ApiFunction<'games', 'item'>
  /** `/game/order`, for a member (registered or demo). The caller's rounds, newest first. */
  readonly order: ApiFunction<'games', 'order'>
  /** `/game/order/detail`, for a member (registered or demo). */
  readonly orderDetail: ApiFunction<'games', 'orderDetail'>
  /** `/game/member/online`, for a member (registered or demo). */
  readonly online: ApiFunction<'games', 'online'>
  /** `/game/balance`, for a member (registered or demo). */
  readonly balance: ApiFunction<'games', 'balance'>
  /** `/game/balance/withdraw`, for a member (registered or demo), idempotent by its `requestId`. */
  readonly balanceWithdraw: ApiFunction<'games', 'balanceWithdraw'>
  /** `/game/balance/one-click/withdraw`, for a member (registered or demo), idempotent by its `requestId`. Everything available from every provider back to the balance; stakes of rounds in play stay. */
  readonly oneClickWithdraw: ApiFunction<'games', 'oneClickWithdraw'>
}

/** `sb.api.misc`: notices, red envelopes and the captcha. */
export interface MiscApi {
  /** `app/api/notice/list`, for a visitor or better. The latest 20 notices of the caller's brand, pinned ones first. */
  readonly notices: ApiFunction<'misc', 'notices'>
  /** `app/api/notice/page/list`, for a visitor or better. Newest first; `afterId` answers only notices newer than it (what a reconnect missed). */
  readonly noticePage: ApiFunction<'misc', 'noticePage'>
  /** `app/api/member/red/envelope/activity`, for a member (registered or demo). */
  readonly redEnvelopeActivity: ApiFunction<'misc', 'redEnvelopeActivity'>
  /** `app/api/red/envelope/activity/participate`, for a registered member, idempotent by its `requestId`. One claim per member and activity: a second answers the first claim again. */
  readonly redEnvelopeParticipate: ApiFunction<'misc', 'redEnvelopeParticipate'>
  /** `/app/api/internal/notice/create`, for an operator. */
  readonly noticeCreate: ApiFunction<'misc', 'noticeCreate'>
  /** `/app/api/internal/red-envelope/create`, for an operator. */
  readonly redEnvelopeCreate: ApiFunction<'misc', 'redEnvelopeCreate'>
  /** `app/api/captcha/get`, for anyone. */
  readonly captchaGet: ApiFunction<'misc', 'captchaGet'>
  /** `app/api/captcha/check`, for anyone. Checks an answer once: the captcha is used up whatever the answer. */
  readonly captchaCheck: ApiFunction<'misc', 'captchaCheck'>
  /** `/app/api/captcha`, for anyone. `/app/api/captcha` sends `time` (cache busting): a fresh captcha, like captchaGet. */
  readonly captcha: ApiFunction<'misc', 'captcha'>
}

/** `sb.api.operations`: the operators’ risk, caps, stake factors and daily reports. */
export interface OperationsApi {
  /** `/app/api/internal/risk/markets`, for an operator. The brand's open book per market and currency, the largest liability first (`matchId`: one match). */
  readonly riskMarkets: ApiFunction<'operations', 'riskMarkets'>
  /** `/app/api/internal/risk/orders`, for an operator. The brand's open orders with a leg on the selection, the largest potential return first. */
  readonly riskOrders: ApiFunction<'operations', 'riskOrders'>
  /** `/app/api/internal/risk/settings`, for an operator. Sets the brand's caps in a currency: a field left out keeps its value, the empty text removes the cap. Answers the caps after the change. */
  readonly riskSettings: ApiFunction<'operations', 'riskSettings'>
  /** `/app/api/internal/risk/settings/list`, for an operator. The brand's caps in each of its currencies (null where none is set). */
  readonly riskSettingsList: ApiFunction<'operations', 'riskSettingsList'>
  /** `/app/api/internal/member/stake-factor`, for an operator. Sets the stake factor of a member of the operator's brand; answers it. */
  readonly memberStakeFactor: ApiFunction<'operations', 'memberStakeFactor'>
  /** `/app/api/internal/report/daily`, for an operator. Per UTC day and currency from the ledger, oldest first; `format: "csv"` answers `{ filename, csv }`. */
  readonly reportDaily: ApiFunction<'operations', 'reportDaily'>
  /** `/app/api/internal/audit/list`, for an operator. The brand's audit, newest first: who revealed which withdrawal's full account, and when. */
  readonly auditList: ApiFunction<'operations', 'auditList'>
}

/** `sb.api.protection`: player protection: limits, breaks, reality checks, the statement and the operators’ view. */
export interface ProtectionApi {
  /** `/app/api/member/protection`, for a registered member. The member's limits with what each has used, breaks, reality-check interval and lifetime money. */
  readonly protection: ApiFunction<'protection', 'protection'>
  /** `/app/api/member/protection/limit/set`, for a registered member. Sets a limit: a new or lower one applies at once, a higher one waits `increaseDelayHours` as `pending` until confirmed. Answers the limit. */
  readonly limitSet: ApiFunction<'protection', 'limitSet'>
  /** `/app/api/member/protection/limit/confirm`, for a registered member. Applies a pending increase or removal after its `effectiveAt` (before it: 1006 with `data.effectiveAt`). */
  readonly limitConfirm: ApiFunction<'protection', 'limitConfirm'>
  /** `/app/api/member/protection/limit/remove`, for a registered member. Asks to remove a limit: pending like an increase. Answers the limit with its pending removal. */
  readonly limitRemove: ApiFunction<'protection', 'limitRemove'>
  /** `/app/api/member/protection/time-out`, for a registered member. A time-out at once (`pwd`: the login password); every session ends. It only lengthens. */
  readonly timeOut: ApiFunction<'protection', 'timeOut'>
  /** `/app/api/member/protection/self-exclude`, for a registered member. A self-exclusion at once (`pwd`: the login password); every session ends. It only lengthens. */
  readonly selfExclude: ApiFunction<'protection', 'selfExclude'>
  /** `/app/api/member/protection/reality-check`, for a registered member. Sets the reality-check interval in minutes (one of the brand's; 0 = off). */
  readonly realityCheck: ApiFunction<'protection', 'realityCheck'>
  /** `/app/api/member/protection/reality-check/ack`, for a registered member. Answers a reality check: `continue` lets stakes through again, `logout` ends this session. */
  readonly realityCheckAck: ApiFunction<'protection', 'realityCheckAck'>
  /** `/app/api/member/statement`, for a registered member. Ledger entries of the member's balances, newest first; `format: "csv"` answers `{ filename, csv }`. */
  readonly statement: ApiFunction<'protection', 'statement'>
  /** `/app/api/internal/member/protection`, for an operator. A member of the operator's brand: its protection (`sessionStartedAt` null). */
  readonly memberProtection: ApiFunction<'protection', 'memberProtection'>
  /** `/app/api/internal/member/search`, for an operator. Members of the operator's brand by account (prefix, any case) or id, newest first. */
  readonly memberSearch: ApiFunction<'protection', 'memberSearch'>
  /** `/app/api/internal/member/limit/set`, for an operator. Imposes a limit on a member at once (the member may lower it, not raise or remove it); answers it. */
  readonly memberLimitSet: ApiFunction<'protection', 'memberLimitSet'>
}

/** `sb.api.account`: account security and identity: the contact address, the forgotten password, two-step login and the identity check. */
export interface AccountApi {
  /** `/app/api/member/contact`, for a registered member. Stores an unverified contact address and mails it a six-digit code (15 minutes, five tries). */
  readonly contact: ApiFunction<'account', 'contact'>
  /** `/app/api/member/contact/verify`, for a registered member. Confirms the contact address with the code it received. */
  readonly contactVerify: ApiFunction<'account', 'contactVerify'>
  /** `/app/api/member/pwd/forgot`, for anyone. Mails a one-time reset link (30 minutes) to the account's verified address. Always answers null, whether or not the account exists. */
  readonly pwdForgot: ApiFunction<'account', 'pwdForgot'>
  /** `/app/api/member/pwd/reset`, for anyone. Sets a new password with a reset link's token; every session of the member ends. The token travels in the call's own `token` field (every call's session field), so it is sent as the call's session `{ uid: '', token }`, as the pass-code login sends its uid and token. */
  readonly pwdReset: ApiFunction<'account', 'pwdReset'>
  /** `/app/api/member/2fa/setup`, for a registered member. A new TOTP secret and its otpauth URL (not on until `2fa/enable` confirms a code of it). */
  readonly twoStepSetup: ApiFunction<'account', 'twoStepSetup'>
  /** `/app/api/member/2fa/enable`, for a registered member. Turns two-step login on with a code of the secret `2fa/setup` gave. */
  readonly twoStepEnable: ApiFunction<'account', 'twoStepEnable'>
  /** `/app/api/member/2fa/disable`, for a registered member. Turns two-step login off with a current code and the login password. */
  readonly twoStepDisable: ApiFunction<'account', 'twoStepDisable'>
  /** `/app/api/member/login/2fa`, for anyone. Completes a login that answered 1008 with the challenge and a code: the user info of a new session. */
  readonly twoStepLogin: ApiFunction<'account', 'twoStepLogin'>
  /** `/app/api/member/kyc`, for a registered member. The member's identity check: its status and the page to start or continue it. */
  readonly kyc: ApiFunction<'account', 'kyc'>
}

/** One typed function for every path of the catalogue, grouped by catalogue section. */
export interface Api {
  /** {@inheritDoc SessionApi} */
  readonly session: SessionApi
  /** {@inheritDoc LoanApi} */
  readonly loan: LoanApi
  /** {@inheritDoc MatchesApi} */
  readonly matches: MatchesApi
  /** {@inheritDoc BetsApi} */
  readonly bets: BetsApi
  /** {@inheritDoc MarketApi} */
  readonly market: MarketApi
  /** {@inheritDoc WalletApi} */
  readonly wallet: WalletApi
  /** {@inheritDoc GamesApi} */
  readonly games: GamesApi
  /** {@inheritDoc MiscApi} */
  readonly misc: MiscApi
  /** {@inheritDoc OperationsApi} */
  readonly operations: OperationsApi
  /** {@inheritDoc ProtectionApi} */
  readonly protection: ProtectionApi
  /** {@inheritDoc AccountApi} */
  readonly account: AccountApi
}
