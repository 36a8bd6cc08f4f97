import type { OrderActions } from './cash-out'

// Apart from the actions' code: the client's first chunk needs the names only, the code loads with its section.

/** Every function of {@link OrderActions}: the client's `sb.orders` forwards them to the bets section's chunk. */
export const orderActionNames = [
  'cashOut',
  'cashQuote',
  'setAutoCashOut',
  'removeAutoCashOut',
  'builderQuote',
  'placeBuilder',
] as const satisfies readonly (keyof OrderActions)[]
