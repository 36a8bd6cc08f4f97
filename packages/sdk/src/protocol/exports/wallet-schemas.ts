// `@sportsbook/sdk/protocol/schemas`, part: Wallet and loans: pay types, deposits, collections, withdrawals.

export {
  collectionReviewRequestSchema,
  operatorListRequestSchema,
  walletFields,
  walletSchemas,
  withdrawAccountOperateRequestSchema,
  withdrawCreateRequestSchema,
  withdrawReviewRequestSchema,
} from '../schemas/wallet'
export {
  bankSchema,
  collectionSchema,
  depositSchema,
  loanRecordSchema,
  memberContextSchema,
  memberRefSchema,
  operatorCollectionSchema,
  operatorWithdrawalSchema,
  payoutAccountSchema,
  payTypeSchema,
  receivingAccountSchema,
  withdrawAccountSchema,
  withdrawalPayoutSchema,
  withdrawalSchema,
} from '../schemas/wallet-shapes'
