import { isApiError } from '../errors/type-guards'
import type { LiveMatch, LiveSelection } from '../live-odds/live-odds-types'
import { addAmounts, compareAmounts, floorToScale } from '../money/amounts'
import { codes } from '../protocol/codes'
import type { OddsChanged, Order, StakeLimit } from '../protocol/schemas/bet-shapes'
import { deriveBetSlip } from './bet-slip-derive'
import { emptyBetSlip } from './bet-slip-empty'
import type {
  BetPick,
  BetSelection,
  BetSlipAccount,
  BetSlipMode,
  BetSlipResult,
  BetSlipState,
  BetTarget,
  OddsChangePolicy,
} from './bet-slip-types'
import { betKey, cleanStake, stakeValue } from './stake-rules'

/** What the slip keeps in session storage: the picks, their stakes and the mode (not the result). */
export interface SavedBetSlip {
  mode: BetSlipMode
  parlayStake: string
  selections: (BetPick & { seenOdds: string; livePrice: boolean; stake: string })[]
}

/** Everything that changes the slip; `betSlipReducer` is the only place a slip state is made. */
export type BetSlipAction =
  | { type: 'added'; pick: BetPick; live?: LiveSelection | undefined; match?: LiveMatch | undefined }
  | { type: 'removed'; selectionId: number }
  | { type: 'cleared' }
  | { type: 'modeSet'; mode: BetSlipMode }
  | { type: 'stakeSet'; bet: BetTarget; stake: string }
  | { type: 'stakeAdded'; bet: BetTarget; amount: string }
  | { type: 'maxStakeSet'; bet: BetTarget }
  | { type: 'policySet'; policy: OddsChangePolicy }
  | { type: 'oddsAccepted' }
  | { type: 'liveChanged'; selections: readonly LiveSelection[]; matches: readonly LiveMatch[] }
  /** `fresh`: another member or currency, whose server limits and refusals are not known yet. */
  | { type: 'accountChanged'; account: Partial<BetSlipAccount>; fresh?: boolean }
  | { type: 'limitReceived'; key: string; limit: StakeLimit }
  | { type: 'placementStarted' }
  | { type: 'placementSettled'; result: BetSlipResult; legsOf: Record<string, number[]> }
  | { type: 'dismissed' }
  | { type: 'restored'; saved: SavedBetSlip }
  /** The live stream went stale or current again (two missed heartbeats, or the next one). */
  | { type: 'streamChanged'; stale: boolean }
  /** The server decided a pending order of the result (the `order` push or a read of the list). */
  | { type: 'orderDecided'; order: Order }

const editing = (state: BetSlipState) => state.phase === 'editing'

function withStake(
  state: BetSlipState,
  bet: BetTarget,
  stake: (current: string) => string | null,
): BetSlipState {
  if (bet === 'parlay') {
    const next = stake(state.parlay.stake)
    return next === null ? state : { ...state, parlay: { ...state.parlay, stake: next } }
  }
  return {
    ...state,
    selections: state.selections.map((selection) => {
      if (selection.selectionId !== bet) return selection
      const next = stake(selection.stake)
      return next === null ? selection : { ...selection, stake: next }
    }),
  }
}

/** The bet whose limit and balance cap a stake: the single's own range or the parlay's. */
function maxStakeOf(state: BetSlipState, bet: BetTarget): string | null {
  const range =
    bet === 'parlay' ? state.parlay.limit : state.selections.find((s) => s.selectionId === bet)?.limit
  const caps = [range?.max, state.account.available].filter((cap): cap is string => cap != null)
  if (caps.length === 0) return null
  const cap = caps.reduce((a, b) => (compareAmounts(a, b) <= 0 ? a : b))
  return stakeValue(cap) === null ? null : floorToScale(cap, state.account.scale)
}

