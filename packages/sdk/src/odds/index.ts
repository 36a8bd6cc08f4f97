export { formatOdds, isOddsFormat, type OddsFormat, oddsFormats, parseOdds } from './odds-format'
export { createOddsFormatStore, type OddsFormatStore, oddsFormatKey } from './odds-format-store'
export { multiplyDecimals, parlayOdds, potentialReturn } from './odds-math'
