import type { Api } from '../api/create-api'
import type { BuilderQuote, CashOutQuote, Order } from '../protocol/schemas/bet-shapes'
import type { OrderCreateRequest } from '../protocol/schemas/bets'
import { createIdempotentSender } from '../requests/idempotent-sender'
import type { StorageAdapter } from '../storage/storage-adapter'

/** A full cash out at the offer the player accepted. */
export interface FullCashOut {
  orderId: number
  amount: string
}

/**
 * A cash out of a quote: the share `fraction` ("0.10" to "1.00") of the order at `floor(quote.amount × fraction)`; a
 * share under 1 leaves the order open on the rest of its stake.
 */
export interface QuotedCashOut {
  orderId: number
  quoteId: string
  fraction: string
}

/** What a bet builder order takes besides its quote. */
export interface BuilderOrder {
  /** The quote of `builderQuote` whose legs and price the order takes; it must not have expired. */
  quote: BuilderQuote
  stake: string
  currencyCode: string
  /** What the player accepts when a leg's price moved since the quote (default `higher`). */
  acceptOdds?: OrderCreateRequest['acceptOdds']
}

/** `sb.orders`: what a member does with an order: cash out (all, part or automatically) and bet builder orders. */
export interface OrderActions {
  /**
   * Cashes an open order out (`trade/api/order/cash/out`), resolving to the order as it is now: all of it at the
   * offer the player accepted (`{ orderId, amount }`), or a share of a quote (`{ orderId, quoteId, fraction }`),
   * after which a partial one is still `open` on the rest of its stake and lists the cash out in `cashOuts`.
   * Its `requestId` is stored before the request leaves and kept while the outcome is unknown (a network failure
   * or time-out), across reloads too, so the same cash out again sends the same key and the server answers the
   * first result instead of paying twice. A moved offer or an expired quote rejects with an `ApiError` of code
   * 2002 whose `data` is the offer now and its new quote (`readCashOutQuote` reads it).
   */
  cashOut(input: FullCashOut | QuotedCashOut): Promise<Order>
  /**
   * A cash-out quote of an open order (`trade/api/order/cash/quote`): the full offer (`amount`), its fair value
   * before the margin, the margin rate, the smallest share and `expiresAt` (5 s). A pending order (in-play delay)
   * has none: it rejects with code 2003 or 1006.
   */
  cashQuote(orderId: number): Promise<CashOutQuote>
  /**
   * Sets the order's automatic cash out (`trade/api/order/cash/auto`): the server cashes `fraction` of it out
   * once, when an offer reaches `threshold` (at that offer, which may be higher), whether or not the player is
   * online, and pushes `order`. Resolves to the order with its `autoCashOut`.
   */
  setAutoCashOut(input: { orderId: number; threshold: string; fraction: string }): Promise<Order>
  /** Removes the order's automatic cash out (`threshold` null); resolves to the order without one. */
  removeAutoCashOut(orderId: number): Promise<Order>
  /**
   * Prices 2 to 6 legs of one match together (`trade/api/order/builder/quote`): the correlated `odds` from the
   * server's match model, the plain product `naiveOdds`, and a `quoteId` valid until `expiresAt`. Two legs that
   * cannot both win (or the same leg twice) reject with an `ApiError` of code 1000 whose `data.field` names the leg.
   */
  builderQuote(input: {
    matchId: number
    legs: { marketId: number; selectionId: number }[]
  }): Promise<BuilderQuote>
  /**
   * Places a bet builder (`/trade/api/order/create` with `builder: { quoteId }`): one order of kind `builder` at the
   * quote's odds, with the one idempotency key rule of every bet (kept while its outcome is unknown). A live match
   * makes it `pending` for the in-play delay like any live bet; an expired quote is 2002.
   */
  placeBuilder(input: BuilderOrder): Promise<Order>
}

/** A quote carried by a 2002 of cash out, or null when the answer holds none. */
export function readCashOutQuote(data: unknown): CashOutQuote | null {
  if (!data || typeof data !== 'object') return null
  const quote = data as Partial<CashOutQuote>
  return typeof quote.quoteId === 'string' &&
    typeof quote.amount === 'string' &&
    typeof quote.fairValue === 'string' &&
    typeof quote.orderId === 'number'
    ? {
        orderId: quote.orderId,
        quoteId: quote.quoteId,
        amount: quote.amount,
        fairValue: quote.fairValue,
        margin: quote.margin ?? '0',
        minFraction: quote.minFraction ?? '0.10',
        expiresAt: quote.expiresAt ?? 0,
      }
    : null
}

/** The order actions, through the one idempotent sender: a key per movement and body. */
export function createOrderActions(options: {
  api: Api
  storage: StorageAdapter
  /** The member acting now (their uid): keys are never shared between members. */
  owner: () => string
}): OrderActions {
  const { api } = options
  const { send } = createIdempotentSender({ storage: options.storage, owner: options.owner })
  return {
    cashOut: (input) =>
      send(
        'cashOut',
        'quoteId' in input
          ? { orderId: input.orderId, quoteId: input.quoteId, fraction: input.fraction }
          : { orderId: input.orderId, amount: input.amount },
        (payload) => api.bets.cashOut(payload),
      ),
    cashQuote: (orderId) => api.bets.cashQuote({ orderId }),
    setAutoCashOut: ({ orderId, threshold, fraction }) => api.bets.cashAuto({ orderId, threshold, fraction }),
    removeAutoCashOut: (orderId) => api.bets.cashAuto({ orderId, threshold: null }),
    builderQuote: ({ matchId, legs }) => api.bets.builderQuote({ matchId, legs }),
    placeBuilder: ({ quote, stake, currencyCode, acceptOdds = 'higher' }) =>
      send(
        'bet',
        {
          acceptOdds,
          stake,
          currencyCode,
          legs: quote.legs.map(({ marketId, selectionId, odds }) => ({
            matchId: quote.matchId,
            marketId,
            selectionId,
            odds,
          })),
          builder: { quoteId: quote.quoteId },
        },
        (payload) => api.bets.create(payload),
      ),
  }
}
