// `isApiError(e, code)` narrows `data` to the contract's shape of that code (errors/api-error-data.ts): one check
// per code that carries data, and `unknown` where no code (or a code without data) is known.
import { expectTypeOf, test } from 'vitest'
import { ApiError, type ApiErrorDataMap, errorCodes, isApiError, type ProtectionError } from '../src'
import type { CashOutChanged, KycStatus, OddsChanged, ProtectionRefusal, StakeLimit } from '../src/protocol'

const caught: unknown = new ApiError({ code: 2002, msg: 'odds changed' })
const codes = errorCodes

test('each code with data narrows it', () => {
  if (isApiError(caught, codes.INVALID_REQUEST))
    expectTypeOf(caught.data).toEqualTypeOf<{ field: string } | null>()
  if (isApiError(caught, codes.TOO_MANY_ATTEMPTS))
    expectTypeOf(caught.data).toEqualTypeOf<{ captchaType?: string; retryAfterMs?: number } | null>()
  if (isApiError(caught, codes.WRONG_OLD_PASSWORD))
    expectTypeOf(caught.data).toEqualTypeOf<{ reason?: 'unset' } | null>()
  if (isApiError(caught, codes.NOT_ALLOWED_IN_STATE))
    expectTypeOf(caught.data).toEqualTypeOf<{
      status: string | number
      effectiveAt?: number
      field?: string
    } | null>()
  if (isApiError(caught, codes.PROTECTION_BLOCKED))
    expectTypeOf(caught.data).toEqualTypeOf<ProtectionRefusal | null>()
  if (isApiError(caught, codes.TWO_STEP_REQUIRED))
    expectTypeOf(caught.data).toEqualTypeOf<{ challenge: string } | null>()
  if (isApiError(caught, codes.KYC_REQUIRED))
    expectTypeOf(caught.data).toEqualTypeOf<{ kyc: KycStatus } | null>()
  if (isApiError(caught, codes.ODDS_CHANGED))
    expectTypeOf(caught.data).toEqualTypeOf<OddsChanged | CashOutChanged | { odds: string } | null>()
  if (isApiError(caught, codes.MARKET_UNAVAILABLE))
    expectTypeOf(caught.data).toEqualTypeOf<{ selectionId?: number } | null>()
  if (isApiError(caught, codes.STAKE_OUT_OF_LIMITS))
    expectTypeOf(caught.data).toEqualTypeOf<StakeLimit | null>()
  if (isApiError(caught, codes.OPENING_CAPACITY))
    expectTypeOf(caught.data).toEqualTypeOf<{ available: string } | null>()
})

test('the map names exactly the codes whose data the contract describes', () => {
  expectTypeOf<keyof ApiErrorDataMap>().toEqualTypeOf<
    1000 | 1004 | 1005 | 1006 | 1007 | 1008 | 1009 | 2002 | 2003 | 2004 | 3002
  >()
})

test('a code without data, an unknown code and no code leave data unknown', () => {
  if (isApiError(caught, codes.USERNAME_TAKEN)) expectTypeOf(caught.data).toBeUnknown()
  if (isApiError(caught, 9999)) expectTypeOf(caught.data).toBeUnknown()
  const code: number = 2002
  if (isApiError(caught, code)) expectTypeOf(caught.data).toBeUnknown()
  if (isApiError(caught)) {
    expectTypeOf(caught.data).toBeUnknown()
    expectTypeOf(caught.code).toEqualTypeOf<number>()
  }
})

test('a ProtectionError is the 1007 ApiError with its refusal', () => {
  expectTypeOf<ProtectionError['code']>().toEqualTypeOf<1007>()
  expectTypeOf<ProtectionError['data']>().toEqualTypeOf<ProtectionRefusal | null>()
  expectTypeOf<ProtectionError>().toExtend<ApiError<1007>>()
})
