import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * A two-step secret at rest (PROTOCOL.md section 13): AES-256-GCM under ACCOUNT_SECRET_KEY, a fresh 12-byte IV
 * each time, stored as base64 of IV, tag and ciphertext. A database copy alone does not give the codes away.
 */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')
}

/** The secret of a sealed box; throws when the box was not sealed with this key (a changed key, a tampered row). */
export function openSecret(key: Buffer, box: string): string {
  const bytes = Buffer.from(box, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12))
  decipher.setAuthTag(bytes.subarray(12, 28))
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
}
