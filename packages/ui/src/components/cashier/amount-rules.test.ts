import { describe, expect, it } from 'vitest'
import { amountDraft, amountIssue, lowerLimit } from './amount-rules'

describe('amountIssue', () => {
  const limits = { min: '10.00', max: '500.00', scale: 2 }

  it('asks for an amount and refuses text that is not a positive decimal', () => {
    expect(amountIssue(' ', limits)).toEqual({ code: 'required' })
    expect(amountIssue('1e3', limits)).toEqual({ code: 'invalid' })
    expect(amountIssue('-5', limits)).toEqual({ code: 'invalid' })
    expect(amountIssue('0.001', limits)).toEqual({ code: 'invalid' })
  })

  it('refuses what the protocol does not carry as an amount (more than 8 decimals)', () => {
    expect(amountIssue('12.123456789', limits)).toEqual({ code: 'invalid' })
    expect(amountIssue('12.12345678', limits)).toBeNull()
  })

  it('holds the amount, floored to the scale, within inclusive limits', () => {
    expect(amountIssue('9.999', limits)).toEqual({ code: 'belowMin', min: '10.00' })
    expect(amountIssue('10', limits)).toBeNull()
    expect(amountIssue('500.009', limits)).toBeNull()
    expect(amountIssue('500.01', limits)).toEqual({ code: 'aboveMax', max: '500.00' })
  })

  it('takes the lower of two maxima (a pay type and the withdrawable balance)', () => {
    expect(lowerLimit('500.00', '120.50')).toBe('120.50')
    expect(lowerLimit(undefined, '3')).toBe('3')
    expect(lowerLimit('3', undefined)).toBe('3')
  })
})

describe('amountDraft', () => {
  it('keeps digits and one point, dropping what the protocol never carries in an amount', () => {
    expect(amountDraft('1,250.5x')).toBe('1250.5')
    expect(amountDraft('-12.3.4')).toBe('12.34')
    expect(amountDraft('1e3')).toBe('13')
    expect(amountDraft('USDT')).toBe('')
  })

  it('keeps a point awaiting its decimals and reads a leading point as zero', () => {
    expect(amountDraft('12.')).toBe('12.')
    expect(amountDraft('.5')).toBe('0.5')
  })

  it('stops at 8 decimals and 30 whole digits, as the protocol does', () => {
    expect(amountDraft('0.123456789')).toBe('0.12345678')
    expect(amountDraft('9'.repeat(31))).toBe('9'.repeat(30))
  })
})
