import type { AcceptOdds, Order, StakeLimit } from '../protocol/schemas/bet-shapes'
import type {
  MarketStatus,
  MarketType,
  MatchStatus,
  SelectionName,
  SportType,
} from '../protocol/schemas/match-shapes'
import type { MemberLimits } from '../protocol/schemas/session-shapes'

/**
 * What the player accepts when the odds move between the click and the bet (order create `acceptOdds`): `exact` no
 * change, `higher` equal or better odds, `any` whatever they are.
 */
export type OddsChangePolicy = AcceptOdds

/** Singles (one bet per selection) or one parlay of every selection. */
export type BetSlipMode = 'single' | 'parlay'

/** A single's selection id, or the parlay. */
export type BetTarget = number | 'parlay'

/**
 * A pick as an odds button knows it: ids, the odds shown and, from the match data, the labels and states a slip
 * shows without the match. `toBetPick(match, selectionId)` fills every field; a pick with the ids and odds only
 * still bets (its labels are then missing and its limits the member's default).
 */
export interface BetPick {
  matchId: number
  marketId: number
  selectionId: number
  /** The decimal odds the player saw on the button. */
  odds: string
  sportType?: SportType
  leagueName?: string
  homeName?: string
  awayName?: string
  startTime?: number
  marketType?: MarketType
  /** The home side's handicap or the total's line; null for 1x2 and moneyline. */
  line?: string | null
  selectionName?: SelectionName
  // `| undefined`: a selection (which extends the pick) always has the field, undefined when nobody said.
  matchStatus?: MatchStatus | undefined
  marketStatus?: MarketStatus
}

/** Why a bet (or the slip) cannot be placed now: a closed union, each with what a message needs. */
export type BetIssue =
  /** Only members (registered, demo or channel) bet; a visitor logs in first. */
  | { code: 'notMember' }
  /** A parlay needs two legs or more... */
  | { code: 'tooFewLegs'; min: number }
  /** ...and at most `max`. */
  | { code: 'tooManyLegs'; max: number }
  /** A parlay takes at most one selection per match. */
  | { code: 'sameMatch'; matchId: number }
  | { code: 'marketSuspended' }
  /** The market is closed or settled, or the match finished or was cancelled. */
  | { code: 'marketClosed'; status: 'closed' | 'settled' | 'finished' | 'cancelled' }
  /** The pick was a pre-match price and the match has started: accept the live price (`acceptOdds`). */
  | { code: 'matchStarted' }
  /** The server refused the market (code 2003) and the live feed has not reopened it since. */
  | { code: 'unavailable' }
  /** The odds moved from what the player saw in a way the odds-change policy does not accept. */
  | { code: 'oddsChanged'; from: string; to: string; direction: 'up' | 'down' }
  | { code: 'noStake' }
  | { code: 'stakeBelowMin'; min: string }
  | { code: 'stakeAboveMax'; max: string }
  /** The stakes together exceed the spendable balance (amount - frozen) of the member's currency. */
  | { code: 'insufficientBalance'; required: string; available: string }
  /**
   * The live prices stopped updating (two missed heartbeats): they are being read again, and the slip places nothing
   * until the stream is current.
   */
  | { code: 'stalePrices' }

/** The code of a {@link BetIssue}: why a selection or the slip cannot be placed. */
export type BetIssueCode = BetIssue['code']

/** A selection in the slip: the pick, its live state and, in single mode, its own bet. */
export interface BetSelection extends BetPick {
  /** The current odds: they follow the live odds store. */
  odds: string
  /** The market's status now (the pick's, then the live feed's; open when nobody said). */
  marketStatus: MarketStatus
  /** The match's status now (the pick's, then the live feed's; undefined when nobody said). */
  matchStatus: MatchStatus | undefined
  /** The odds the player saw or last accepted. */
  seenOdds: string
  /** `odds` against `seenOdds`: a mark for the player, blocking only as the policy says (`oddsChanged`). */
  oddsChange: 'up' | 'down' | null
  /** Taken while the match was live (false: a pre-match price). */
  livePrice: boolean
  /** The single's stake as typed ('' for none); kept in parlay mode too. */
  stake: string
  /** The single's return if it wins, floored to the currency scale; null without a stake. */
  potentialReturn: string | null
  /** The single's stake limits when known. */
  limit: { min: string; max: string } | null
  /** Why this selection cannot be bet now (its single in single mode, its leg in parlay mode). */
  issues: BetIssue[]
}

/** The parlay of the slip's selections: its stake, combined odds and return. */
export interface BetSlipParlay {
  /** The product of the legs' odds rounded down to two decimals; null without legs. */
  odds: string | null
  stake: string
  potentialReturn: string | null
  limit: { min: string; max: string } | null
  issues: BetIssue[]
}

