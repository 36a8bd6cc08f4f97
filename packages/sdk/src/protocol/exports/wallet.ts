// `@sportsbook/sdk/protocol`, part: Wallet and loans: pay types, deposits, collections, withdrawals.

export type {
  CollectionReviewRequest,
  OperatorListRequest,
  WithdrawAccountOperateRequest,
  WithdrawCreateRequest,
  WithdrawReviewRequest,
} from '../schemas/wallet'
export type {
  Bank,
  Collection,
  CollectionPage,
  CollectionStatus,
  Deposit,
  DepositPage,
  DepositStatus,
  LoanRecord,
  LoanRecordKind,
  LoanRecordPage,
  MemberContext,
  MemberRef,
  OperatorCollection,
  OperatorCollectionPage,
  OperatorWithdrawal,
  OperatorWithdrawalPage,
  Page,
  PayoutAccount,
  PayType,
  PayTypeKind,
  ReceivingAccount,
  ReviewDecision,
  WithdrawAccount,
  Withdrawal,
  WithdrawalPage,
  WithdrawalPayout,
  WithdrawalStatus,
} from '../schemas/wallet-shapes'
export * from '../values/wallet'
