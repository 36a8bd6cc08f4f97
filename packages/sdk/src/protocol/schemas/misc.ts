import type { GroupSchemas } from '../schema-map'

/** Request and answer schemas of the misc paths; later issues refine the shapes. */
export const miscSchemas = {} as const satisfies GroupSchemas<'misc'>