/** Who is betting, as the slip needs it: kept up to date from the session and the balance. */
export interface BetSlipAccount {
  member: boolean
  currencyCode: string | null
  /** Decimals of the currency. */
  scale: number
  /** The spendable balance (amount - frozen) in the currency; null when unknown. */
  available: string | null
  limits: MemberLimits | null
}

/**
 * A bet the server placed: which bet of the slip, and the order it made. A bet with a live leg comes back `pending`
 * with `acceptAt` (the in-play delay); the slip then follows the main socket's `order` push (or reads the order list
 * once `acceptAt` has passed) and replaces `order` with the decided one: `open` (accepted, at the same or a better
 * price) or `rejected` with `rejectReason` and the stake returned.
 */
export interface PlacedBet {
  bet: BetTarget
  order: Order
}

/** A bet the server did not place: which bet of the slip, and why. */
export interface FailedBet {
  bet: BetTarget
  /**
   * Why: an `ApiError` (2001 to 2005, 1000, ...) whose message is the server's text in the player's language,
   * or a `NetworkError` / `TimeoutError` after the retries: its outcome is unknown, and the bet keeps its
   * `requestId` in storage for the next `place()`, after a reload too. Tell them apart with the guards
   * (`isApiError(error, 2002)`).
   */
  error: Error
}

/** What one `place()` did: the bets placed and the bets that failed, in the slip's order. */
export interface BetSlipResult {
  placed: PlacedBet[]
  failed: FailedBet[]
}

/** The bet slip as a page shows it: the selections, stakes, returns, issues, the member's account and the last result. */
export interface BetSlipState {
  /** `editing`, `placing` (orders on the way), `result` (the outcome is shown until dismissed or cleared). */
  phase: 'editing' | 'placing' | 'result'
  mode: BetSlipMode
  policy: OddsChangePolicy
  selections: BetSelection[]
  parlay: BetSlipParlay
  /** Reasons that hold for the whole slip (not logged in, balance, nothing staked). */
  issues: BetIssue[]
  /** True when `place()` would send something now. */
  canPlace: boolean
  /** What placing would take from the balance. */
  totalStake: string
  /** Amounts a quick-stake button adds, in the member's currency. */
  quickStakes: string[]
  account: BetSlipAccount
  result: BetSlipResult | null
  /** Stake limits the server gave per bet (amount limit answers and code 2004), by bet key. */
  serverLimits: Readonly<Record<string, StakeLimit>>
  /** What `unavailable` marks: selections the server refused with 2003 since their last live change. */
  refused: readonly number[]
  /** The live prices are stale (see `sb.liveOdds.getStream()`): the slip has the `stalePrices` issue. */
  stale: boolean
  /** True while a placed bet of the result is `pending` (waiting out the in-play delay). */
  pending: boolean
}

/** `sb.betSlip`: the slip's state and every action on it. Actions taken before its code has loaded run once it has, in order. */
export interface BetSlipStore {
  /** The current state. */
  getState(): BetSlipState
  /** Calls `listener` with the current state at once, then with each new one; returns the unsubscribe function. */
  subscribe(listener: (state: BetSlipState) => void): () => void
  /**
   * Adds a pick; the same selection again keeps its place and stake with the newer odds. Like every edit, on a
   * result it leaves the result first (see `dismiss`).
   */
  add(pick: BetPick): void
  /** Removes a selection from the slip. */
  remove(selectionId: number): void
  /** What an odds button does: adds the pick, or removes it when it is in the slip. */
  toggle(pick: BetPick): void
  /** Empties the slip and forgets its result; logout and a language change call it. */
  clear(): void
  /** Switches between singles and the parlay. */
  setMode(mode: BetSlipMode): void
  /** Sets a single's or the parlay's stake as typed: digits and one point, extra decimals cut to the scale. */
  setStake(bet: BetTarget, stake: string): void
  /** Adds a quick-stake amount to a stake. */
  addStake(bet: BetTarget, amount: string): void
  /** Sets the largest stake the limits and the balance allow. */
  setMaxStake(bet: BetTarget): void
  /** Kept in local storage (`oddsChangePolicy`). */
  setPolicy(policy: OddsChangePolicy): void
  /** The player takes the current odds: changes stop being marked, pre-match picks become live prices. */
  acceptOdds(): void
  /**
   * Places the slip: each single with a stake, or the parlay, through `/trade/api/order/create` with a fresh
   * `requestId`. The key is stored before the order leaves and kept while its outcome is unknown (a network
   * failure or time-out): placing the same bet again, after a reload too, resends that order under that key and
   * the server answers it instead of placing a second one. Resolves with the result (also kept in the state) or
   * null when nothing could be placed (`canPlace` was false).
   */
  place(): Promise<BetSlipResult | null>
  /** Leaves the result: placed bets leave the slip, the others stay to be fixed and placed again. */
  dismiss(): void
  /** Loads the slip's code now; it loads itself on first use anyway. */
  load(): Promise<unknown>
}
