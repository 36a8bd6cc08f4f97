// The separators of each language, read once from Intl.
const separatorsByTag = new Map<string, { group: string; decimal: string }>()

function separators(localeTag: string): { group: string; decimal: string } {
  let found = separatorsByTag.get(localeTag)
  if (!found) {
    const parts = new Intl.NumberFormat(localeTag).formatToParts(12345.6)
    found = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    }
    separatorsByTag.set(localeTag, found)
  }
  return found
}

/**
 * Writes a decimal string made by the money functions ('1234567.50', '12.34M') with the separators of
 * the language. Presentation only: the digits are the SDK's, never turned into a floating-point number.
 */
export function groupDigits(amount: string, localeTag: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?(M?)$/.exec(amount)
  if (!match) return amount
  const [, sign = '', whole = '', fraction, suffix = ''] = match
  const { group, decimal } = separators(localeTag)
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ''}${suffix}`
}
