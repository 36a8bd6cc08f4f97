export { formatOdds, parseOdds } from './odds-format'
export { createOddsFormatStore, type OddsFormatStore, oddsFormatKey } from './odds-format-store'
export { isOddsFormat, type OddsFormat, oddsFormats } from './odds-formats'
export { multiplyDecimals, parlayOdds, potentialReturn } from './odds-math'
