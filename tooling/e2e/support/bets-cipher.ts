import { createDecipheriv, createHash } from 'node:crypto'

// The token cipher of PROTOCOL.md section 4, written here with node:crypto apart from the SDK's: the odds-policy
// suite reads what the page really sent in an order create (json-nested, section 3).

/** AES-256-CBC, key = SHA-256 of the token, wire = base64(IV + ciphertext). */
export function tokenDecrypt(wire: string, token: string): string {
  const bytes = Buffer.from(wire, 'base64')
  const key = createHash('sha256').update(token, 'utf8').digest()
  const decipher = createDecipheriv('aes-256-cbc', key, bytes.subarray(0, 16))
  return Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8')
}

export interface OrderCreatePayload {
  requestId: string
  acceptOdds: 'exact' | 'higher' | 'any'
  stake: string
  currencyCode: string
  legs: { matchId: number; marketId: number; selectionId: number; odds: string }[]
}

/** The payload of a `/trade/api/order/create` body: `{ uid, token, enc: 'token', data: CIPHER, ... }`. */
export function orderCreatePayload(body: string | null): OrderCreatePayload {
  const outer = JSON.parse(body ?? '{}') as { token?: string; enc?: string; data?: string }
  if (outer.enc !== 'token' || !outer.token || !outer.data)
    throw new Error(`an order create that is not json-nested: ${body}`)
  return JSON.parse(tokenDecrypt(outer.data, outer.token)) as OrderCreatePayload
}
