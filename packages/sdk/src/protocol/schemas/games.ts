import type { GroupSchemas } from '../schema-map'

/** Request and answer schemas of the games paths; later issues refine the shapes. */
export const gamesSchemas = {} as const satisfies GroupSchemas<'games'>
