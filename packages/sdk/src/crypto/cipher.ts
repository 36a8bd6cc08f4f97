import { DecryptError } from '../errors/decrypt-error'
import { type AesBackend, utf8Encoder } from './aes-backend'
import { subtleAes } from './aes-subtle'
import { decodeBase64, encodeBase64 } from './base64'

/**
 * The token and timestamp ciphers: AES-256-CBC, PKCS#7, key = SHA-256 of the UTF-8
 * token (or of `ts:` + the envelope's `ts`), wire = base64(IV || ciphertext), a fresh random IV unless one is
 * given (tests pin it).
 *
 * The token travels with every request, so these ciphers only hide payloads from casual inspection and from
 * intermediaries that do not parse the protocol; confidentiality comes from TLS.
 */
export interface Cipher {
  tokenEncrypt(plaintext: string, token: string, iv?: Uint8Array): Promise<string>
  /** Throws `DecryptError` on any failure (bad base64, wrong key, bad padding, short input, bad UTF-8). */
  tokenDecrypt(wire: string, token: string): Promise<string>
  timestampEncrypt(plaintext: string, ts: string, iv?: Uint8Array): Promise<string>
  /** Throws `DecryptError` on any failure. */
  timestampDecrypt(wire: string, ts: string): Promise<string>
}

export type CipherBackend = 'auto' | 'subtle' | 'crypto-js'

const blockSize = 16
const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/** `ts:` + the envelope's `ts`: the timestamp cipher's secret. */
const timestampSecret = (ts: string) => `ts:${ts}`

/**
 * `'auto'` uses Web Crypto when the page has it and crypto-js otherwise (plain-http pages have no
 * `crypto.subtle`). The crypto-js backend is a separate chunk, loaded on first use.
 */
export function createCipher(backend: CipherBackend = 'auto'): Cipher {
  const subtle = globalThis.crypto?.subtle
  if (backend === 'subtle' && !subtle) {
    throw new Error('no crypto.subtle here (plain http?)')
  }
  let aes: Promise<AesBackend> | undefined
  const load = () => {
    aes ??=
      backend !== 'crypto-js' && subtle
        ? Promise.resolve(subtleAes(subtle))
        : import('./aes-crypto-js').then(
            (module) => module.cryptoJsAes(),
            (error: unknown) => {
              // A chunk that failed to load (offline) is tried again on the next call.
              aes = undefined
              throw error
            },
          )
    return aes
  }

  async function encrypt(plaintext: string, secret: string, iv?: Uint8Array): Promise<string> {
    const vector = iv ? new Uint8Array(iv) : randomIv()
    if (vector.length !== blockSize) throw new RangeError('the IV must be 16 bytes')
    const ciphertext = await (await load()).encrypt(utf8Encoder.encode(plaintext), secret, vector)
    const wire = new Uint8Array(blockSize + ciphertext.length)
    wire.set(vector)
    wire.set(ciphertext, blockSize)
    return encodeBase64(wire)
  }

  async function decrypt(wire: string, secret: string): Promise<string> {
    if (typeof wire !== 'string') throw new DecryptError('the cipher text is not a string')
    let bytes: Uint8Array<ArrayBuffer>
    try {
      bytes = decodeBase64(wire)
    } catch (cause) {
      throw new DecryptError('the cipher text is not base64', { cause })
    }
    // At least the IV and one block, and whole blocks only.
    if (bytes.length < 2 * blockSize || bytes.length % blockSize !== 0) {
      throw new DecryptError(`impossible cipher length ${bytes.length}`)
    }
    const backendImpl = await load()
    let plain: Uint8Array
    try {
      plain = await backendImpl.decrypt(bytes.subarray(blockSize), secret, bytes.slice(0, blockSize))
    } catch (cause) {
      throw new DecryptError('wrong key or bad padding', { cause })
    }
    try {
      return utf8Decoder.decode(plain)
    } catch (cause) {
      throw new DecryptError('the plain text is not UTF-8', { cause })
    }
  }

  return {
    tokenEncrypt: (plaintext, token, iv) => encrypt(plaintext, token, iv),
    tokenDecrypt: (wire, token) => decrypt(wire, token),
    timestampEncrypt: (plaintext, ts, iv) => encrypt(plaintext, timestampSecret(ts), iv),
    timestampDecrypt: (wire, ts) => decrypt(wire, timestampSecret(ts)),
  }
}

function randomIv(): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(blockSize))
}
