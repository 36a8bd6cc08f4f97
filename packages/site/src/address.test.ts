import { describe, expect, it } from 'vitest'
import { readAddress } from './address'

describe('address hints (DESIGN.md section 3)', () => {
  it('reads a pass code from ?passcode=', () => {
    expect(readAddress({ search: '?passcode=MTAwMXxhYmM%3D', hash: '#/index' })).toEqual({
      passCode: 'MTAwMXxhYmM=',
      invitationCode: null,
    })
  })

  it('reads an invitation code from ?code=', () => {
    expect(readAddress({ search: '?code=FRIEND42', hash: '' }).invitationCode).toBe('FRIEND42')
  })

  it('reads an invitation code from #/register/CODE', () => {
    expect(readAddress({ search: '', hash: '#/register/FRIEND%2042' }).invitationCode).toBe('FRIEND 42')
  })

  it('prefers the query code over the address text, and finds nothing elsewhere', () => {
    expect(readAddress({ search: '?code=Q1', hash: '#/register/H1' }).invitationCode).toBe('Q1')
    expect(readAddress({ search: '', hash: '#/index' })).toEqual({ passCode: null, invitationCode: null })
  })

  it('an empty ?code= names an invitation code to type in: an empty string, unless the address text has one', () => {
    expect(readAddress({ search: '?code=', hash: '#/register' }).invitationCode).toBe('')
    expect(readAddress({ search: '?code=%20', hash: '#/register' }).invitationCode).toBe('')
    expect(readAddress({ search: '?code=', hash: '#/register/H1' }).invitationCode).toBe('H1')
  })
})
