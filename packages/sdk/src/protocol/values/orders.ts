// The vocabularies and limits of orders, cash out and the bet builder, plain data
// without their schemas: a bundle that only reads them loads no schema code.

/** The most legs a parlay may have; one leg is a single. */
export const maxParlayLegs = 10
/** Share of the fair value kept by the book when it buys a bet back (cash out), as a decimal string. */
export const cashOutMargin = '0.05'
/**
 * Every value of {@link OrderStatus}. `pending`: an order with a live leg waiting out the in-play delay;
 * `rejected`: refused at the end of it, its stake returned (`rejectReason` says why).
 */
export const orderStatuses = [
  'pending',
  'rejected',
  'open',
  'won',
  'lost',
  'void',
  'pushed',
  'cashedOut',
] as const
/** What an order is: one leg, several legs of different matches, or a bet builder (several legs of one match). */
export const orderKinds = ['single', 'parlay', 'builder'] as const
/** Why an order with a live leg was rejected at the end of its in-play delay. */
export const rejectReasons = ['oddsChanged', 'suspended', 'matchEvent'] as const
/** The smallest share of an order a cash out may take, as a decimal string. */
export const cashOutMinFraction = '0.10'
/** How long a cash-out quote may be accepted (ms). */
export const cashOutQuoteLifeMs = 5_000
/** The fewest legs of a bet builder (one match). */
export const builderMinLegs = 2
/** The most legs of a bet builder (one match). */
export const builderMaxLegs = 6
/** How long a bet builder quote may be placed (ms). */
export const builderQuoteLifeMs = 30_000
/** won, lost; void: the match was cancelled; pushed: a whole line landed exactly (the stake comes back). */
export const legResults = ['won', 'lost', 'void', 'pushed'] as const
/**
 * The player's odds-change setting: `exact` refuses any change; `higher` takes the current odds when they are
 * equal or better than the odds sent; `any` takes the current odds whatever they are.
 */
export const acceptOddsPolicies = ['exact', 'higher', 'any'] as const
/** The in-play delay per sport type (ms) when a brand sets none: football 5 s, basketball 3 s. */
export const defaultLiveDelayMs: Readonly<Record<string, number>> = { '1': 5_000, '2': 3_000 }
