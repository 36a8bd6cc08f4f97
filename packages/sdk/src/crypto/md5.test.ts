import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { md5Hex } from './md5'

describe('md5Hex', () => {
  it('matches node:crypto for every length across the padding boundaries of one to four blocks', () => {
    for (let length = 0; length <= 200; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 131 + length) & 0xff)
      expect(md5Hex(bytes)).toBe(createHash('md5').update(bytes).digest('hex'))
    }
  })

  it('gives the RFC 1321 test suite digests', () => {
    const text = (value: string) => new TextEncoder().encode(value)
    expect(md5Hex(text(''))).toBe('d41d8cd98f00b204e9800998ecf8427e')
    expect(md5Hex(text('abc'))).toBe('900150983cd24fb0d6963f7d28e17f72')
    expect(md5Hex(text('message digest'))).toBe('f96b697d7cb7938d525a2f31aaf161d0')
  })
})
