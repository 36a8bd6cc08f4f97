/**
 * Seeded randomness for the feed simulator: no Math.random, so one FEED_SEED always gives the same schedule and the
 * same matches (DESIGN.md section 4). Every match draws from its own stream, keyed by the seed and the match's
 * identity, so its story does not depend on how many other matches were simulated before it or in what order.
 */

/** A 32-bit hash of a list of keys (cyrb53's mixing, folded to 32 bits). */
export function hashKeys(...keys: (string | number)[]): number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  const text = keys.join('\u0001')
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (h1 ^ h2) >>> 0
}

/** A uniform number in [-1, 1) that depends only on its keys: for noise that must be the same wherever computed. */
export function noise(...keys: (string | number)[]): number {
  return (hashKeys(...keys) / 0x100000000) * 2 - 1
}

/** A small fast PRNG (sfc32) with the draws the simulator needs. */
export class Random {
  #a: number
  #b: number
  #c: number
  #d: number

  constructor(...keys: (string | number)[]) {
    this.#a = hashKeys('a', ...keys)
    this.#b = hashKeys('b', ...keys)
    this.#c = hashKeys('c', ...keys)
    this.#d = 1
    // Warm up: the first outputs of sfc32 are correlated with the seed words.
    for (let i = 0; i < 12; i += 1) this.next()
  }

  /** A uniform number in [0, 1). */
  next(): number {
    const a = this.#a
    const b = this.#b
    const c = this.#c
    const d = this.#d
    const t = (((a + b) | 0) + d) | 0
    this.#d = (d + 1) | 0
    this.#a = b ^ (b >>> 9)
    this.#b = (c + (c << 3)) | 0
    const rotated = (c << 21) | (c >>> 11)
    this.#c = (rotated + t) | 0
    return (t >>> 0) / 0x100000000
  }

  /** A uniform number in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next()
  }

  /** A uniform integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new RangeError('pick from an empty list')
    return item
  }

  /** An exponential waiting time with the given rate (events per unit). */
  exponential(rate: number): number {
    return -Math.log(1 - this.next()) / rate
  }

  /** A normal draw (Box-Muller). */
  normal(mean: number, sd: number): number {
    const u = 1 - this.next()
    const v = this.next()
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
  }

  /** A copy of `items` in random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items]
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1))
      const held = out[i] as T
      out[i] = out[j] as T
      out[j] = held
    }
    return out
  }
}
