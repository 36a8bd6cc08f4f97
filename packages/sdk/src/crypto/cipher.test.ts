import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cryptoVectors, cryptoVectorsUrl, hexBytes } from '../../test/support/crypto-vectors'
import { nodeDecrypt, nodeEncrypt, nodeEncryptUnpadded } from '../../test/support/node-cipher'
import { isDecryptError } from '../errors'
import { type CipherBackend, createCipher } from './cipher'

const backends = ['subtle', 'crypto-js'] as const satisfies CipherBackend[]

describe('crypto vectors fixture', () => {
  it('equals the shared protocol vectors when the shared folder is beside the repository', () => {
    const shared = new URL('../../../../../shared/protocol/crypto-vectors.json', import.meta.url)
    const copy = JSON.parse(readFileSync(cryptoVectorsUrl, 'utf8'))
    if (existsSync(shared)) {
      expect(copy).toEqual(JSON.parse(readFileSync(shared, 'utf8')))
    } else {
      // Outside the monorepo checkout the copy is the only source: it must still hold every section.
      expect(Object.keys(copy).sort()).toEqual([
        'md5x2',
        'paymentSignature',
        'provablyFair',
        'timestampCipher',
        'tokenCipher',
      ])
    }
  })
})

describe.each(backends)('cipher (%s backend)', (backend) => {
  const cipher = createCipher(backend)

  it.each(cryptoVectors.tokenCipher)('token-encrypts vector $token/$ivHex to the exact wire', async (v) => {
    expect(await cipher.tokenEncrypt(v.plaintext, v.token, hexBytes(v.ivHex))).toBe(v.wire)
  })

  it.each(cryptoVectors.tokenCipher)('token-decrypts vector $token/$ivHex to the plaintext', async (v) => {
    expect(await cipher.tokenDecrypt(v.wire, v.token)).toBe(v.plaintext)
  })

  it.each(cryptoVectors.timestampCipher)('ts-encrypts vector ts=$ts to the exact wire', async (v) => {
    expect(await cipher.timestampEncrypt(v.plaintext, v.ts, hexBytes(v.ivHex))).toBe(v.wire)
  })

  it.each(cryptoVectors.timestampCipher)('ts-decrypts vector ts=$ts to the plaintext', async (v) => {
    expect(await cipher.timestampDecrypt(v.wire, v.ts)).toBe(v.plaintext)
  })

  it('uses a fresh random IV per encryption and round-trips', async () => {
    const plaintext = JSON.stringify({ list: [{ home: 'Équipe', away: '主队', odds: '1.95' }] })
    const a = await cipher.tokenEncrypt(plaintext, 'tok')
    const b = await cipher.tokenEncrypt(plaintext, 'tok')
    expect(a).not.toBe(b)
    expect(Buffer.from(a, 'base64').subarray(0, 16)).not.toEqual(Buffer.from(b, 'base64').subarray(0, 16))
    expect(await cipher.tokenDecrypt(a, 'tok')).toBe(plaintext)
    expect(await cipher.tokenDecrypt(b, 'tok')).toBe(plaintext)
    expect(nodeDecrypt(a, 'tok')).toBe(plaintext)
  })

  it('round-trips random payloads of every length around the block size', async () => {
    for (let n = 0; n < 40; n++) {
      const plaintext = randomBytes(n).toString('hex').slice(0, n)
      const wire = await cipher.timestampEncrypt(plaintext, '1763800000000')
      expect(await cipher.timestampDecrypt(wire, '1763800000000')).toBe(plaintext)
    }
  })

  it('decrypts a 1 MB node:crypto answer', async () => {
    const plaintext = JSON.stringify({
      list: Array.from({ length: 8000 }, (_, id) => ({ id, name: `match ${id}` })),
    })
    expect(await cipher.tokenDecrypt(nodeEncrypt(plaintext, 'tok'), 'tok')).toBe(plaintext)
  })

  it('rejects an IV that is not 16 bytes', async () => {
    await expect(cipher.tokenEncrypt('x', 'tok', new Uint8Array(8))).rejects.toThrow(RangeError)
  })

  const failures: [string, () => string][] = [
    ['text that is not base64', () => 'not base64!'],
    ['an empty string', () => ''],
    ['an IV without a block', () => Buffer.alloc(16).toString('base64')],
    ['a length that is not whole blocks', () => Buffer.alloc(40).toString('base64')],
    ['the wrong key', () => cryptoVectors.tokenCipher[0]!.wire],
    ['bad padding', () => nodeEncryptUnpadded(new Uint8Array(16).fill(0), 'right')],
    ['padding longer than a block', () => nodeEncryptUnpadded(new Uint8Array(16).fill(17), 'right')],
    ['plaintext that is not UTF-8', () => nodeEncrypt(Uint8Array.of(0xff, 0xfe, 0xfd), 'right')],
  ]

  it.each(failures)('throws DecryptError for %s', async (what, wire) => {
    const token = what === 'the wrong key' ? 'not-the-token' : 'right'
    const error = await cipher.tokenDecrypt(wire(), token).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(isDecryptError(error)).toBe(true)
    expect(error).toMatchObject({ name: 'DecryptError', code: 'DECRYPT' })
  })

  it('throws DecryptError for a cipher answer that is not a string', async () => {
    await expect(cipher.tokenDecrypt(42 as unknown as string, 'tok')).rejects.toMatchObject({
      name: 'DecryptError',
    })
  })
})

describe('cross-backend', () => {
  it.each([
    ['subtle', 'crypto-js'],
    ['crypto-js', 'subtle'],
  ] as const)('what %s encrypts, %s decrypts', async (from, to) => {
    const plaintext = JSON.stringify({ stake: '10.00', legs: [{ matchId: 1, odds: '1.95' }], note: 'Ä主' })
    const token = 'b7d1c0de-0000-4000-8000-000000000001'
    const wire = await createCipher(from).tokenEncrypt(plaintext, token)
    expect(await createCipher(to).tokenDecrypt(wire, token)).toBe(plaintext)
    const tsWire = await createCipher(from).timestampEncrypt(plaintext, '99')
    expect(await createCipher(to).timestampDecrypt(tsWire, '99')).toBe(plaintext)
  })

  it("'auto' matches the vectors with Web Crypto present", async () => {
    const v = cryptoVectors.tokenCipher[0]!
    expect(await createCipher().tokenEncrypt(v.plaintext, v.token, hexBytes(v.ivHex))).toBe(v.wire)
  })

  describe('on a page without crypto.subtle (plain http)', () => {
    afterEach(() => {
      vi.unstubAllGlobals()
    })

    it("'auto' falls back to crypto-js and still matches the vectors", async () => {
      const { getRandomValues } = globalThis.crypto
      vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) })
      expect(globalThis.crypto.subtle).toBeUndefined()
      const v = cryptoVectors.tokenCipher[1]!
      const cipher = createCipher()
      expect(await cipher.tokenEncrypt(v.plaintext, v.token, hexBytes(v.ivHex))).toBe(v.wire)
      expect(await cipher.tokenDecrypt(await cipher.tokenEncrypt('{}', 'k'), 'k')).toBe('{}')
    })

    it("'subtle' refuses to start", () => {
      vi.stubGlobal('crypto', { getRandomValues: () => undefined })
      expect(() => createCipher('subtle')).toThrow(/crypto.subtle/)
    })
  })
})
