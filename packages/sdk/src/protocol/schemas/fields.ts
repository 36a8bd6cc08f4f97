import * as v from 'valibot'
import { type LanguageCode, languageCodes } from '../language-codes'
import { amountPattern, isPositiveAmount } from '../rules/amount'
import { invitationCodeMaxLength } from '../rules/invitation-code'
import { usernamePattern } from '../rules/username'

/**
 * Field rules shared by the request schemas. Form and query bodies carry every value as text, so numeric fields
 * accept a number or its decimal text and come out as numbers.
 */

/** An integer sent as a number or as decimal text (`3` or `"3"`). */
export function formInteger() {
  return v.pipe(
    v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^-?\d{1,15}$/))]),
    v.transform(Number),
  )
}

/** `formInteger()` that must equal `value` (`domainType` 3). */
export function formLiteral<const N extends number>(value: N) {
  return v.pipe(formInteger(), v.literal(value))
}

/** A boolean sent as `true`/`false`, `1`/`0` or their text. */
export function formBoolean() {
  return v.pipe(
    v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['true', 'false', '1', '0'])]),
    v.transform((value) => value === true || value === 1 || value === 'true' || value === '1'),
  )
}

/** An object or array sent as its JSON text in a form body, or as itself in a JSON body. */
export function formJson<S extends v.GenericSchema>(schema: S) {
  return v.pipe(
    v.union([
      v.pipe(
        v.string(),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          try {
            return JSON.parse(dataset.value) as unknown
          } catch {
            addIssue({ message: 'not JSON text' })
            return NEVER
          }
        }),
      ),
      // The array first: an object schema would take an array as an object of its indices.
      v.array(v.unknown()),
      v.looseObject({}),
    ]),
    schema,
  )
}

/** The 14 language codes of the product, under the name the schemas have always used. */
export const protocolLanguageCodes = languageCodes

/** A protocol language code. */
export type ProtocolLanguageCode = LanguageCode

/** A language code of the list (typed as any string on input: callers hold codes as plain strings). */
export const languageCodeField = v.pipe(
  v.string(),
  v.check(
    (code) => (protocolLanguageCodes as readonly string[]).includes(code),
    'one of the 14 language codes',
  ),
  v.transform((code) => code as ProtocolLanguageCode),
)

/**
 * The `lang` a call sends with its payload: read leniently (an unknown code reads English on the server), since
 * the client info's language must never make a call fail.
 */
export const langField = v.optional(v.pipe(v.string(), v.maxLength(16)))

/** Username: 2 to 16 letters and digits (rules/username). */
export const accountField = v.pipe(v.string(), v.regex(usernamePattern, 'username: 2-16 letters or digits'))

/** `pwd = md5hex(md5hex(password))`: 32 lowercase hex characters. */
export const pwdField = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'pwd: 32 lowercase hex characters'))

/** Invitation code: at most 40 characters, empty when there is none. */
export const invitationCodeField = v.pipe(v.string(), v.maxLength(invitationCodeMaxLength))

/** A currency code (`USD`, `BRL`, `USDT`, `DEMO`). */
export const currencyCodeField = v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9]{1,9}$/, 'currency code'))

/** Money on the wire: a decimal string, never a float. */
export const moneyField = v.pipe(v.string(), v.regex(amountPattern, 'a decimal string'))

/** A positive amount of money as a decimal string. */
export const positiveMoneyField = v.pipe(moneyField, v.check(isPositiveAmount, 'a positive amount'))

/** A short free text (captcha answers, ids). */
export function shortText(max: number) {
  return v.pipe(v.string(), v.maxLength(max))
}
