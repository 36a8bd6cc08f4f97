// Standard base64 (RFC 4648 section 4) over bytes. The match list answer is about 1 MB, so both directions work on
// typed arrays and never build a string one character at a time.

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const encodeTable = new Uint8Array(64)
const decodeTable = new Uint8Array(128).fill(255)
for (let i = 0; i < 64; i++) {
  encodeTable[i] = alphabet.charCodeAt(i)
  decodeTable[alphabet.charCodeAt(i)] = i
}
const equals = 61
// Bytes below 128 decode the same in every single-byte encoding, and one decode call beats joining chunks.
const asciiDecoder = new TextDecoder('latin1')

export function encodeBase64(bytes: Uint8Array): string {
  const length = bytes.length
  const out = new Uint8Array(Math.ceil(length / 3) * 4)
  let o = 0
  let i = 0
  for (; i + 2 < length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!
    out[o++] = encodeTable[n >>> 18]!
    out[o++] = encodeTable[(n >>> 12) & 63]!
    out[o++] = encodeTable[(n >>> 6) & 63]!
    out[o++] = encodeTable[n & 63]!
  }
  const rest = length - i
  if (rest === 1) {
    const n = bytes[i]! << 16
    out[o++] = encodeTable[n >>> 18]!
    out[o++] = encodeTable[(n >>> 12) & 63]!
    out[o++] = equals
    out[o++] = equals
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8)
    out[o++] = encodeTable[n >>> 18]!
    out[o++] = encodeTable[(n >>> 12) & 63]!
    out[o++] = encodeTable[(n >>> 6) & 63]!
    out[o++] = equals
  }
  return asciiDecoder.decode(out)
}

/** Strict decoding: any character outside the alphabet, misplaced padding or an impossible length throws. */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  let end = text.length
  if (end > 0 && text.charCodeAt(end - 1) === equals) end--
  if (end > 0 && text.charCodeAt(end - 1) === equals) end--
  const padded = end !== text.length
  if ((padded && text.length % 4 !== 0) || end % 4 === 1) {
    throw new SyntaxError('invalid base64 length')
  }
  const out = new Uint8Array(Math.floor((end * 3) / 4))
  let o = 0
  let i = 0
  for (; i + 3 < end; i += 4) {
    const a = sextet(text, i)
    const b = sextet(text, i + 1)
    const c = sextet(text, i + 2)
    const d = sextet(text, i + 3)
    const n = (a << 18) | (b << 12) | (c << 6) | d
    out[o++] = n >>> 16
    out[o++] = (n >>> 8) & 255
    out[o++] = n & 255
  }
  const rest = end - i
  if (rest === 2) {
    const n = (sextet(text, i) << 18) | (sextet(text, i + 1) << 12)
    out[o++] = n >>> 16
  } else if (rest === 3) {
    const n = (sextet(text, i) << 18) | (sextet(text, i + 1) << 12) | (sextet(text, i + 2) << 6)
    out[o++] = n >>> 16
    out[o++] = (n >>> 8) & 255
  }
  return out
}

function sextet(text: string, index: number): number {
  const code = text.charCodeAt(index)
  const value = code < 128 ? decodeTable[code]! : 255
  if (value === 255) throw new SyntaxError(`invalid base64 character at ${index}`)
  return value
}
