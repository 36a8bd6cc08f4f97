import type { MarketActions } from './market-actions'

// Apart from the actions' code: the client's first chunk needs the names only, the code loads with its section.

/** Every function of {@link MarketActions}: the client's `sb.market` forwards them to the market section's chunk. */
export const marketActionNames = [
  'open',
  'invest',
  'bet',
  'pending',
] as const satisfies readonly (keyof MarketActions)[]
