// The parlay and return rules are the protocol's: one definition for the server and the slip.
export { multiplyDecimals, parlayOdds, potentialReturn } from '../protocol/rules/odds'
export { formatOdds, parseOdds } from './odds-format'
export { createOddsFormatStore, type OddsFormatStore, oddsFormatKey } from './odds-format-store'
export { isOddsFormat, type OddsFormat, oddsFormats } from './odds-formats'
