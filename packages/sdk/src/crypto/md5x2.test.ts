import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cryptoVectors } from '../../test/support/crypto-vectors'
import { md5x2 } from './md5x2'

describe('md5x2', () => {
  it.each(cryptoVectors.md5x2)('hashes $password twice as the protocol vectors say', ({ password, pwd }) => {
    expect(md5x2(password)).toBe(pwd)
  })

  it('hashes the UTF-8 bytes and returns lowercase hex, like node:crypto', () => {
    const password = 'Ünïcødé-密码-🎲'
    const once = createHash('md5').update(password, 'utf8').digest('hex')
    expect(md5x2(password)).toBe(createHash('md5').update(once, 'utf8').digest('hex'))
    expect(md5x2(password)).toMatch(/^[0-9a-f]{32}$/)
  })
})

describe('md5x2 on text with no UTF-8 form', () => {
  it('refuses a lone surrogate with a URIError instead of hashing U+FFFD', () => {
    expect(() => md5x2('a\uD800b')).toThrow(URIError)
  })
})
