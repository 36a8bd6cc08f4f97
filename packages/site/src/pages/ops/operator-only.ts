import { isApiError } from '@sportsbook/sdk'
import { codes } from '@sportsbook/sdk/protocol'

/**
 * True when the server refused one of an operator page's reads as not permitted (3004): the caller is no operator
 * of this brand, and the page shows the not-found page rather than an operator's tools.
 */
export function refusedAsNonOperator(...errors: unknown[]): boolean {
  return errors.some((error) => isApiError(error, codes.NOT_PERMITTED))
}
