import { describe, expect, it } from 'vitest'
import { groupDigits } from './group-digits'

describe('groupDigits', () => {
  it('groups thousands and keeps every decimal of the SDK', () => {
    expect(groupDigits('1234567.50', 'en')).toBe('1,234,567.50')
    expect(groupDigits('999.999', 'en')).toBe('999.999')
    expect(groupDigits('-1234', 'en')).toBe('-1,234')
  })

  it('uses the separators of the language', () => {
    expect(groupDigits('1234567.50', 'pt-BR')).toBe('1.234.567,50')
  })

  it('keeps the M suffix of a compact amount', () => {
    expect(groupDigits('1234.56M', 'en')).toBe('1,234.56M')
  })

  it('leaves text it does not know as it is', () => {
    expect(groupDigits('n/a', 'en')).toBe('n/a')
  })
})
