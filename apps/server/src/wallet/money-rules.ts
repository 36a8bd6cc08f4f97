/**
 * The wallet's request rules live in src/requests/. proof-routes.ts (another area's file) still imports `invalid`
 * from here: this re-export goes when it imports invalidField from requests/request-errors.
 */
export { invalidField as invalid } from '../requests/request-errors'
