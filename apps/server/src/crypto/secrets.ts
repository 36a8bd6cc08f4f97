import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { sha256Hex } from './cipher'
import { isKnownScryptCost, pwdHashCostOf } from './pwd-hash-cost'

// scrypt: N = 2^cost (pwd-hash-cost.ts), r=8, p=1, 32-byte key, 16-byte salt per password.
const r = 8
const p = 1
const keyLength = 32
let cost: number | undefined

function scryptAsync(secret: string, salt: Buffer, N: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyLength, { N, r, p, maxmem: 128 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/**
 * The stored form of a pwd (the double-MD5 hex the client sends, PROTOCOL.md section 4):
 * `scrypt$N$r$p$salt$hash`. The stored value is not itself a pwd: sending it back is just a wrong password.
 */
export async function hashPwd(pwd: string): Promise<string> {
  cost ??= pwdHashCostOf(process.env)
  const N = 2 ** cost
  const salt = randomBytes(16)
  const key = await scryptAsync(pwd, salt, N)
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`
}

/** Verifies with the stored hash's own cost, so hashes made before a change of cost still verify. */
export async function verifyPwd(pwd: string, stored: string): Promise<boolean> {
  const [scheme, NText, rText, pText, saltText, keyText] = stored.split('$')
  const N = Number(NText)
  if (scheme !== 'scrypt' || !saltText || !keyText || !isKnownScryptCost(N, Number(rText), Number(pText)))
    return false
  const expected = Buffer.from(keyText, 'base64')
  const key = await scryptAsync(pwd, Buffer.from(saltText, 'base64'), N)
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A session token: 256 random bits as 64 hex characters. Only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex')
  return { token, hash: sha256Hex(token) }
}

export const tokenHash = sha256Hex
