import * as v from 'valibot'
import type { GroupSchemas } from '../schema-map'
import {
  accountField,
  currencyCodeField,
  formInteger,
  formLiteral,
  invitationCodeField,
  langField,
  languageCodeField,
  pwdField,
  shortText,
} from './fields'
import { balanceEntrySchema, balanceTotalsSchema, memberLimitsSchema, userInfoSchema } from './session-shapes'

/** Paths whose payload is only `lang` (their uid and token travel as the session fields). */
const langOnly = v.object({ lang: langField })
const empty = v.object({})

/** The captcha answer of a password check, required after five wrong passwords for an account within 15 minutes. */
const captchaFields = {
  code: v.optional(shortText(16)),
  captchaId: v.optional(shortText(64)),
  captchaType: v.optional(shortText(16)),
}

const balanceAnswer = v.union([v.array(balanceEntrySchema), balanceTotalsSchema])

/** Request (payload fields only) and answer schemas of the session paths. */
export const sessionSchemas = {
  userCreate: {
    request: langOnly,
    response: v.object({ uid: v.string(), token: v.string() }),
  },
  userClogin: { request: langOnly, response: userInfoSchema },
  userCreateAccount: {
    request: v.object({
      account: accountField,
      pwd: pwdField,
      promoteCode: v.optional(invitationCodeField),
      lang: langField,
    }),
    response: userInfoSchema,
  },
  userRegisteLogin: {
    request: v.object({
      account: accountField,
      pwd: pwdField,
      ...captchaFields,
      domainType: v.optional(formLiteral(3)),
      lang: langField,
    }),
    response: userInfoSchema,
  },
  userLogin: { request: langOnly, response: userInfoSchema },
  userInfo: { request: langOnly, response: userInfoSchema },
  userInfoEdit: {
    request: v.object({ languageCode: languageCodeField }),
    response: v.object({ languageCode: v.string() }),
  },
  userLoginOut: { request: empty, response: v.null() },
  userUpdatePwd: { request: v.object({ pwd: pwdField, oldPwd: pwdField }), response: v.null() },
  userTryPlay: { request: langOnly, response: userInfoSchema },
  authLogin: {
    request: v.object({
      authToken: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
      principal: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
      channel: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
      lang: langField,
      siteNo: v.optional(formInteger()),
      currencyCode: v.optional(currencyCodeField),
    }),
    response: userInfoSchema,
  },
  addAccount: {
    request: v.object({ account: accountField, pwd: pwdField, ...captchaFields }),
    response: userInfoSchema,
  },
  setUserType: {
    request: v.object({ domainType: v.optional(formLiteral(3)) }),
    response: v.object({ productNo: v.number() }),
  },
  memberLimits: { request: empty, response: memberLimitsSchema },
  changeCurrency: { request: v.object({ currencyCode: currencyCodeField }), response: userInfoSchema },
  userBalance: { request: empty, response: balanceAnswer },
  openBalance: {
    request: v.object({
      principal: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
      channel: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    }),
    response: v.array(balanceEntrySchema),
  },
} as const satisfies GroupSchemas<'session'>
