import type { GroupSchemas } from '../schema-map'

/** Request and answer schemas of the market paths; later issues refine the shapes. */
export const marketSchemas = {} as const satisfies GroupSchemas<'market'>
