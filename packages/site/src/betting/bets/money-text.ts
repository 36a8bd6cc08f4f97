/**
 * An amount as the cash-out button shows it: the SDK's decimal string ('1234.50') with the separators of the page's
 * language ('1,234.50 USDT' in English, '1.234,50 USDT' in Portuguese), its digits never turned into a float.
 */
export function moneyText(amount: string, currencyCode: string, localeTag: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?(M?)$/.exec(amount)
  if (!match) return `${amount} ${currencyCode}`
  const [, sign = '', whole = '', fraction, suffix = ''] = match
  const parts = new Intl.NumberFormat(localeTag).formatToParts(12345.6)
  const group = parts.find((part) => part.type === 'group')?.value ?? ','
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.'
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ''}${suffix} ${currencyCode}`
}