function fromPick(pick: BetPick, live?: LiveSelection, match?: LiveMatch): BetSelection {
  const matchStatus = match?.status ?? pick.matchStatus
  return {
    ...pick,
    odds: live?.odds ?? pick.odds,
    // The player saw the button's odds; a newer live price is marked against them.
    seenOdds: pick.odds,
    marketStatus: live?.status ?? pick.marketStatus ?? 'open',
    matchStatus,
    // A price is pre-match only when the pick said so; with nothing said, none is claimed.
    livePrice: (pick.matchStatus ?? matchStatus ?? 'live') === 'live',
    oddsChange: null,
    stake: '',
    potentialReturn: null,
    limit: null,
    issues: [],
  }
}

/** What a settled placement teaches the slip: 2002 brings the current odds, 2003 a refused market, 2004 limits. */
function learnFrom(
  state: BetSlipState,
  result: BetSlipResult,
  legsOf: Record<string, number[]>,
): BetSlipState {
  let { selections, refused, serverLimits } = state
  for (const { bet, error } of result.failed) {
    const legs = legsOf[String(bet)] ?? []
    if (isApiError(error, codes.ODDS_CHANGED)) {
      const current = new Map(
        ((error.data as OddsChanged | null)?.legs ?? []).map((leg) => [leg.selectionId, leg]),
      )
      selections = selections.map((selection) => {
        const leg = current.get(selection.selectionId)
        return leg ? { ...selection, odds: leg.odds, marketStatus: leg.status } : selection
      })
    } else if (isApiError(error, codes.MARKET_UNAVAILABLE)) {
      // The server names the leg it refused; without it, every leg of the bet is in doubt.
      const named = (error.data as { selectionId?: number } | null)?.selectionId
      refused = [...new Set([...refused, ...(named ? [named] : legs)])]
    } else if (isApiError(error, codes.STAKE_OUT_OF_LIMITS) && error.data) {
      serverLimits = { ...serverLimits, [betKey(legs)]: error.data as StakeLimit }
    }
  }
  return { ...state, selections, refused, serverLimits }
}

/** What the player changes in the slip; done on a result, it leaves the result first (see `dismissed`). */
const edits = new Set<BetSlipAction['type']>([
  'added',
  'removed',
  'modeSet',
  'stakeSet',
  'stakeAdded',
  'maxStakeSet',
])

