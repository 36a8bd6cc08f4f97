import * as v from 'valibot'
import {
  collectionStatuses,
  depositStatuses,
  loanRecordKinds,
  payTypeKinds,
  type reviewDecisions,
  withdrawalStatuses,
} from '../values/wallet'
import { moneyField } from './fields'
import { balanceEntrySchema } from './session-shapes'

export * from '../values/wallet'

/**
 * The wallet's shapes (money in and out: wallet and loans). Times are ms since the epoch, money a decimal
 * string; a time or amount that does not exist yet is null.
 */

/** A way to pay in: `online` through a payment provider (deposit), `bankTransfer` with proof (collection). */
export const payTypeSchema = v.object({
  id: v.number(),
  name: v.string(),
  kind: v.picklist(payTypeKinds),
  currencyCode: v.string(),
  min: moneyField,
  max: moneyField,
})

/** A bank where a withdraw account may be held. */
export const bankSchema = v.object({ code: v.string(), name: v.string(), currencyCode: v.string() })

/** A member's account to withdraw to; its number only ever travels masked ("•••• 1234"). */
export const withdrawAccountSchema = v.object({
  id: v.number(),
  bankCode: v.string(),
  bankName: v.string(),
  accountName: v.string(),
  accountNoMasked: v.string(),
  currencyCode: v.string(),
  createdAt: v.number(),
})

/** Checks and reads a deposit (the server validates with it). */
export const depositSchema = v.object({
  id: v.number(),
  requestId: v.string(),
  payTypeId: v.number(),
  amount: moneyField,
  currencyCode: v.string(),
  status: v.picklist(depositStatuses),
  /** The payment provider's page where the player pays. */
  payUrl: v.string(),
  createdAt: v.number(),
  completedAt: v.nullable(v.number()),
})

/** The house account a bank transfer goes to. */
export const receivingAccountSchema = v.object({
  bankName: v.string(),
  accountName: v.string(),
  accountNo: v.string(),
})

/** A bank transfer with proof, credited by an operator's review. */
export const collectionSchema = v.object({
  id: v.number(),
  requestId: v.string(),
  payTypeId: v.number(),
  amount: moneyField,
  currencyCode: v.string(),
  /** Unique; the player writes it in the transfer's note. */
  reference: v.string(),
  receivingAccount: receivingAccountSchema,
  status: v.picklist(collectionStatuses),
  proofCount: v.number(),
  /** What the operator found arrived (approved), else null. */
  creditedAmount: v.nullable(moneyField),
  /** The operator's reason (empty until reviewed). */
  reason: v.string(),
  createdAt: v.number(),
  reviewedAt: v.nullable(v.number()),
})

/** Checks and reads a withdrawal (the server validates with it). */
export const withdrawalSchema = v.object({
  id: v.number(),
  requestId: v.string(),
  accountId: v.number(),
  account: v.object({ bankName: v.string(), accountNoMasked: v.string() }),
  amount: moneyField,
  currencyCode: v.string(),
  status: v.picklist(withdrawalStatuses),
  reason: v.string(),
  createdAt: v.number(),
  reviewedAt: v.nullable(v.number()),
})

/** Checks and reads a loan record (the server validates with it). */
export const loanRecordSchema = v.object({
  id: v.number(),
  kind: v.picklist(loanRecordKinds),
  amount: moneyField,
  currencyCode: v.string(),
  /** The outstanding loan in that currency after this record. */
  outstanding: moneyField,
  createdAt: v.number(),
})

/** Who a row belongs to, in the operators' lists. */
export const memberRefSchema = v.object({ memberId: v.number(), account: v.string() })

/** Checks and reads an operator withdrawal (the server validates with it). */
export const operatorWithdrawalSchema = v.object({ ...withdrawalSchema.entries, member: memberRefSchema })
/** Checks and reads an operator collection (the server validates with it). */
export const operatorCollectionSchema = v.object({ ...collectionSchema.entries, member: memberRefSchema })

/**
 * A withdrawal's account in full, where the operator sends the money: answered to the operators of the member's
 * brand only, and each read is logged (`revealAccount` in the operators' audit).
 */
export const payoutAccountSchema = v.object({
  bankCode: v.string(),
  bankName: v.string(),
  /** The holder's name as the member entered it. */
  accountName: v.string(),
  /** The whole account number. */
  accountNo: v.string(),
})

