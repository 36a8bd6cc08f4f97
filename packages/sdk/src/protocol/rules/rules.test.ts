import { describe, expect, it } from 'vitest'
import { isAmount, isPositiveAmount, isUnsignedAmount } from './amount'
import { isBankOdds } from './bank-odds'
import { isInvitationCode } from './invitation-code'
import { isNonce } from './nonce'
import { isPassword } from './password'
import { isUsername } from './username'
import { isWithdrawAccountNo } from './withdraw-account-number'

/** Each rule with texts it must accept and texts it must refuse. */
const rules: { name: string; rule: (text: string) => boolean; accepts: string[]; refuses: string[] }[] = [
  {
    name: 'a username is 2 to 16 letters and digits',
    rule: isUsername,
    accepts: ['ab', 'Player01', 'a'.repeat(16)],
    refuses: ['a', 'a'.repeat(17), 'with space', 'ünï', '张三'],
  },
  {
    name: 'a password has 6 to 16 characters',
    rule: isPassword,
    accepts: ['123456', 'x'.repeat(16)],
    refuses: ['12345', 'x'.repeat(17)],
  },
  {
    name: 'an invitation code has 1 to 40 characters',
    rule: isInvitationCode,
    accepts: ['CODE', 'c'.repeat(40)],
    refuses: ['', 'c'.repeat(41)],
  },
  {
    name: 'a withdraw account number is 6 to 34 letters and digits',
    rule: isWithdrawAccountNo,
    accepts: ['123456', 'GB82WEST12345698765432'],
    refuses: ['12345', 'x'.repeat(35), '1234 5678'],
  },
  {
    name: 'an amount is a decimal string of up to 30 digits and 8 decimals',
    rule: isAmount,
    accepts: ['0', '-1.5', '1234.50000000'],
    refuses: ['1.123456789', '1e3', '1.', ''],
  },
  {
    name: 'an amount where money moves is positive',
    rule: isPositiveAmount,
    accepts: ['0.01', '10'],
    refuses: ['0.00', '-1'],
  },
  {
    name: 'an unsigned amount is zero or more',
    rule: isUnsignedAmount,
    accepts: ['0', '12.5'],
    refuses: ['-0.01'],
  },
  {
    name: "a bank's odds are 1.01 to 100 with at most two decimals",
    rule: isBankOdds,
    accepts: ['1.01', '2', '99.99', '100', '100.00'],
    refuses: ['1.00', '1', '100.01', '1.015', '0.5', 'x'],
  },
  {
    name: "a round's nonce is a whole number from 0 to the largest 32-bit integer",
    rule: isNonce,
    accepts: ['0', '7', '007', '2147483647'],
    refuses: ['', '-1', '1.5', '1e3', ' 3', '2147483648', '12345678901'],
  },
]

describe('validation rules', () => {
  it.each(rules)('$name', ({ rule, accepts, refuses }) => {
    expect(accepts.filter((text) => !rule(text))).toEqual([])
    expect(refuses.filter((text) => rule(text))).toEqual([])
  })
})
