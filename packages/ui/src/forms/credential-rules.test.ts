import { describe, expect, it } from 'vitest'
import {
  cleanCredential,
  cleanInvitationCode,
  confirmPasswordError,
  invitationCodeError,
  passwordError,
  usernameError,
} from './credential-rules'

describe('cleanCredential', () => {
  it('strips Chinese characters and whitespace wherever they are', () => {
    expect(cleanCredential(' 张a b\tc三 ')).toBe('abc')
  })

  it('cuts the text to 16 characters', () => {
    expect(cleanCredential('abcdefghijklmnopqrstu')).toBe('abcdefghijklmnop')
  })

  it('keeps letters, digits and punctuation of other scripts', () => {
    expect(cleanCredential('pa$$wörd1')).toBe('pa$$wörd1')
  })
})

describe('cleanInvitationCode', () => {
  it('trims and cuts to 40 characters', () => {
    expect(cleanInvitationCode(`  ${'x'.repeat(45)}`)).toHaveLength(40)
  })
})

describe('validation rules', () => {
  it('username needs 2 to 16 letters and digits (error f)', () => {
    expect(usernameError('')).toBe('f')
    expect(usernameError('a')).toBe('f')
    expect(usernameError('ab')).toBeNull()
    expect(usernameError('a'.repeat(16))).toBeNull()
    expect(usernameError('a'.repeat(17))).toBe('f')
    expect(usernameError('ab_c')).toBe('f')
  })

  it('password needs 6 to 16 characters (error g)', () => {
    expect(passwordError('')).toBe('g')
    expect(passwordError('12345')).toBe('g')
    expect(passwordError('123456')).toBeNull()
    expect(passwordError('x'.repeat(17))).toBe('g')
  })

  it('confirm password is required and must equal the password (error c)', () => {
    expect(confirmPasswordError('secret1', '')).toBe('c')
    expect(confirmPasswordError('secret1', 'secret2')).toBe('c')
    expect(confirmPasswordError('secret1', 'secret1')).toBeNull()
  })

  it('invitation code is required and at most 40 characters (error e)', () => {
    expect(invitationCodeError('')).toBe('e')
    expect(invitationCodeError('x'.repeat(40))).toBeNull()
    expect(invitationCodeError('x'.repeat(41))).toBe('e')
  })
})
