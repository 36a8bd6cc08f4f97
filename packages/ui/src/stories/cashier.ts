import type {
  Bank,
  Collection,
  Deposit,
  LoanRecord,
  OperatorCollection,
  OperatorWithdrawal,
  PayType,
  WithdrawAccount,
  Withdrawal,
  WithdrawalPayout,
} from '@sportsbook/sdk/protocol'
import { balanceEntry } from './balances'
import { sample } from './sample'

// Cashier fixtures shaped as the server answers them, for stories and tests.
const at = Date.UTC(2026, 10, 25, 12, 30)

export const onlinePayTypes: PayType[] = [
  { id: 1, name: 'Card (sandbox)', kind: 'online', currencyCode: 'USDT', min: '10.00', max: '5000.00' },
  { id: 2, name: 'E-wallet', kind: 'online', currencyCode: 'USDT', min: '20.00', max: '1000.00' },
]
export const transferPayTypes: PayType[] = [
  { id: 3, name: 'Bank transfer', kind: 'bankTransfer', currencyCode: 'USDT', min: '50.00', max: '20000.00' },
]
export const banks: Bank[] = [
  { code: 'SBX', name: 'Sandbox Bank', currencyCode: 'USDT' },
  { code: 'NTB', name: 'National Trust Bank', currencyCode: 'USDT' },
]

export const deposit = sample<Deposit>({
  id: 41,
  requestId: '7d1f2c4e-1111-4aaa-8bbb-000000000041',
  payTypeId: 1,
  amount: '100.00',
  currencyCode: 'USDT',
  status: 'pending',
  payUrl: 'about:blank',
  createdAt: at,
  completedAt: null,
})

export const collection = sample<Collection>({
  id: 12,
  requestId: '7d1f2c4e-1111-4aaa-8bbb-000000000012',
  payTypeId: 3,
  amount: '250.00',
  currencyCode: 'USDT',
  reference: 'SB-7Q4K-2M9X',
  receivingAccount: { bankName: 'Sandbox Bank', accountName: 'Sportsbook Ltd', accountNo: '001234567890' },
  status: 'awaitingProof',
  proofCount: 0,
  creditedAmount: null,
  reason: '',
  createdAt: at,
  reviewedAt: null,
})

export const withdrawAccount = sample<WithdrawAccount>({
  id: 5,
  bankCode: 'SBX',
  bankName: 'Sandbox Bank',
  accountName: 'Ana Lima',
  accountNoMasked: '•••• 6789',
  currencyCode: 'USDT',
  createdAt: at,
})

export const withdrawal = sample<Withdrawal>({
  id: 9,
  requestId: '7d1f2c4e-1111-4aaa-8bbb-000000000009',
  accountId: 5,
  account: { bankName: 'Sandbox Bank', accountNoMasked: '•••• 6789' },
  amount: '80.00',
  currencyCode: 'USDT',
  status: 'inReview',
  reason: '',
  createdAt: at,
  reviewedAt: null,
})

export const loanRecord = sample<LoanRecord>({
  id: 3,
  kind: 'loan',
  amount: '200.00',
  currencyCode: 'USDT',
  outstanding: '200.00',
  createdAt: at,
})

const member = { memberId: 1042, account: 'player42' }
export const operatorWithdrawal = (overrides: Partial<OperatorWithdrawal> = {}): OperatorWithdrawal => ({
  ...withdrawal(),
  member,
  ...overrides,
})
export const operatorCollection = (overrides: Partial<OperatorCollection> = {}): OperatorCollection => ({
  ...collection({ status: 'inReview', proofCount: 1 }),
  member,
  ...overrides,
})

/** A small receipt-like picture (an SVG data URL) standing in for a proof image. */
export const proofPicture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="160"><rect width="120" height="160" fill="#f4f1e8"/><text x="10" y="30" font-size="12">RECEIPT</text><text x="10" y="60" font-size="10">250.00 USDT</text><text x="10" y="80" font-size="10">SB-7Q4K-2M9X</text></svg>',
)}`

/** A withdrawal in review with its full account and the player's context, as `withdrawPayout` answers. */
export const withdrawalPayout = (): WithdrawalPayout => ({
  withdrawal: operatorWithdrawal(),
  account: {
    bankCode: 'DEVUSD',
    bankName: 'Dev Bank',
    accountName: 'Ann Smith',
    accountNo: 'GB29NWBK60161331926819',
  },
  member: {
    ...member,
    balances: [
      balanceEntry({ currencyCode: 'USD', amount: '1040.00', frozen: '80.00', loanAmount: '40.00' }),
      balanceEntry({ currencyId: 2, currencyCode: 'USDT', scale: 4, amount: '12.5000' }),
    ],
    recentDeposits: [deposit({ status: 'succeeded' })],
    recentCollections: [],
    recentWithdrawals: [withdrawal()],
  },
})
