import type { GroupSchemas } from '../schema-map'

/** Request and answer schemas of the session paths; later issues refine the shapes. */
export const sessionSchemas = {} as const satisfies GroupSchemas<'session'>
