import { group } from './group'

/** Games: the list, launches, game wallets and rounds of a member; a launch may take the game's own path. */
export const gamesPaths = /* @__PURE__ */ group(
  { auth: 'M', encoding: 'form' },
  {
    play: ['game/play', { idempotent: true }],
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
)
