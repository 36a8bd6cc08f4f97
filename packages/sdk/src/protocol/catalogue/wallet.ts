import { group } from './group'

/** PROTOCOL.md section 6, Wallet. */
export const walletPaths = /* @__PURE__ */ group(
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
)