function reduce(state: BetSlipState, action: BetSlipAction): BetSlipState {
  if (state.phase === 'result' && edits.has(action.type))
    return reduce(reduce(state, { type: 'dismissed' }), action)
  switch (action.type) {
    case 'added': {
      if (!editing(state)) return state
      const added = fromPick(action.pick, action.live, action.match)
      const index = state.selections.findIndex((selection) => selection.selectionId === added.selectionId)
      if (index < 0) return { ...state, selections: [...state.selections, added] }
      // The same pick again (another button, newer odds): it keeps its place and its stake.
      const selections = [...state.selections]
      selections[index] = { ...added, stake: state.selections[index]!.stake }
      return { ...state, selections }
    }
    case 'removed':
      if (!editing(state)) return state
      return {
        ...state,
        selections: state.selections.filter((selection) => selection.selectionId !== action.selectionId),
        refused: state.refused.filter((id) => id !== action.selectionId),
      }
    case 'cleared':
      return {
        ...emptyBetSlip,
        policy: state.policy,
        account: state.account,
        serverLimits: state.serverLimits,
      }
    case 'modeSet':
      return editing(state) ? { ...state, mode: action.mode } : state
    case 'stakeSet':
      return editing(state)
        ? withStake(state, action.bet, () => cleanStake(action.stake, state.account.scale))
        : state
    case 'stakeAdded': {
      const amount = cleanStake(action.amount, state.account.scale)
      if (!editing(state) || amount === null || stakeValue(amount) === null) return state
      return withStake(state, action.bet, (current) =>
        floorToScale(addAmounts(stakeValue(current) ?? '0', amount), state.account.scale),
      )
    }
    case 'maxStakeSet': {
      const max = maxStakeOf(state, action.bet)
      return editing(state) && max !== null ? withStake(state, action.bet, () => max) : state
    }
    case 'policySet':
      return { ...state, policy: action.policy }
    case 'oddsAccepted':
      return {
        ...state,
        selections: state.selections.map((selection) => ({
          ...selection,
          seenOdds: selection.odds,
          livePrice: selection.livePrice || selection.matchStatus === 'live',
        })),
      }
    case 'liveChanged': {
      if (state.selections.length === 0) return state
      const prices = new Map(action.selections.map((selection) => [selection.selectionId, selection]))
      const matches = new Map(action.matches.map((match) => [match.matchId, match]))
      let changed = false
      const refused = new Set(state.refused)
      const selections = state.selections.map((selection) => {
        const price = prices.get(selection.selectionId)
        const status = matches.get(selection.matchId)?.status
        if (!price && !status) return selection
        changed = true
        // The feed moved this selection after the server refused it: its status says what holds now.
        if (price) refused.delete(selection.selectionId)
        return {
          ...selection,
          odds: price?.odds ?? selection.odds,
          marketStatus: price?.status ?? selection.marketStatus,
          matchStatus: status ?? selection.matchStatus,
        }
      })
      return changed ? { ...state, selections, refused: [...refused] } : state
    }
    case 'accountChanged': {
      const account = { ...state.account, ...action.account }
      if (action.fresh) return { ...state, account, serverLimits: {}, refused: [] }
      const same = (Object.keys(account) as (keyof BetSlipAccount)[]).every(
        (key) => account[key] === state.account[key],
      )
      return same ? state : { ...state, account }
    }
    case 'limitReceived':
      return { ...state, serverLimits: { ...state.serverLimits, [action.key]: action.limit } }
    case 'placementStarted':
      return state.canPlace ? { ...state, phase: 'placing', result: null } : state
    case 'placementSettled':
      if (state.phase !== 'placing') return state
      return { ...learnFrom(state, action.result, action.legsOf), phase: 'result', result: action.result }
    case 'dismissed': {
      if (state.phase !== 'result' || !state.result) return state
      const placed = new Set(state.result.placed.map((entry) => entry.bet))
      const selections = placed.has('parlay')
        ? []
        : state.selections.filter((selection) => !placed.has(selection.selectionId))
      return {
        ...state,
        phase: 'editing',
        result: null,
        selections,
        parlay: { ...state.parlay, stake: placed.has('parlay') ? '' : state.parlay.stake },
      }
    }
    case 'streamChanged':
      return state.stale === action.stale ? state : { ...state, stale: action.stale }
    case 'orderDecided': {
      const { result } = state
      if (!result?.placed.some((entry) => entry.order.id === action.order.id)) return state
      return {
        ...state,
        result: {
          ...result,
          placed: result.placed.map((entry) =>
            entry.order.id === action.order.id ? { ...entry, order: action.order } : entry,
          ),
        },
      }
    }
    case 'restored':
      if (state.selections.length > 0 || !editing(state)) return state
      return {
        ...state,
        mode: action.saved.mode,
        parlay: { ...state.parlay, stake: action.saved.parlayStake },
        selections: action.saved.selections.map((saved) => ({
          ...fromPick(saved),
          seenOdds: saved.seenOdds,
          livePrice: saved.livePrice,
          stake: saved.stake,
        })),
      }
  }
}

/** The slip's state machine: a pure reducer; every state it returns is derived afresh. */
export function betSlipReducer(state: BetSlipState, action: BetSlipAction): BetSlipState {
  const next = reduce(state, action)
  return next === state ? state : deriveBetSlip(next)
}

/** The part of a state kept in session storage. */
export function savedBetSlipOf(state: BetSlipState): SavedBetSlip {
  return {
    mode: state.mode,
    parlayStake: state.parlay.stake,
    selections: state.selections.map(
      ({ oddsChange: _c, potentialReturn: _r, limit: _l, issues: _i, ...selection }) => selection,
    ),
  }
}
