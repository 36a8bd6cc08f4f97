import { type AesBackend, keyCache, utf8Encoder } from './aes-backend'

/** Web Crypto runs AES off the page's JavaScript thread; only secure contexts (https, localhost) have it. */
export function subtleAes(subtle: SubtleCrypto): AesBackend {
  const keyFor = keyCache(async (secret) => {
    const digest = await subtle.digest('SHA-256', utf8Encoder.encode(secret))
    return subtle.importKey('raw', digest, { name: 'AES-CBC' }, false, ['encrypt', 'decrypt'])
  })
  return {
    async encrypt(plaintext, secret, iv) {
      return new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv }, await keyFor(secret), plaintext))
    },
    async decrypt(ciphertext, secret, iv) {
      return new Uint8Array(await subtle.decrypt({ name: 'AES-CBC', iv }, await keyFor(secret), ciphertext))
    },
  }
}
