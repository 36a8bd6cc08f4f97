import { group } from './group'

/**
 * Wallet: pay types, deposits, bank transfers and withdrawals (registered members only); operator paths live
 * under `/app/api/internal/`.
 */
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
    withdrawPayout: ['/app/api/internal/withdraw/payout', { auth: 'O' }],
    deposits: '/app/api/deposit/list',
    withdrawals: '/app/api/withdraw/list',
    withdrawPasswordEdit: ['/app/api/member/withdraw/pwd/edit', { auth: 'R' }],
    balance: '/app/api/wallet/balance',
    openBalance: ['/open/v2/wallet/balance', { channelOnly: true }],
    operatorWithdrawals: ['/app/api/internal/withdraw/list', { auth: 'O' }],
    operatorCollections: ['/app/api/internal/collection/list', { auth: 'O' }],
    collectionReview: ['/app/api/internal/collection/review', { auth: 'O' }],
    /** The owner or an operator (checked by the server); GET, so an `<img>` or a fetch can read the image. */
    collectionProof: ['/app/api/internal/collection/proof', { encoding: 'get' }],
  },
)

/**
 * Where a payment provider posts its signed notification: `<depositNotifyPath>/<provider>`. Not an SDK call: the
 * provider's servers call it, so it is not a catalogue row.
 */
export const depositNotifyPath = '/app/api/deposit/notify'
