import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../catalogue'
import { routeOf } from '../path-spec'
import { limitSetRequestSchema, statementRequestSchema } from '../schemas/protection'
import { breakEndOf, restrictedSessionPaths, sessionMinutesMax } from './protection'

describe('player protection rules (PROTOCOL.md section 11)', () => {
  it('a restricted session keeps only member paths of the catalogue', () => {
    const memberPaths = new Map(
      Object.values(catalogue).flatMap((group) =>
        Object.values(group).map((spec) => [routeOf(spec), spec.auth] as const),
      ),
    )
    for (const path of restrictedSessionPaths) expect(['M', 'R']).toContain(memberPaths.get(path))
  })

  it('breaks end after exact hours and days, calendar months and years, or never', () => {
    const from = Date.UTC(2026, 0, 31, 8)
    expect(breakEndOf('24h', from)).toBe(from + 86_400_000)
    expect(new Date(breakEndOf('6m', from)!).toISOString()).toBe('2026-07-31T08:00:00.000Z')
    expect(new Date(breakEndOf('5y', from)!).toISOString()).toBe('2031-01-31T08:00:00.000Z')
    expect(breakEndOf('indefinite', from)).toBeNull()
  })

  it('a limit names a currency for money and none for session minutes, within the period', () => {
    const ok = (input: unknown) => v.safeParse(limitSetRequestSchema, input).success
    expect(ok({ kind: 'loss', period: 'day', currencyCode: 'USD', amount: '10.5' })).toBe(true)
    expect(ok({ kind: 'loss', period: 'day', amount: '10' })).toBe(false)
    expect(ok({ kind: 'session', period: 'day', currencyCode: '', amount: '90' })).toBe(true)
    expect(ok({ kind: 'session', period: 'day', amount: String(sessionMinutesMax('day') + 1) })).toBe(false)
    expect(ok({ kind: 'session', period: 'week', amount: String(sessionMinutesMax('day') + 1) })).toBe(true)
    expect(ok({ kind: 'wager', period: 'day', currencyCode: 'USD', amount: '0.00' })).toBe(false)
  })

  it('a statement covers at most 366 days', () => {
    const ok = (startTime: number, endTime: number) =>
      v.safeParse(statementRequestSchema, { startTime, endTime }).success
    expect(ok(0, 366 * 86_400_000)).toBe(true)
    expect(ok(0, 366 * 86_400_000 + 1)).toBe(false)
    expect(ok(10, 10)).toBe(false)
  })
})
