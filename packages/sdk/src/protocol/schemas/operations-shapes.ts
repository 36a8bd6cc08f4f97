import * as v from 'valibot'
import { decimalText, oddsText } from './match-shapes'

/**
 * The operators' shapes (risk and reports). Money is decimal text in the row's currency; a liability is what the
 * house loses if the selection wins: the potential payout of the open orders on it, less every stake the house keeps
 * on its market (negative when the house wins either way).
 */

/** The book of one selection in one currency, over the brand's open orders. */
export const riskSelectionSchema = v.object({
  selectionId: v.number(),
  /** The selection as the order legs name it (`home`, `over`, ...). */
  name: v.string(),
  /** The stakes of the open orders with a leg on this selection (free bets stake nothing of the player's). */
  stakes: decimalText,
  /** What those orders return if they win (a parlay counts whole: its other legs taken as won). */
  potentialPayout: decimalText,
  liability: decimalText,
  orders: v.number(),
  /** The brand's maximum liability per selection is reached: the brand's players see it suspended. */
  suspended: v.boolean(),
})

/** One market's book in one currency: its selections, and the market's worst case. */
export const riskMarketSchema = v.object({
  matchId: v.number(),
  marketId: v.number(),
  currencyCode: v.string(),
  sportType: v.number(),
  leagueName: v.string(),
  homeName: v.string(),
  awayName: v.string(),
  startTime: v.number(),
  marketType: v.string(),
  line: v.nullable(v.string()),
  /** Every stake on the market (each order once). */
  stakes: decimalText,
  /** The largest potential payout of its selections. */
  potentialPayout: decimalText,
  /** The largest liability of its selections: the market's worst case. */
  liability: decimalText,
  orders: v.number(),
  selections: v.array(riskSelectionSchema),
})

/** An open order with a leg on a selection (the risk page's drill-down). */
export const riskOrderSchema = v.object({
  orderId: v.number(),
  memberId: v.number(),
  account: v.nullable(v.string()),
  kind: v.string(),
  currencyCode: v.string(),
  stake: decimalText,
  odds: oddsText,
  potentialReturn: decimalText,
  freeBet: v.boolean(),
  createdAt: v.number(),
})

/** A brand's caps in one currency; null = no cap. */
export const riskSettingsSchema = v.object({
  currencyCode: v.string(),
  maxPayoutPerOrder: v.nullable(decimalText),
  maxLiabilityPerSelection: v.nullable(decimalText),
  /** When an operator last changed them (ms), null if never. */
  updatedAt: v.nullable(v.number()),
})

/** A member's stake factor: its stake limits' maxima are multiplied by it. */
export const stakeFactorSchema = v.object({
  memberId: v.number(),
  /** Two decimals, 0.01 to 1.00. */
  factor: v.pipe(v.string(), v.regex(/^(0\.\d{2}|1\.00)$/, 'a factor with two decimals')),
})

/** One day (UTC) of a brand in one currency, from the ledger. */
export const dailyReportRowSchema = v.object({
  /** `YYYY-MM-DD`, a UTC day. */
  day: v.string(),
  currencyCode: v.string(),
  /** Real-money stakes: sports orders and the house games. */
  turnover: decimalText,
  /** What those paid back: settled and cashed-out orders, free-bet wins and game wins. */
  payouts: decimalText,
  /** turnover − payouts. */
  ggr: decimalText,
  /** Money in: deposits credited and collections approved. */
  deposits: decimalText,
  /** Money out: withdrawals paid. */
  withdrawals: decimalText,
  /** Members who staked that day. */
  activeMembers: v.number(),
  /** Registered members created that day. */
  newMembers: v.number(),
})

/** A CSV answer (RFC 4180, UTF-8, a header row), as every `format: "csv"` answer is. */
export const csvFileSchema = v.object({ filename: v.string(), csv: v.string() })

/** Every value of {@link AuditAction}: what an operator did that the brand keeps a record of. */
export const auditActions = ['revealAccount'] as const

/**
 * One line of the operators' audit: `revealAccount` is an operator reading a withdrawal's full account
 * (`subjectId` the withdrawal's id, `member` its owner).
 */
export const auditEntrySchema = v.object({
  id: v.number(),
  action: v.picklist(auditActions),
  operator: v.object({ memberId: v.number(), account: v.string() }),
  member: v.object({ memberId: v.number(), account: v.string() }),
  subjectId: v.number(),
  at: v.number(),
})

/** One of {@link auditActions}. */
export type AuditAction = (typeof auditActions)[number]
/** One line of the operators' audit. */
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>
/** The book of one selection in one currency, over the brand's open orders. */
export type RiskSelection = v.InferOutput<typeof riskSelectionSchema>
/** One market's book in one currency. */
export type RiskMarket = v.InferOutput<typeof riskMarketSchema>
/** An open order with a leg on a selection. */
export type RiskOrder = v.InferOutput<typeof riskOrderSchema>
/** A brand's caps in one currency. */
export type RiskSettings = v.InferOutput<typeof riskSettingsSchema>
/** A member's stake factor. */
export type StakeFactor = v.InferOutput<typeof stakeFactorSchema>
/** One day of a brand in one currency. */
export type DailyReportRow = v.InferOutput<typeof dailyReportRowSchema>
/** A CSV answer. */
export type CsvFile = v.InferOutput<typeof csvFileSchema>
