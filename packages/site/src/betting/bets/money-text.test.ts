import { describe, expect, it } from 'vitest'
import { moneyText } from './money-text'

describe('moneyText', () => {
  it('writes a cash-out amount with the separators of the language, as the cash-out button does', () => {
    expect(moneyText('1234.50', 'USDT', 'en')).toBe('1,234.50 USDT')
    expect(moneyText('1234567.5', 'BTC', 'pt-BR')).toBe('1.234.567,5 BTC')
    expect(moneyText('12.34M', 'USDT', 'en')).toBe('12.34M USDT')
    expect(moneyText('980', 'USDT', 'en-IN')).toBe('980 USDT')
  })

  it('leaves a text that is not a decimal amount as it came', () => {
    expect(moneyText('n/a', 'USDT', 'en')).toBe('n/a USDT')
  })
})
