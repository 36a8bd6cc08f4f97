import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/** A cipher text that does not decrypt with the given key (PROTOCOL.md section 4). */
export class DecryptError extends Error {
  override readonly name = 'DecryptError'
}

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest()
}

/** AES-256-CBC, PKCS#7, key = SHA-256 of `secret`; the wire form is base64 of IV + cipher text. */
function encrypt(secret: string, plaintext: string, iv: Buffer = randomBytes(16)): string {
  const cipher = createCipheriv('aes-256-cbc', keyOf(secret), iv)
  return Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64')
}

function decrypt(secret: string, wire: string): string {
  const bytes = Buffer.from(wire, 'base64')
  if (bytes.length < 32 || bytes.length % 16 !== 0 || bytes.toString('base64') !== wire.replace(/\s/g, '')) {
    throw new DecryptError('not a cipher text')
  }
  try {
    const decipher = createDecipheriv('aes-256-cbc', keyOf(secret), bytes.subarray(0, 16))
    return Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8')
  } catch {
    throw new DecryptError('the cipher text does not decrypt with this key')
  }
}

/** Token cipher: key = SHA-256 of the UTF-8 token. */
export const tokenCipher = {
  encrypt: (token: string, plaintext: string, iv?: Buffer) => encrypt(token, plaintext, iv),
  decrypt: (token: string, wire: string) => decrypt(token, wire),
}

/** Timestamp cipher: key = SHA-256 of `ts:` + the envelope's `ts`. */
export const timestampCipher = {
  encrypt: (ts: string, plaintext: string, iv?: Buffer) => encrypt(`ts:${ts}`, plaintext, iv),
  decrypt: (ts: string, wire: string) => decrypt(`ts:${ts}`, wire),
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex')
}
