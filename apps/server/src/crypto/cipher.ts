import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/** A cipher text that does not decrypt with the given key (PROTOCOL.md section 4). */
export class DecryptError extends Error {
  override readonly name = 'DecryptError'
}

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest()
}

/** Keys of recent tokens: every call of a session derives the key of the same token again. */
const tokenKeys = new Map<string, Buffer>()
const tokenKeysMax = 10_000

function tokenKeyOf(token: string): Buffer {
  let key = tokenKeys.get(token)
  if (key) return key
  key = keyOf(token)
  // Bounded: when full, start again (a miss costs one hash).
  if (tokenKeys.size >= tokenKeysMax) tokenKeys.clear()
  tokenKeys.set(token, key)
  return key
}

/** AES-256-CBC, PKCS#7, key = SHA-256 of `secret`; the wire form is base64 of IV + cipher text. */
function encrypt(key: Buffer, plaintext: string, iv: Buffer = randomBytes(16)): string {
  const cipher = createCipheriv('aes-256-cbc', key, iv)
  return Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64')
}

function decrypt(key: Buffer, wire: string): string {
  const bytes = Buffer.from(wire, 'base64')
  if (bytes.length < 32 || bytes.length % 16 !== 0 || bytes.toString('base64') !== wire.replace(/\s/g, '')) {
    throw new DecryptError('not a cipher text')
  }
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, bytes.subarray(0, 16))
    return Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8')
  } catch {
    throw new DecryptError('the cipher text does not decrypt with this key')
  }
}

/** Token cipher: key = SHA-256 of the UTF-8 token. */
export const tokenCipher = {
  encrypt: (token: string, plaintext: string, iv?: Buffer) => encrypt(tokenKeyOf(token), plaintext, iv),
  decrypt: (token: string, wire: string) => decrypt(tokenKeyOf(token), wire),
}

/** Timestamp cipher: key = SHA-256 of `ts:` + the envelope's `ts`. */
export const timestampCipher = {
  encrypt: (ts: string, plaintext: string, iv?: Buffer) => encrypt(keyOf(`ts:${ts}`), plaintext, iv),
  decrypt: (ts: string, wire: string) => decrypt(keyOf(`ts:${ts}`), wire),
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex')
}
