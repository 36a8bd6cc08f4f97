import { floorToScale } from '../money/amounts'
import type { Order } from '../protocol/schemas/bet-shapes'
import type { OrderCreateRequest } from '../protocol/schemas/bets'
import type { IdempotentSender, PendingRequest } from '../requests/idempotent-sender'
import { isUnknownOutcome } from '../requests/unknown-outcome'
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
  /** The one idempotent sender: it keeps each order's key in storage while its outcome is unknown. */
  sender: IdempotentSender
  /** Sends one order create (the api's `bets.create`). */
  create(payload: OrderCreateRequest): Promise<Order>
  /** Waits before each automatic retry after a network failure or time-out; default one retry after 1 s. */
  retryDelaysMs?: readonly number[]
}

type OrderBody = Omit<OrderCreateRequest, 'requestId'>

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const selectionsOf = (body: Pick<OrderBody, 'legs'>) => body.legs.map((leg) => leg.selectionId).join(',')

/**
 * The body an unanswered order of this bet was sent with, if one is pending: the same selections, stake and
 * currency. Sending it again under its key is the only way to learn its outcome (the server answers the first
 * order), however the odds or the policy have moved since, so it goes before anything new for that bet.
 */
function unansweredBody(body: OrderBody, pending: readonly PendingRequest[]): OrderBody | undefined {
  const sent = pending.find(({ body: other }) => {
    const order = other as unknown as OrderBody
    return (
      Array.isArray(order.legs) &&
      selectionsOf(order) === selectionsOf(body) &&
      order.stake === body.stake &&
      order.currencyCode === body.currencyCode
    )
  })
  return sent?.body as unknown as OrderBody | undefined
}

/**
 * Sends orders with their idempotency keys (`requestId`) through the idempotent sender. A bet
 * gets a fresh `requestId`, stored before the order leaves and kept while its outcome is unknown: the automatic
 * retries and any later `place()` of the same bet, after a reload too, send the same key and body, so the
 * server answers the first order instead of placing a second one. A definite answer (an order or a business
 * code) retires the key; a bet that changed (another stake or selection) is another body with another key.
 */
export function createBetPlacement(options: PlacementOptions) {
  const delays = options.retryDelaysMs ?? [1000]

  async function send(body: OrderBody) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await options.sender.send('bet', body, options.create)
      } catch (error) {
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
      base: Omit<OrderBody, 'stake' | 'legs'>,
    ): Promise<BetSlipResult> {
      const placed: PlacedBet[] = []
      const failed: FailedBet[] = []
      const pending = await options.sender.pending('bet')
      await Promise.all(
        bets.map(async (bet) => {
          const body = { ...base, stake: bet.stake, legs: bet.legs }
          try {
            placed.push({ bet: bet.bet, order: await send(unansweredBody(body, pending) ?? body) })
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
  }
}
