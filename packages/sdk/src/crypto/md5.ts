// MD5 (RFC 1321) over bytes. The password hash is the one digest a first login needs that Web Crypto lacks;
// crypto-js's MD5 brings its whole core (word arrays, encoders, hasher classes) into the first chunk, ~3 KB
// gzip, for what is 64 rounds of a few lines here.

// The per-round left rotations, four per group of 16 rounds.
const rotations = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]
// K[i] = floor(|sin(i + 1)| * 2^32), as RFC 1321 defines it (and crypto-js computes it).
const sines = /* @__PURE__ */ Array.from({ length: 64 }, (_, i) => (Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0)

const hex = (word: number) => {
  let text = ''
  for (let byte = 0; byte < 4; byte++) text += ((word >>> (8 * byte)) & 0xff).toString(16).padStart(2, '0')
  return text
}

/** The lowercase hex MD5 digest of `bytes`. */
export function md5Hex(bytes: Uint8Array): string {
  const length = bytes.length
  // The message, a 1 bit, zeros, and the bit length in the last 64 bits of a 512-bit block; little-endian words.
  const words = new Uint32Array((((length + 8) >>> 6) + 1) * 16)
  for (let i = 0; i < length; i++) words[i >> 2]! |= bytes[i]! << ((i % 4) * 8)
  words[length >> 2]! |= 0x80 << ((length % 4) * 8)
  words[words.length - 2] = length * 8
  words[words.length - 1] = Math.floor(length / 2 ** 29)

  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]
  for (let block = 0; block < words.length; block += 16) {
    let [a, b, c, d] = state as [number, number, number, number]
    for (let i = 0; i < 64; i++) {
      const round = i >> 4
      const mix =
        round === 0
          ? (b & c) | (~b & d)
          : round === 1
            ? (d & b) | (~d & c)
            : round === 2
              ? b ^ c ^ d
              : c ^ (b | ~d)
      const word =
        round === 0 ? i : round === 1 ? (5 * i + 1) % 16 : round === 2 ? (3 * i + 5) % 16 : (7 * i) % 16
      const sum = (a + mix + sines[i]! + words[block + word]!) | 0
      const shift = rotations[round * 4 + (i % 4)]!
      a = d
      d = c
      c = b
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0
    }
    state[0] = (state[0]! + a) | 0
    state[1] = (state[1]! + b) | 0
    state[2] = (state[2]! + c) | 0
    state[3] = (state[3]! + d) | 0
  }
  return state.map(hex).join('')
}
