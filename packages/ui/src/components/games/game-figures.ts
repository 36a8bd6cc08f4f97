import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The built-in provider's wire name: its games are the brand's own. */
const houseProvider = 'house'

/**
 * A game provider as players read it: the built-in provider's wire name `house` is an internal word, so its
 * wallet is named for what it holds; any other provider by its own name.
 */
export function providerName(i18n: I18n, provider: string): string {
  return provider === houseProvider ? i18n._(msg`House games`) : provider
}

/**
 * A round's multiplier as the site writes decimal odds: two decimals, any further digits kept only when they count
 * ("1.9800" -> "1.98", "2" -> "2.00", "1.255" -> "1.255"); null for "0" (an open or lost round paid nothing).
 */
export function displayMultiplier(multiplier: string): string | null {
  const [whole = '0', fraction = ''] = multiplier.split('.')
  const digits = fraction.replace(/0+$/, '').padEnd(2, '0')
  if (/^0*$/.test(whole) && /^0*$/.test(digits)) return null
  return `${whole.replace(/^0+(?=\d)/, '')}.${digits}`
}
