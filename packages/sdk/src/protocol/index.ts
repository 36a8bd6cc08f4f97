// `@sportsbook/sdk/protocol`: the wire contract shared by the SDK and the reference server.
export { type Catalogue, type CatalogueGroup, catalogue } from './catalogue'
export { type ClientInfo, clientConstants, clientInfoFields, clientInfoSchema } from './client-info'
export { type Code, codes, type Envelope } from './codes'
export { type Auth, type Encoding, type PathSpec, routeOf } from './path-spec'
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
export { type Captcha, captchaSchema } from './schemas/misc'
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