/** The player beside a withdrawal in review: the balances (with the outstanding loan) and recent movements. */
export const memberContextSchema = v.object({
  memberId: v.number(),
  account: v.string(),
  /** Every currency of the member's wallet: `loanAmount` is the outstanding loan, `frozen` what is held. */
  balances: v.array(balanceEntrySchema),
  /** The member's last deposits (at most 5), newest first. */
  recentDeposits: v.array(depositSchema),
  /** The member's last bank transfers (at most 5), newest first. */
  recentCollections: v.array(collectionSchema),
  /** The member's last withdrawals (at most 5, this one among them), newest first. */
  recentWithdrawals: v.array(withdrawalSchema),
})

/** What an operator needs to pay a withdrawal out: the withdrawal, its full account and the player's context. */
export const withdrawalPayoutSchema = v.object({
  withdrawal: operatorWithdrawalSchema,
  account: payoutAccountSchema,
  member: memberContextSchema,
})

/** One of {@link payTypeKinds}. */
export type PayTypeKind = (typeof payTypeKinds)[number]
/** One of {@link depositStatuses}. */
export type DepositStatus = (typeof depositStatuses)[number]
/** One of {@link collectionStatuses}. */
export type CollectionStatus = (typeof collectionStatuses)[number]
/** One of {@link withdrawalStatuses}. */
export type WithdrawalStatus = (typeof withdrawalStatuses)[number]
/** One of {@link loanRecordKinds}. */
export type LoanRecordKind = (typeof loanRecordKinds)[number]
/** One of {@link reviewDecisions}. */
export type ReviewDecision = (typeof reviewDecisions)[number]
/** A way to pay in: `online` through a payment provider (deposit), `bankTransfer` with proof (collection). */
export type PayType = v.InferOutput<typeof payTypeSchema>
/** A bank where a withdraw account may be held. */
export type Bank = v.InferOutput<typeof bankSchema>
/** A member's account to withdraw to; its number only ever travels masked ("•••• 1234"). */
export type WithdrawAccount = v.InferOutput<typeof withdrawAccountSchema>
/** A deposit, as the wire carries it (read by {@link depositSchema}). */
export type Deposit = v.InferOutput<typeof depositSchema>
/** The house account a bank transfer goes to. */
export type ReceivingAccount = v.InferOutput<typeof receivingAccountSchema>
/** A bank transfer with proof, credited by an operator's review. */
export type Collection = v.InferOutput<typeof collectionSchema>
/** A withdrawal, as the wire carries it (read by {@link withdrawalSchema}). */
export type Withdrawal = v.InferOutput<typeof withdrawalSchema>
/** A loan record, as the wire carries it (read by {@link loanRecordSchema}). */
export type LoanRecord = v.InferOutput<typeof loanRecordSchema>
/** Who a row belongs to, in the operators' lists. */
export type MemberRef = v.InferOutput<typeof memberRefSchema>
/** An operator withdrawal, as the wire carries it (read by {@link operatorWithdrawalSchema}). */
export type OperatorWithdrawal = v.InferOutput<typeof operatorWithdrawalSchema>
/** An operator collection, as the wire carries it (read by {@link operatorCollectionSchema}). */
export type OperatorCollection = v.InferOutput<typeof operatorCollectionSchema>
/** A withdrawal's full account (operators of the member's brand; each read logged). */
export type PayoutAccount = v.InferOutput<typeof payoutAccountSchema>
/** The player beside a withdrawal in review. */
export type MemberContext = v.InferOutput<typeof memberContextSchema>
/** A withdrawal with its full account and the player's context (read by {@link withdrawalPayoutSchema}). */
export type WithdrawalPayout = v.InferOutput<typeof withdrawalPayoutSchema>
/** A page of a list (lists answer a page). */
export interface Page<T> {
  list: T[]
  total: number
  page: number
  pageSize: number
}
/** A deposit page. */
export type DepositPage = Page<Deposit>
/** A collection page. */
export type CollectionPage = Page<Collection>
/** A withdrawal page. */
export type WithdrawalPage = Page<Withdrawal>
/** A loan record page. */
export type LoanRecordPage = Page<LoanRecord>
/** An operator withdrawal page. */
export type OperatorWithdrawalPage = Page<OperatorWithdrawal>
/** An operator collection page. */
export type OperatorCollectionPage = Page<OperatorCollection>
