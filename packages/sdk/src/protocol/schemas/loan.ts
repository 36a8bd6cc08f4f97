import type { GroupSchemas } from '../schema-map'

/** Request and answer schemas of the loan paths; later issues refine the shapes. */
export const loanSchemas = {} as const satisfies GroupSchemas<'loan'>
