import { formatOdds, type OddsFormat } from '@sportsbook/sdk'

/** Odds in the player's format; odds the SDK cannot convert (1.00 or less) are shown as sent. */
export function displayOdds(odds: string, format: OddsFormat): string {
  if (format === 'decimal') return odds
  try {
    return formatOdds(odds, format)
  } catch {
    return odds
  }
}
