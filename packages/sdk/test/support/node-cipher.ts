// An independent implementation of PROTOCOL.md section 4 on node:crypto: the oracle the SDK's ciphers are checked
// against, and what a test server uses to answer with cipher data.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest()
}

/** base64(IV || AES-256-CBC(PKCS#7)(plaintext)), key = SHA-256 of `secret` (a token, or `ts:` + ts). */
export function nodeEncrypt(
  plaintext: string | Uint8Array,
  secret: string,
  iv: Uint8Array = randomBytes(16),
): string {
  const cipher = createCipheriv('aes-256-cbc', keyOf(secret), iv)
  const body = typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext
  return Buffer.concat([iv, cipher.update(body), cipher.final()]).toString('base64')
}

export function nodeDecrypt(wire: string, secret: string): string {
  const bytes = Buffer.from(wire, 'base64')
  const decipher = createDecipheriv('aes-256-cbc', keyOf(secret), bytes.subarray(0, 16))
  return Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8')
}

/** Raw AES-256-CBC without padding: builds cipher texts whose padding is wrong on purpose. */
export function nodeEncryptUnpadded(
  blocks: Uint8Array,
  secret: string,
  iv: Uint8Array = randomBytes(16),
): string {
  const cipher = createCipheriv('aes-256-cbc', keyOf(secret), iv).setAutoPadding(false)
  return Buffer.concat([iv, cipher.update(blocks), cipher.final()]).toString('base64')
}

export const tokenSecret = (token: string) => token
export const timestampSecret = (ts: string) => `ts:${ts}`
