import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config'
import { defaultRateLimits, parseRateLimits, RateLimitsError } from './rate-limit-rules'

describe('RATE_LIMITS', () => {
  it('keeps the production defaults for names left out', () => {
    expect(parseRateLimits(undefined)).toEqual(defaultRateLimits)
    expect(parseRateLimits('login=5/30s, captcha=100/1h')).toEqual({
      ...defaultRateLimits,
      login: { max: 5, windowMs: 30_000 },
      captcha: { max: 100, windowMs: 3_600_000 },
    })
  })

  it('refuses an unknown name, a malformed pair and an empty window', () => {
    expect(() => parseRateLimits('logins=5/1m')).toThrow(RateLimitsError)
    expect(() => parseRateLimits('login=5')).toThrow(/name=max\/window/)
    expect(() => parseRateLimits('login=5/0s')).toThrow(/empty/)
    expect(() => parseRateLimits('__proto__=5/1m')).toThrow(/unknown limit/)
  })

  it('reaches the server config, where a bad value is a ConfigError', () => {
    expect(loadConfig({ RATE_LIMITS: 'visitorCreate=1000/1m' }).rateLimits.visitorCreate).toEqual({
      max: 1000,
      windowMs: 60_000,
    })
    expect(() => loadConfig({ RATE_LIMITS: 'visitorCreate=lots' })).toThrow(ConfigError)
  })
})
