import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decodeBase64, encodeBase64 } from './base64'

describe('base64', () => {
  it.each([0, 1, 2, 3, 4, 5, 16, 31, 32, 33, 1000])(
    'round-trips %i random bytes exactly as Buffer does',
    (n) => {
      const bytes = randomBytes(n)
      const text = encodeBase64(bytes)
      expect(text).toBe(bytes.toString('base64'))
      expect(Buffer.from(decodeBase64(text))).toEqual(bytes)
    },
  )

  it.each([
    ['a character outside the alphabet', 'YW*j'],
    ['url-safe characters', 'ab-_'],
    ['a non-ASCII character', 'YWJé'],
    ['an impossible length', 'YWJjZ'],
    ['padding that does not end a quantum', 'YW=j'],
    ['padding on a wrong length', 'YWI=='],
    ['whitespace', 'YWJj ZGVm'],
    ['a line break', 'YWJj\nZGVm'],
    ['whitespace on a whole length', 'YWJj ZGV'],
    ['missing padding', 'YWI'],
  ])('rejects %s', (_, text) => {
    expect(() => decodeBase64(text)).toThrow(SyntaxError)
  })

  it('encodes and decodes 1 MB in well under a second', () => {
    const bytes = randomBytes(1024 * 1024)
    const started = performance.now()
    const text = encodeBase64(bytes)
    const back = decodeBase64(text)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(Buffer.from(back).equals(bytes)).toBe(true)
  })
})
