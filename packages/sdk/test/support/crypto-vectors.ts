import { readFileSync } from 'node:fs'

export interface CipherVector {
  ivHex: string
  plaintext: string
  keyHex: string
  wire: string
}

export interface CryptoVectors {
  md5x2: { password: string; pwd: string }[]
  tokenCipher: (CipherVector & { token: string })[]
  timestampCipher: (CipherVector & { ts: string })[]
}

/** The fixture copy of the shared protocol vectors (PROTOCOL.md: both sides test against them). */
export const cryptoVectorsUrl = new URL('../fixtures/crypto-vectors.json', import.meta.url)

export const cryptoVectors: CryptoVectors = JSON.parse(readFileSync(cryptoVectorsUrl, 'utf8'))

export const hexBytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'))
