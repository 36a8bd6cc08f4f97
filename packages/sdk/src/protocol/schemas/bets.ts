import type { GroupSchemas } from '../schema-map'

/** Request and answer schemas of the bets paths; later issues refine the shapes. */
export const betsSchemas = {} as const satisfies GroupSchemas<'bets'>
