/**
 * AES-256-CBC with PKCS#7 padding, keyed by SHA-256 of a secret text. Two
 * implementations: Web Crypto where the page has it, crypto-js on plain-http pages that do not.
 */
export interface AesBackend {
  encrypt(
    plaintext: Uint8Array<ArrayBuffer>,
    secret: string,
    iv: Uint8Array<ArrayBuffer>,
  ): Promise<Uint8Array>
  /** Throws on a wrong key or bad padding; the caller turns that into a `DecryptError`. */
  decrypt(
    ciphertext: Uint8Array<ArrayBuffer>,
    secret: string,
    iv: Uint8Array<ArrayBuffer>,
  ): Promise<Uint8Array>
}

/**
 * A small bounded cache of derived keys: one SHA-256 (and for Web Crypto one `importKey`) per token, and a
 * session only ever uses a handful of tokens and timestamps.
 */
export function keyCache<K>(
  derive: (secret: string) => Promise<K>,
  size = 8,
): (secret: string) => Promise<K> {
  const cache = new Map<string, Promise<K>>()
  return (secret) => {
    const hit = cache.get(secret)
    if (hit) {
      // Re-insert so the most recently used key is evicted last.
      cache.delete(secret)
      cache.set(secret, hit)
      return hit
    }
    const key = derive(secret)
    cache.set(secret, key)
    key.catch(() => cache.delete(secret))
    if (cache.size > size) cache.delete(cache.keys().next().value as string)
    return key
  }
}

export const utf8Encoder = new TextEncoder()
