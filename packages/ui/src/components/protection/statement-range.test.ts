import { describe, expect, it } from 'vitest'
import { dayInputValue, dayStart, lastDays, maxStatementDays, statementRange } from './statement-range'

describe('statement range', () => {
  it('asks from the first day start to the end of the last day (endTime exclusive)', () => {
    const range = statementRange('2026-11-01', '2026-11-02')
    expect(range).toEqual({
      startTime: new Date(2026, 10, 1).getTime(),
      endTime: new Date(2026, 10, 3).getTime(),
    })
  })

  it('refuses an empty or malformed day, a reversed range and one longer than a year', () => {
    expect(statementRange('', '2026-11-02')).toEqual({ issue: 'invalid' })
    expect(statementRange('2026-13-45x', '2026-11-02')).toEqual({ issue: 'invalid' })
    expect(statementRange('2026-11-03', '2026-11-01')).toEqual({ issue: 'reversed' })
    expect(statementRange('2024-01-01', '2026-01-01')).toEqual({ issue: 'tooLong' })
    expect(maxStatementDays).toBe(366)
  })

  it('a whole year of days is allowed', () => {
    expect(statementRange('2025-01-01', '2025-12-31')).not.toHaveProperty('issue')
  })

  it('the default range is the last 30 days up to today, as date inputs hold them', () => {
    const now = new Date(2026, 10, 25, 15, 0).getTime()
    expect(lastDays(now)).toEqual({ from: '2026-10-27', to: '2026-11-25' })
    expect(dayStart(dayInputValue(now))).toBe(new Date(2026, 10, 25).getTime())
  })
})
