import { randomUuid } from '../client-info/device-id'
import { isNetworkError, isTimeoutError } from '../errors/type-guards'
import { floorToScale } from '../money/amounts'
import type { Order } from '../protocol/schemas/bet-shapes'
import type { OrderCreateRequest } from '../protocol/schemas/bets'
import type { BetSlipResult, BetSlipState, BetTarget, FailedBet, PlacedBet } from './bet-slip-types'
import { stakeValue } from './stake-rules'

/** One order the slip is about to send. */
export interface PlannedBet {
  bet: BetTarget
  stake: string
  legs: { matchId: number; marketId: number; selectionId: number; odds: string }[]
}

/** The bets `place()` sends: each single with a stake, or the parlay. Stakes are floored to the scale. */
export function plannedBets(state: BetSlipState): PlannedBet[] {
  const legOf = ({ matchId, marketId, selectionId, odds }: PlannedBet['legs'][number]) => ({
    matchId,
    marketId,
    selectionId,
    odds,
  })
  const { scale } = state.account
  if (state.mode === 'parlay') {
    const stake = stakeValue(state.parlay.stake)
    return stake === null
      ? []
      : [{ bet: 'parlay', stake: floorToScale(stake, scale), legs: state.selections.map(legOf) }]
  }
  return state.selections.flatMap((selection) => {
    const stake = stakeValue(selection.stake)
    return stake === null
      ? []
      : [{ bet: selection.selectionId, stake: floorToScale(stake, scale), legs: [legOf(selection)] }]
  })
}

export interface PlacementOptions {
  /** Sends one order create (the api's `bets.create`). */
  create(payload: OrderCreateRequest): Promise<Order>
  /** Waits before each automatic retry after a network failure or time-out; default one retry after 1 s. */
  retryDelaysMs?: readonly number[]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A failure whose outcome is unknown: the order may or may not exist, so only the same key may try again. */
const isUnknownOutcome = (error: unknown) => isNetworkError(error) || isTimeoutError(error)

/**
 * Sends orders with their idempotency keys (PROTOCOL.md sections 5 and 7). A bet gets a fresh `requestId`,
 * which it keeps while its outcome is unknown: the automatic retries and any later `place()` of the same bet
 * (same legs, odds, stake, currency and policy) send the same key, so the server answers the first order
 * instead of placing a second one. A definite answer (an order or a business code) retires the key; a bet that
 * changed in any way is another body and gets another key (reusing one would be code 2005).
 */
export function createBetPlacement(options: PlacementOptions) {
  const keys = new Map<string, string>()
  const delays = options.retryDelaysMs ?? [1000]

  async function send(bet: PlannedBet, base: Omit<OrderCreateRequest, 'requestId' | 'stake' | 'legs'>) {
    const body = { ...base, stake: bet.stake, legs: bet.legs }
    const signature = JSON.stringify(body)
    const requestId = keys.get(signature) ?? randomUuid()
    keys.set(signature, requestId)
    for (let attempt = 0; ; attempt++) {
      try {
        const order = await options.create({ requestId, ...body })
        keys.delete(signature)
        return order
      } catch (error) {
        if (!isUnknownOutcome(error)) keys.delete(signature)
        const delay = delays[attempt]
        if (!isUnknownOutcome(error) || delay === undefined) throw error
        await sleep(delay)
      }
    }
  }

  return {
    /** Sends every bet at once and collects what was placed and what failed. */
    async place(
      bets: readonly PlannedBet[],
      base: Omit<OrderCreateRequest, 'requestId' | 'stake' | 'legs'>,
    ): Promise<BetSlipResult> {
      const placed: PlacedBet[] = []
      const failed: FailedBet[] = []
      await Promise.all(
        bets.map(async (bet) => {
          try {
            placed.push({ bet: bet.bet, order: await send(bet, base) })
          } catch (error) {
            failed.push({ bet: bet.bet, error: error instanceof Error ? error : new Error(String(error)) })
          }
        }),
      )
      const order = (target: BetTarget) => bets.findIndex((bet) => bet.bet === target)
      placed.sort((a, b) => order(a.bet) - order(b.bet))
      failed.sort((a, b) => order(a.bet) - order(b.bet))
      return { placed, failed }
    },
    /** Forgets every kept key (the slip was cleared: logout, language change). */
    forget() {
      keys.clear()
    },
  }
}
