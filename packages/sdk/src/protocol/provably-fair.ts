// Imported by module, never crypto-js whole (it would all land in the bundle), with the `.js` file name:
// crypto-js has no `exports` map.
import Hex from 'crypto-js/enc-hex.js'
import Utf8 from 'crypto-js/enc-utf8.js'
import HmacSHA256 from 'crypto-js/hmac-sha256.js'
import SHA256 from 'crypto-js/sha256.js'

/**
 * The provably fair maths of the built-in game provider (vectors: `provablyFair` in crypto-vectors.json). Pure and
 * node-free, so the server computes results with it and a player's browser checks them with the same code. Seeds are
 * UTF-8 text: the server seed is its hex text, not the bytes it spells.
 */

/** What a player sees before betting: lowercase hex SHA-256 of the server seed's UTF-8 text. */
export function serverSeedHashOf(serverSeed: string): string {
  return SHA256(Utf8.parse(serverSeed)).toString(Hex)
}

/** The 32 bytes of one round: HMAC-SHA256(key serverSeed, `<clientSeed>:<nonce>:<round>`). */
export function roundBytes(serverSeed: string, clientSeed: string, nonce: number, round = 0): Uint8Array {
  const hex = HmacSHA256(Utf8.parse(`${clientSeed}:${nonce}:${round}`), Utf8.parse(serverSeed)).toString(Hex)
  const bytes = new Uint8Array(32)
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/** Four bytes from `offset` read as a float in [0, 1): Σ byteᵢ / 256^(i+1). */
export function floatOf(bytes: Uint8Array, offset = 0): number {
  let value = 0
  let scale = 1
  for (let i = 0; i < 4; i++) {
    scale *= 256
    value += (bytes[offset + i] ?? 0) / scale
  }
  return value
}

/** A dice roll in hundredths (0-10000, i.e. 0.00-100.00): ⌊float × 10001⌋. */
export function diceRollHundredths(bytes: Uint8Array): number {
  return Math.floor(floatOf(bytes) * 10001)
}

/**
 * A crash point in hundredths (at least 100, i.e. 1.00): ⌊99 × 2³² / (u + 1)⌋ with u the first four bytes as an
 * unsigned big-endian integer. Integer division with a correction step: a float quotient can round up across an
 * integer.
 */
export function crashPointHundredths(bytes: Uint8Array): number {
  const u =
    (((bytes[0] ?? 0) << 24) >>> 0) + ((bytes[1] ?? 0) << 16) + ((bytes[2] ?? 0) << 8) + (bytes[3] ?? 0)
  const numerator = 99 * 2 ** 32
  const divisor = u + 1
  let quotient = Math.floor(numerator / divisor)
  if (quotient * divisor > numerator) quotient -= 1
  else if ((quotient + 1) * divisor <= numerator) quotient += 1
  return Math.max(100, quotient)
}

/** Hundredths as the wire's two-decimal text (2924 -> "29.24"). */
export function hundredthsText(value: number): string {
  const whole = Math.floor(value / 100)
  const cents = value % 100
  return `${whole}.${cents < 10 ? '0' : ''}${cents}`
}

/** The seeds that decide a round, as `/game/order/detail` answers them once the server seed is revealed. */
export interface RevealedSeeds {
  serverSeed: string
  clientSeed: string
  nonce: number
}

/** The dice roll of a finished round ("29.24"), for a player to check against the round's `result`. */
export function verifyDiceRoll(seeds: RevealedSeeds): string {
  return hundredthsText(diceRollHundredths(roundBytes(seeds.serverSeed, seeds.clientSeed, seeds.nonce)))
}

/** The crash point of a finished crash round ("3.38"). */
export function verifyCrashPoint(seeds: RevealedSeeds): string {
  return hundredthsText(crashPointHundredths(roundBytes(seeds.serverSeed, seeds.clientSeed, seeds.nonce)))
}

/** The dice win chance in hundredths for a target and direction: "under" wins below target, "over" above. */
export function diceWinChanceHundredths(targetHundredths: number, direction: 'under' | 'over'): number {
  return direction === 'under' ? targetHundredths : 10000 - targetHundredths
}

/** Whether a roll wins: "under" when roll < target, "over" when roll > target. */
export function diceWins(
  rollHundredths: number,
  targetHundredths: number,
  direction: 'under' | 'over',
): boolean {
  return direction === 'under' ? rollHundredths < targetHundredths : rollHundredths > targetHundredths
}

/** A dice win pays stake × 99 / win chance, floored to the currency's unit (1% edge); stake in units. */
export function dicePayoutUnits(stakeUnits: bigint, winChanceHundredths: number): bigint {
  return (stakeUnits * 9900n) / BigInt(winChanceHundredths)
}
