import { addAmounts, compareAmounts, floorToScale } from '../money/amounts'
import { multiplyDecimals, parlayOdds, potentialReturn } from '../protocol/rules/odds'
import type { BetIssue, BetSelection, BetSlipState, OddsChangePolicy } from './bet-slip-types'
import { betKey, maxParlayLegs, type StakeRange, stakeRangeOf, stakeValue } from './stake-rules'

/** What a quick-stake button adds: multiples of the member's smallest stake. */
const quickStakeMultiples = ['5', '10', '50', '100']

function oddsChangeOf(odds: string, seen: string): 'up' | 'down' | null {
  const order = compareAmounts(odds, seen)
  return order > 0 ? 'up' : order < 0 ? 'down' : null
}

/** Whether the policy takes the odds moving from `seen` to `odds` without asking (bet-shapes.ts, acceptOdds). */
function policyAccepts(policy: OddsChangePolicy, change: 'up' | 'down' | null): boolean {
  return change === null || policy === 'any' || (policy === 'higher' && change === 'up')
}

/** Reasons that come from the selection itself: its market, its match, its price. */
function selectionIssues(selection: BetSelection, policy: OddsChangePolicy, refused: boolean): BetIssue[] {
  const issues: BetIssue[] = []
  const { marketStatus, matchStatus } = selection
  if (marketStatus === 'suspended') issues.push({ code: 'marketSuspended' })
  else if (marketStatus === 'closed' || marketStatus === 'settled')
    issues.push({ code: 'marketClosed', status: marketStatus })
  if (matchStatus === 'finished' || matchStatus === 'cancelled')
    issues.push({ code: 'marketClosed', status: matchStatus })
  if (refused) issues.push({ code: 'unavailable' })
  if (!selection.livePrice && matchStatus === 'live') issues.push({ code: 'matchStarted' })
  if (selection.oddsChange && !policyAccepts(policy, selection.oddsChange))
    issues.push({
      code: 'oddsChanged',
      from: selection.seenOdds,
      to: selection.odds,
      direction: selection.oddsChange,
    })
  return issues
}

function stakeIssues(stake: string, range: StakeRange | null): BetIssue[] {
  const value = stakeValue(stake)
  if (value === null) return [{ code: 'noStake' }]
  if (range && compareAmounts(value, range.min) < 0) return [{ code: 'stakeBelowMin', min: range.min }]
  if (range && compareAmounts(value, range.max) > 0) return [{ code: 'stakeAboveMax', max: range.max }]
  return []
}

type Inputs = Pick<
  BetSlipState,
  'phase' | 'mode' | 'policy' | 'selections' | 'account' | 'result' | 'serverLimits' | 'refused' | 'stale'
> & { parlay: Pick<BetSlipState['parlay'], 'stake'> }

/**
 * Everything the slip shows that follows from what the player did and what the feed, the session and the
 * balance say: marks, returns, limits, the reasons a bet cannot be placed, and whether `place()` would send.
 */
export function deriveBetSlip(inputs: Inputs): BetSlipState {
  const { mode, policy, account, serverLimits } = inputs
  const { scale, limits } = account
  const refused = new Set(inputs.refused)
  const perMatch = new Map<number, number>()
  for (const selection of inputs.selections)
    perMatch.set(selection.matchId, (perMatch.get(selection.matchId) ?? 0) + 1)

  const selections = inputs.selections.map((input): BetSelection => {
    const selection = { ...input, oddsChange: oddsChangeOf(input.odds, input.seenOdds) }
    const limit = stakeRangeOf({
      server: serverLimits[betKey([selection.selectionId])],
      limits,
      legs: [selection],
      odds: selection.odds,
      scale,
    })
    const issues = selectionIssues(selection, policy, refused.has(selection.selectionId))
    if (mode === 'parlay' && (perMatch.get(selection.matchId) ?? 0) > 1)
      issues.push({ code: 'sameMatch', matchId: selection.matchId })
    if (mode === 'single') issues.push(...stakeIssues(selection.stake, limit))
    const stake = stakeValue(selection.stake)
    return {
      ...selection,
      limit,
      issues,
      potentialReturn: stake === null ? null : potentialReturn(stake, selection.odds, scale),
    }
  })

  const legs = selections.length
  // Two picks of one match are not independent: a product of their odds would be a price nobody offers.
  const oneMatchTwice = [...perMatch.values()].some((count) => count > 1)
  const combined =
    legs > 0 && !(mode === 'parlay' && oneMatchTwice)
      ? parlayOdds(selections.map((selection) => selection.odds))
      : null
  const parlayStake = stakeValue(inputs.parlay.stake)
  const parlayLimit = stakeRangeOf({
    server: serverLimits[betKey(selections.map((selection) => selection.selectionId))],
    limits,
    legs: selections,
    odds: combined,
    scale,
  })
  const parlayIssues: BetIssue[] = []
  if (mode === 'parlay') {
    if (legs < 2) parlayIssues.push({ code: 'tooFewLegs', min: 2 })
    if (legs > maxParlayLegs) parlayIssues.push({ code: 'tooManyLegs', max: maxParlayLegs })
    parlayIssues.push(...stakeIssues(inputs.parlay.stake, parlayLimit))
  }

  const staked = selections.filter((selection) => stakeValue(selection.stake) !== null)
  const totalStake =
    mode === 'parlay'
      ? floorToScale(parlayStake ?? '0', scale)
      : floorToScale(
          staked.reduce((sum, selection) => addAmounts(sum, selection.stake), '0'),
          scale,
        )

  const issues: BetIssue[] = []
  if (!account.member) issues.push({ code: 'notMember' })
  if (mode === 'single' && legs > 0 && staked.length === 0) issues.push({ code: 'noStake' })
  if (inputs.stale && legs > 0) issues.push({ code: 'stalePrices' })
  if (
    account.available !== null &&
    stakeValue(totalStake) !== null &&
    compareAmounts(totalStake, account.available) > 0
  )
    issues.push({ code: 'insufficientBalance', required: totalStake, available: account.available })

  const betsClear =
    mode === 'parlay'
      ? parlayIssues.length === 0 && selections.every((selection) => selection.issues.length === 0)
      : staked.length > 0 && staked.every((selection) => selection.issues.length === 0)

  const unit = limits?.default.min
  return {
    ...inputs,
    selections,
    parlay: {
      odds: combined,
      stake: inputs.parlay.stake,
      potentialReturn:
        parlayStake === null || combined === null ? null : potentialReturn(parlayStake, combined, scale),
      limit: parlayLimit,
      issues: parlayIssues,
    },
    issues,
    canPlace: inputs.phase === 'editing' && legs > 0 && issues.length === 0 && betsClear,
    pending: inputs.result?.placed.some((entry) => entry.order.status === 'pending') ?? false,
    totalStake,
    quickStakes: unit
      ? quickStakeMultiples.map((multiple) => floorToScale(multiplyDecimals(unit, multiple), scale))
      : [],
  }
}
