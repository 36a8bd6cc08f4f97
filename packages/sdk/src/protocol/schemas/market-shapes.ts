import * as v from 'valibot'
import {
  decimalText,
  leagueRefSchema,
  marketSchema,
  marketTypeSchema,
  matchStatusSchema,
  oddsText,
  selectionNameSchema,
  sportTypeSchema,
  teamRefSchema,
} from './match-shapes'

/**
 * The peer trade market's shapes: a bank opened on one market of a match, its participants (the banker and partners
 * with capital in) and the gamblers' orders against it. Money is a decimal string at the currency's scale; times are
 * milliseconds since the epoch.
 */

export const bankStatusSchema = v.picklist(['open', 'paused', 'closed', 'settled', 'cancelled', 'void'])
/** Checks and reads a gambler order status (the server validates with it). */
export const gamblerOrderStatusSchema = v.picklist([
  'open',
  'won',
  'lost',
  'void',
  'pushed',
  'halfWon',
  'halfLost',
])
/** Checks and reads a bank role (the server validates with it). */
export const bankRoleSchema = v.picklist(['banker', 'partner'])

const money = v.pipe(v.string(), v.regex(/^-?\d{1,30}(\.\d{1,8})?$/, 'a decimal string'))

/** Checks and reads a bank selection (the server validates with it). */
export const bankSelectionSchema = v.object({
  selectionId: v.number(),
  name: selectionNameSchema,
  odds: oddsText,
  /** The largest stake the selection can take now (within maxStake); "0" when the bank takes no orders. */
  capacity: money,
})

const bankEntries = {
  id: v.number(),
  matchId: v.number(),
  marketId: v.number(),
  match: v.object({
    home: v.string(),
    away: v.string(),
    league: v.string(),
    startTime: v.number(),
    status: matchStatusSchema,
  }),
  market: v.object({ type: marketTypeSchema, line: v.nullable(decimalText) }),
  /** name: the banker's account, masked. */
  banker: v.object({ memberId: v.number(), name: v.string() }),
  currencyCode: v.string(),
  selections: v.array(bankSelectionSchema),
  /** Capital in, the banker's and every partner's. */
  capital: money,
  minStake: money,
  maxStake: money,
  /** A password is needed to join as a partner. */
  private: v.boolean(),
  description: v.string(),
  /** closed: past closesAt (kick-off) and not settled yet. */
  status: bankStatusSchema,
  orders: v.number(),
  /** The commission on a participant's positive net, a decimal fraction: "0.05". */
  commissionRate: decimalText,
  /** Sales stop: the match's kick-off. */
  closesAt: v.number(),
  createdAt: v.number(),
} as const

/** Checks and reads a peer bank (the server validates with it). */
export const peerBankSchema = v.object({
  ...bankEntries,
  /** How many participants (the banker and joined partners). */
  participants: v.number(),
})

/** Checks and reads a bank participant (the server validates with it). */
export const bankParticipantSchema = v.object({
  memberId: v.number(),
  /** The account, masked except for the caller's own row. */
  name: v.string(),
  role: bankRoleSchema,
  capital: money,
  /** The participant's part of the bank's capital, a decimal fraction with 4 decimals: "0.5000". */
  share: decimalText,
  /** Before settlement: the participant's worst result over the outcomes; after: the net result paid. */
  pnl: money,
})

/** Checks and reads a bank outcome (the server validates with it). */
export const bankOutcomeSchema = v.object({
  /** The outcome class: "home", "draw", "away", or a goal difference or total class ("diff<=0", "total>=3"). */
  label: v.string(),
  /** The bank's result (every participant together) in this outcome, floored to the currency's unit. */
  pnl: money,
})

/** match/opening/banker/info: the bank as its participants see it. */
export const bankerInfoSchema = v.object({
  ...bankEntries,
  participants: v.array(bankParticipantSchema),
  outcomes: v.array(bankOutcomeSchema),
})

