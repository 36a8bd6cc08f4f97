import { describe, expect, it } from 'vitest'
import { isAmount, isPositiveAmount, isUnsignedAmount } from './amount'
import { isBankOdds } from './bank-odds'
import { isInvitationCode } from './invitation-code'
import { isNonce } from './nonce'
import { isPassword } from './password'
import { isUsername } from './username'
import { isWithdrawAccountNo } from './withdraw-account-number'

describe('validation rules', () => {
  it('a username is 2 to 16 letters and digits', () => {
    expect(['ab', 'Player01', 'a'.repeat(16)].map(isUsername)).toEqual([true, true, true])
    expect(['a', 'a'.repeat(17), 'with space', 'ünï', '张三'].map(isUsername)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('a password has 6 to 16 characters', () => {
    expect(['12345', '123456', 'x'.repeat(16), 'x'.repeat(17)].map(isPassword)).toEqual([
      false,
      true,
      true,
      false,
    ])
  })

  it('an invitation code has 1 to 40 characters', () => {
    expect(['', 'CODE', 'c'.repeat(40), 'c'.repeat(41)].map(isInvitationCode)).toEqual([
      false,
      true,
      true,
      false,
    ])
  })

  it('a withdraw account number is 6 to 34 letters and digits', () => {
    expect(
      ['12345', '123456', 'GB82WEST12345698765432', 'x'.repeat(35), '1234 5678'].map(isWithdrawAccountNo),
    ).toEqual([false, true, true, false, false])
  })

  it('an amount is a decimal string of up to 30 digits and 8 decimals, positive where money moves', () => {
    expect(['0', '-1.5', '1234.50000000', '1.123456789', '1e3', '1.', ''].map(isAmount)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ])
    expect(['0.00', '-1', '0.01', '10'].map(isPositiveAmount)).toEqual([false, false, true, true])
    expect(['0', '-0.01', '12.5'].map(isUnsignedAmount)).toEqual([true, false, true])
  })

  it("a bank's odds are 1.01 to 100 with at most two decimals", () => {
    expect(['1.01', '2', '99.99', '100', '100.00'].map(isBankOdds)).toEqual([true, true, true, true, true])
    expect(['1.00', '1', '100.01', '1.015', '0.5', 'x'].map(isBankOdds)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it("a round's nonce is a whole number from 0 to the largest 32-bit integer", () => {
    expect(['0', '7', '007', '2147483647'].map(isNonce)).toEqual([true, true, true, true])
    expect(['', '-1', '1.5', '1e3', ' 3', '2147483648', '12345678901'].map(isNonce)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ])
  })
})
