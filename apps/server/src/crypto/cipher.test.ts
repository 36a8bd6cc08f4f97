import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DecryptError, md5Hex, timestampCipher, tokenCipher } from './cipher'

interface Vectors {
  md5x2: { password: string; pwd: string }[]
  tokenCipher: { token: string; ivHex: string; plaintext: string; keyHex: string; wire: string }[]
  timestampCipher: { ts: string; ivHex: string; plaintext: string; keyHex: string; wire: string }[]
}

// The shared vectors of PROTOCOL.md section 4 (the SDK tests against the same file).
const vectors = JSON.parse(
  readFileSync(
    new URL('../../../../packages/sdk/test/fixtures/crypto-vectors.json', import.meta.url),
    'utf8',
  ),
) as Vectors

describe('PROTOCOL.md section 4 ciphers against the shared vectors', () => {
  it.each(vectors.md5x2)('pwd of $password is md5hex(md5hex(password))', ({ password, pwd }) => {
    expect(md5Hex(md5Hex(password))).toBe(pwd)
  })

  it.each(vectors.tokenCipher)('token cipher: encrypts to and decrypts from the vector wire', (vector) => {
    expect(tokenCipher.encrypt(vector.token, vector.plaintext, Buffer.from(vector.ivHex, 'hex'))).toBe(
      vector.wire,
    )
    expect(tokenCipher.decrypt(vector.token, vector.wire)).toBe(vector.plaintext)
  })

  it.each(vectors.timestampCipher)(
    'timestamp cipher: encrypts to and decrypts from the vector wire',
    (vector) => {
      expect(timestampCipher.encrypt(vector.ts, vector.plaintext, Buffer.from(vector.ivHex, 'hex'))).toBe(
        vector.wire,
      )
      expect(timestampCipher.decrypt(vector.ts, vector.wire)).toBe(vector.plaintext)
    },
  )

  it('a fresh random IV each time, and a wrong key or garbage is a DecryptError', () => {
    const a = tokenCipher.encrypt('t', 'same')
    expect(tokenCipher.encrypt('t', 'same')).not.toBe(a)
    expect(() => tokenCipher.decrypt('other-token', a)).toThrow(DecryptError)
    expect(() => tokenCipher.decrypt('t', 'not base64 at all!')).toThrow(DecryptError)
    expect(() => tokenCipher.decrypt('t', Buffer.alloc(20).toString('base64'))).toThrow(DecryptError)
  })
})
