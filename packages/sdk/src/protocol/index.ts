// `@sportsbook/sdk/protocol`: the wire contract shared by the SDK and the reference server. Every export is named
// here or in the part of `exports/` it re-exports, one part per section of PROTOCOL.md.
export { type Catalogue, type CatalogueGroup, catalogue } from './catalogue'
export { depositNotifyPath } from './catalogue/wallet'
export { type ClientInfo, clientConstants, clientInfoFields, clientInfoSchema } from './client-info'
export { type Code, codes, type Envelope } from './codes'
export * from './exports/account'
export * from './exports/bets'
export * from './exports/games'
export * from './exports/market'
export * from './exports/matches'
export * from './exports/operations'
export * from './exports/protection'
export * from './exports/wallet'
export { type LanguageCode, languageCodes, languageNames } from './language-codes'
export { type Auth, type Encoding, type PathSpec, routeOf } from './path-spec'
export { amountPattern, isAmount, isPositiveAmount, isUnsignedAmount } from './rules/amount'
export { bankOddsPattern, bankOddsRange, isBankOdds } from './rules/bank-odds'
export { assertScale, formatDecimal, parseDecimal, type Scaled } from './rules/decimal'
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
export { isTransferKind, type TransferKind, transferKinds } from './rules/transfer-kinds'
export { isUsername, usernameMaxLength, usernamePattern } from './rules/username'
export { isWithdrawAccountNo, withdrawAccountNoPattern } from './rules/withdraw-account-number'
export type { CallSchemas, GroupSchemas } from './schema-map'
export { type AnswerOf, type LoosePayload, type RequestOf, type Schemas, schemas } from './schemas'
export {
  accountField,
  currencyCodeField,
  formBoolean,
  formInteger,
  formJson,
  formLiteral,
  invitationCodeField,
  langField,
  languageCodeField,
  moneyField,
  type ProtocolLanguageCode,
  positiveMoneyField,
  protocolLanguageCodes,
  pwdField,
  shortText,
} from './schemas/fields'
export {
  type BalanceEntry,
  balanceEntrySchema,
  balanceTotalsSchema,
  type LanguageListItem,
  languageItemSchema,
  type MemberLimits,
  memberLimitsSchema,
  type SysinitAnswer,
  sysinitAnswerSchema,
  sysinitSchemas,
  type UserInfo,
  userInfoSchema,
} from './schemas/session-shapes'
