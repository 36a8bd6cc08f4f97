import { describe, expect, it } from 'vitest'
import {
  ApiError,
  DecryptError,
  errorCodes,
  isApiError,
  isDecryptError,
  isNetworkError,
  isSportsbookError,
  isTimeoutError,
  NetworkError,
  SportsbookError,
  TimeoutError,
} from '.'

describe('errors', () => {
  it('adds the transport codes to the business codes of PROTOCOL.md section 1', () => {
    expect(errorCodes).toMatchObject({
      OK: 0,
      RELOGIN: 402,
      FORBIDDEN: 403,
      ODDS_CHANGED: 2002,
      INTERNAL: 5000,
    })
    expect(errorCodes).toMatchObject({ NETWORK: 'NETWORK', TIMEOUT: 'TIMEOUT', DECRYPT: 'DECRYPT' })
  })

  it("ApiError carries the server's msg, code and data", () => {
    const error = new ApiError(
      { code: 2004, msg: 'Stake outside your limits', data: { min: '1', max: '50' } },
      'p',
    )
    expect(error).toBeInstanceOf(SportsbookError)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      name: 'ApiError',
      message: 'Stake outside your limits',
      code: 2004,
      path: 'p',
    })
    expect(error.data).toEqual({ min: '1', max: '50' })
  })

  it('transport errors have a fixed name and code', () => {
    const cause = new TypeError('fetch failed')
    expect(new NetworkError('down', { status: 502, cause })).toMatchObject({
      name: 'NetworkError',
      code: 'NETWORK',
      status: 502,
      cause,
    })
    expect(new NetworkError('down').status).toBeUndefined()
    expect(new TimeoutError('slow', { timeoutMs: 25000 })).toMatchObject({
      name: 'TimeoutError',
      code: 'TIMEOUT',
    })
    expect(new DecryptError('bad')).toMatchObject({ name: 'DecryptError', code: 'DECRYPT' })
  })

  it('each guard accepts its own error and no other', () => {
    const errors = [
      new ApiError({ code: 1001, msg: 'taken' }),
      new NetworkError('down'),
      new TimeoutError('slow'),
      new DecryptError('bad'),
    ]
    const guards = [isApiError, isNetworkError, isTimeoutError, isDecryptError]
    guards.forEach((guard, g) => {
      errors.forEach((error, e) => {
        expect(guard(error)).toBe(g === e)
      })
    })
    for (const error of errors) expect(isSportsbookError(error)).toBe(true)
  })

  it('guards check the name, so an error from another copy of the SDK passes', () => {
    const foreign = Object.assign(new Error('taken'), {
      name: 'ApiError',
      code: 1001,
      data: null,
      path: undefined,
    })
    expect(foreign).not.toBeInstanceOf(ApiError)
    expect(isApiError(foreign)).toBe(true)
    expect(isApiError(foreign, 1001)).toBe(true)
    expect(isSportsbookError(foreign)).toBe(true)
  })

  it('isApiError with a code also checks the code', () => {
    expect(isApiError(new ApiError({ code: 2002, msg: 'odds changed' }), 2001)).toBe(false)
  })

  it.each([null, undefined, 'ApiError', 42, new Error('x'), { name: 'TypeError', code: 1 }])(
    'guards reject %s',
    (value) => {
      expect(isSportsbookError(value)).toBe(false)
      expect(isApiError(value)).toBe(false)
    },
  )
})
