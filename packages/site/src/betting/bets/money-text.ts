import { groupDigits } from '@sportsbook/sdk'

/**
 * An amount as the cash-out button shows it: the SDK's decimal string ('1234.50') with the separators of the page's
 * language ('1,234.50 USDT' in English, '1.234,50 USDT' in Portuguese), its digits never turned into a float.
 */
export function moneyText(amount: string, currencyCode: string, localeTag: string): string {
  return `${groupDigits(amount, localeTag)} ${currencyCode}`
}
