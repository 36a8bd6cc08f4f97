// The vocabularies and limits of money in and out, plain data without their schemas.

/** Every value of {@link PayTypeKind}: an online payment, or a bank transfer with a proof. */
export const payTypeKinds = ['online', 'bankTransfer'] as const
/** Every value of {@link DepositStatus}. */
export const depositStatuses = ['pending', 'succeeded', 'failed', 'expired'] as const
/** Every value of {@link CollectionStatus}. */
export const collectionStatuses = [
  'awaitingProof',
  'inReview',
  'approved',
  'rejected',
  'cancelled',
  'expired',
] as const
/** Every value of {@link WithdrawalStatus}. */
export const withdrawalStatuses = ['inReview', 'approved', 'rejected'] as const
/** Every value of {@link LoanRecordKind}. */
export const loanRecordKinds = ['loan', 'repay'] as const
/** Every value of {@link ReviewDecision}. */
export const reviewDecisions = ['approve', 'reject'] as const
/** Most withdraw accounts a member may hold. */
export const maxWithdrawAccounts = 5
/** Most proof images a collection takes. */
export const maxCollectionProofs = 3
/** Largest proof image in bytes (5 MiB). */
export const maxProofBytes = 5 * 1024 * 1024
/** Largest proof image in pixels (40 megapixels, read from its header before decoding). */
export const maxProofPixels = 40_000_000
