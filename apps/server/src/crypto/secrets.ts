import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { sha256Hex } from './cipher'

// scrypt cost: N=2^14, r=8, p=1 (OWASP's minimum for scrypt), 32-byte key, 16-byte salt per password.
const N = 16384
const r = 8
const p = 1
const keyLength = 32

function scryptAsync(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyLength, { N, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/**
 * The stored form of a pwd (the double-MD5 hex the client sends, PROTOCOL.md section 4):
 * `scrypt$N$r$p$salt$hash`. The stored value is not itself a pwd: sending it back is just a wrong password.
 */
export async function hashPwd(pwd: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(pwd, salt)
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPwd(pwd: string, stored: string): Promise<boolean> {
  const [scheme, , , , saltText, keyText] = stored.split('$')
  if (scheme !== 'scrypt' || !saltText || !keyText) return false
  const expected = Buffer.from(keyText, 'base64')
  const key = await scryptAsync(pwd, Buffer.from(saltText, 'base64'))
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A session token: 256 random bits as 64 hex characters. Only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex')
  return { token, hash: sha256Hex(token) }
}

export const tokenHash = sha256Hex
