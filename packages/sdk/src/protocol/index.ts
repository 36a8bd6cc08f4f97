// `@sportsbook/sdk/protocol`: the wire contract shared by the SDK and the reference server, without schema or hash
// code: types, codes, the catalogue, rules and vocabularies. The valibot schemas are `@sportsbook/sdk/protocol/schemas`
// (schemas-entry.ts), the provably fair maths `@sportsbook/sdk/protocol/provably-fair` (on crypto-js). Every export
// is named here or in the part of `exports/` it re-exports, one part per area of the protocol (bets, wallet, ...).

export type { Catalogue, CatalogueGroup } from './catalogue'
export { catalogue } from './catalogue'
export { depositNotifyPath } from './catalogue/wallet'
export type { ClientInfo } from './client-info'
export type { Code, Envelope } from './codes'
export { codes } from './codes'
export * from './exports/account'
export * from './exports/bets'
export * from './exports/games'
export * from './exports/market'
export * from './exports/matches'
export * from './exports/operations'
export * from './exports/protection'
export * from './exports/wallet'
export type { LanguageCode } from './language-codes'
export { languageCodes, languageNames } from './language-codes'
export type { Auth, Encoding, PathSpec } from './path-spec'
export { routeOf } from './path-spec'
export { amountPattern, isAmount, isPositiveAmount, isUnsignedAmount } from './rules/amount'
export { bankOddsPattern, bankOddsRange, isBankOdds } from './rules/bank-odds'
export type { Scaled } from './rules/decimal'
export { assertScale, formatDecimal, parseDecimal } from './rules/decimal'
export { escapeHtml } from './rules/escape-html'
export { floorToScale } from './rules/floor-to-scale'
export { invitationCodeMaxLength, isInvitationCode } from './rules/invitation-code'
export { isNonce, nonceMax, noncePattern } from './rules/nonce'
export {
  multiplyDecimals,
  oddsFromHundredths,
  oddsHundredths,
  oddsPattern,
  parlayOdds,
  parlayOddsHundredths,
  potentialReturn,
  returnUnits,
} from './rules/odds'
export { isPassword, passwordMaxLength, passwordMinLength } from './rules/password'
export type { TransferKind } from './rules/transfer-kinds'
export { isTransferKind, transferKinds } from './rules/transfer-kinds'
export { isUsername, usernameMaxLength, usernamePattern } from './rules/username'
export { isWithdrawAccountNo, withdrawAccountNoPattern } from './rules/withdraw-account-number'
export type { CallSchemas, GroupSchemas } from './schema-map'
export type { AnswerOf, LoosePayload, RequestOf, Schemas } from './schemas'
export type { ProtocolLanguageCode } from './schemas/fields'
export type {
  BalanceEntry,
  LanguageListItem,
  MemberLimits,
  SysinitAnswer,
  UserInfo,
} from './schemas/session-shapes'
export { clientConstants, clientInfoFields } from './values/client-info'
