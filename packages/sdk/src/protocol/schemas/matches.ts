import type { GroupSchemas } from '../schema-map'

/** Request and answer schemas of the matches paths; later issues refine the shapes. */
export const matchesSchemas = {} as const satisfies GroupSchemas<'matches'>
