// `@sportsbook/sdk/protocol/schemas`: the valibot schemas of the wire contract, which the reference server validates
// with, beside everything `@sportsbook/sdk/protocol` holds (types, codes, the catalogue, rules and vocabularies)
// and the provably fair maths (`@sportsbook/sdk/protocol/provably-fair`, on crypto-js). Kept apart so a page that
// only checks a username or reads a code loads no schema or hash code.

export { clientInfoSchema } from './client-info'
export * from './exports/account-schemas'
export * from './exports/bets-schemas'
export * from './exports/games-schemas'
export * from './exports/market-schemas'
export * from './exports/matches-schemas'
export * from './exports/operations-schemas'
export * from './exports/protection-schemas'
export * from './exports/wallet-schemas'
export * from './index'
export * from './provably-fair'
export { schemas } from './schemas'
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
  positiveMoneyField,
  protocolLanguageCodes,
  pwdField,
  shortText,
} from './schemas/fields'
export {
  balanceEntrySchema,
  balanceTotalsSchema,
  languageItemSchema,
  memberLimitsSchema,
  sysinitAnswerSchema,
  sysinitSchemas,
  userInfoSchema,
} from './schemas/session-shapes'
