import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  crashPointHundredths,
  dicePayoutUnits,
  diceRollHundredths,
  diceWinChanceHundredths,
  diceWins,
  floatOf,
  hundredthsText,
  roundBytes,
  serverSeedHashOf,
  verifyCrashPoint,
  verifyDiceRoll,
} from './provably-fair'

interface ProvablyFairVector {
  serverSeed: string
  serverSeedHash: string
  clientSeed: string
  nonce: number
  hmacRound0Hex: string
  float: number
  diceRoll: string
  crashPoint: string
}

// The `provablyFair` section of the shared vectors (PROTOCOL.md section 10); the server tests the same file.
const vectors = (
  JSON.parse(readFileSync(new URL('../../test/fixtures/crypto-vectors.json', import.meta.url), 'utf8')) as {
    provablyFair: ProvablyFairVector[]
  }
).provablyFair

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

describe('provably fair maths against the shared vectors', () => {
  it.each(vectors)('nonce $nonce of $clientSeed: hash, bytes, float, roll and crash point', (vector) => {
    expect(serverSeedHashOf(vector.serverSeed)).toBe(vector.serverSeedHash)
    const bytes = roundBytes(vector.serverSeed, vector.clientSeed, vector.nonce)
    expect(hex(bytes)).toBe(vector.hmacRound0Hex)
    expect(floatOf(bytes)).toBe(vector.float)
    expect(hundredthsText(diceRollHundredths(bytes))).toBe(vector.diceRoll)
    expect(hundredthsText(crashPointHundredths(bytes))).toBe(vector.crashPoint)
    expect(verifyDiceRoll(vector)).toBe(vector.diceRoll)
    expect(verifyCrashPoint(vector)).toBe(vector.crashPoint)
  })

  it('another round index gives other bytes', () => {
    const [vector] = vectors
    if (!vector) throw new Error('no vectors')
    expect(hex(roundBytes(vector.serverSeed, vector.clientSeed, vector.nonce, 1))).not.toBe(
      vector.hmacRound0Hex,
    )
  })
})

describe('dice and crash rules', () => {
  it('the extremes of the four bytes: roll 0.00 and 100.00, crash 99 x 2^32 and 1.00', () => {
    expect(diceRollHundredths(new Uint8Array(4))).toBe(0)
    expect(diceRollHundredths(new Uint8Array([255, 255, 255, 255]))).toBe(10000)
    expect(crashPointHundredths(new Uint8Array(4))).toBe(99 * 2 ** 32)
    expect(crashPointHundredths(new Uint8Array([255, 255, 255, 255]))).toBe(100)
  })

  it('under wins below the target, over above it; a roll on the target loses both', () => {
    expect(diceWins(4999, 5000, 'under')).toBe(true)
    expect(diceWins(5000, 5000, 'under')).toBe(false)
    expect(diceWins(5000, 5000, 'over')).toBe(false)
    expect(diceWins(5001, 5000, 'over')).toBe(true)
    expect(diceWinChanceHundredths(2500, 'over')).toBe(7500)
  })

  it('the payout is stake x 99 / win chance floored to the unit', () => {
    expect(dicePayoutUnits(1000n, 5000)).toBe(1980n)
    // 10.00 at 33.33%: 29.7029... floors to 29.70
    expect(dicePayoutUnits(1000n, 3333)).toBe(2970n)
  })
})
