// The fallback for pages without Web Crypto. Loaded with a dynamic import() so browsers that have
// `crypto.subtle` never download it. Imported by module, never the whole crypto-js package.
import AES from 'crypto-js/aes.js'
import CryptoJS from 'crypto-js/core.js'
import NoPadding from 'crypto-js/pad-nopadding.js'
import SHA256 from 'crypto-js/sha256.js'
import { type AesBackend, keyCache } from './aes-backend'

type WordArray = CryptoJS.lib.WordArray

function toWordArray(bytes: Uint8Array): WordArray {
  const length = bytes.length
  const words = new Array<number>((length + 3) >>> 2).fill(0)
  for (let i = 0; i < length; i++) {
    words[i >>> 2]! |= bytes[i]! << (24 - (i & 3) * 8)
  }
  return CryptoJS.lib.WordArray.create(words, length)
}

function toBytes(wordArray: WordArray): Uint8Array {
  const { words, sigBytes } = wordArray
  const bytes = new Uint8Array(sigBytes)
  for (let i = 0; i < sigBytes; i++) {
    bytes[i] = (words[i >>> 2]! >>> (24 - (i & 3) * 8)) & 255
  }
  return bytes
}

/** crypto-js does not check PKCS#7 padding when it removes it, so decryption checks it here. */
function unpad(bytes: Uint8Array): Uint8Array {
  const pad = bytes[bytes.length - 1] ?? 0
  if (pad < 1 || pad > 16 || pad > bytes.length) throw new Error('bad padding')
  for (let i = bytes.length - pad; i < bytes.length; i++) {
    if (bytes[i] !== pad) throw new Error('bad padding')
  }
  return bytes.subarray(0, bytes.length - pad)
}

export function cryptoJsAes(): AesBackend {
  const keyFor = keyCache(async (secret) => SHA256(secret))
  return {
    async encrypt(plaintext, secret, iv) {
      const encrypted = AES.encrypt(toWordArray(plaintext), await keyFor(secret), { iv: toWordArray(iv) })
      return toBytes(encrypted.ciphertext)
    },
    async decrypt(ciphertext, secret, iv) {
      const params = CryptoJS.lib.CipherParams.create({ ciphertext: toWordArray(ciphertext) })
      const decrypted = AES.decrypt(params, await keyFor(secret), { iv: toWordArray(iv), padding: NoPadding })
      return unpad(toBytes(decrypted))
    },
  }
}