/** Checks and reads a gambler order (the server validates with it). */
export const gamblerOrderSchema = v.object({
  id: v.number(),
  requestId: v.string(),
  bankId: v.number(),
  matchId: v.number(),
  marketId: v.number(),
  selectionId: v.number(),
  odds: oddsText,
  stake: money,
  currencyCode: v.string(),
  /** stake * odds, floored to the currency's unit. */
  potentialReturn: money,
  status: gamblerOrderStatusSchema,
  /** Null while open. */
  payout: v.nullable(money),
  createdAt: v.number(),
  settledAt: v.nullable(v.number()),
})

/** An order of a bank as its participants see it: the gambler's account masked. */
export const bankOrderSchema = v.object({ ...gamblerOrderSchema.entries, gambler: v.string() })

/** trade/api/gambler/order/stat/list: one row per bank the caller is in. */
export const bankStatSchema = v.object({
  bankId: v.number(),
  matchId: v.number(),
  role: bankRoleSchema,
  capital: money,
  orders: v.number(),
  /** The stakes taken by the bank. */
  stakes: money,
  /** The caller's result: worst case while open, the net paid once settled. */
  pnl: money,
  commission: money,
  status: bankStatusSchema,
})

/** /trade/unsettle: per currency, what is still open (the caller's orders and banks). */
export const unsettledSchema = v.object({
  currencyCode: v.string(),
  orderCount: v.number(),
  stakes: money,
  bankCount: v.number(),
  capital: money,
})

/** match/simple/list: an upcoming match a bank may be opened on, with the book's odds as a guide. */
export const simpleMatchSchema = v.object({
  id: v.number(),
  sportType: sportTypeSchema,
  league: leagueRefSchema,
  home: teamRefSchema,
  away: teamRefSchema,
  startTime: v.number(),
  markets: v.array(marketSchema),
})

/** A bank status, as the wire carries it (read by {@link bankStatusSchema}). */
export type BankStatus = v.InferOutput<typeof bankStatusSchema>
/** A gambler order status, as the wire carries it (read by {@link gamblerOrderStatusSchema}). */
export type GamblerOrderStatus = v.InferOutput<typeof gamblerOrderStatusSchema>
/** A bank role, as the wire carries it (read by {@link bankRoleSchema}). */
export type BankRole = v.InferOutput<typeof bankRoleSchema>
/** A bank selection, as the wire carries it (read by {@link bankSelectionSchema}). */
export type BankSelection = v.InferOutput<typeof bankSelectionSchema>
/** A peer bank, as the wire carries it (read by {@link peerBankSchema}). */
export type PeerBank = v.InferOutput<typeof peerBankSchema>
/** A bank participant, as the wire carries it (read by {@link bankParticipantSchema}). */
export type BankParticipant = v.InferOutput<typeof bankParticipantSchema>
/** A bank outcome, as the wire carries it (read by {@link bankOutcomeSchema}). */
export type BankOutcome = v.InferOutput<typeof bankOutcomeSchema>
/** match/opening/banker/info: the bank as its participants see it. */
export type BankerInfo = v.InferOutput<typeof bankerInfoSchema>
/** A gambler order, as the wire carries it (read by {@link gamblerOrderSchema}). */
export type GamblerOrder = v.InferOutput<typeof gamblerOrderSchema>
/** An order of a bank as its participants see it: the gambler's account masked. */
export type BankOrder = v.InferOutput<typeof bankOrderSchema>
/** trade/api/gambler/order/stat/list: one row per bank the caller is in. */
export type BankStat = v.InferOutput<typeof bankStatSchema>
/** /trade/unsettle: per currency, what is still open (the caller's orders and banks). */
export type Unsettled = v.InferOutput<typeof unsettledSchema>
/** match/simple/list: an upcoming match a bank may be opened on, with the book's odds as a guide. */
export type SimpleMatch = v.InferOutput<typeof simpleMatchSchema>
