import type { GroupSchemas } from '../schema-map'

/** Request and answer schemas of the wallet paths; later issues refine the shapes. */
export const walletSchemas = {} as const satisfies GroupSchemas<'wallet'>
