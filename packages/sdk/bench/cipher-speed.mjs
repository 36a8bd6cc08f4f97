// Decrypting a ~1 MB match list answer (PROTOCOL.md section 4: match/list is token-ciphered) and parsing it,
// with each SDK backend against node:crypto doing the same work.
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'

export const subtleBudgetRatio = 4

/** A match list of about `bytes` bytes of JSON, shaped like PROTOCOL.md section 7. */
export function matchListJson(bytes = 1024 * 1024) {
  const matches = []
  let size = 0
  for (let id = 1; size < bytes; id++) {
    const match = {
      id,
      sportType: (id % 2) + 1,
      league: { id: 100 + (id % 40), name: `League ${id % 40} Première División` },
      home: { id: id * 2, name: `Home Team ${id} 主队` },
      away: { id: id * 2 + 1, name: `Away Team ${id} Équipe` },
      startTime: 1763800000000 + id * 60_000,
      status: id % 3 === 0 ? 'live' : 'upcoming',
      score: { home: id % 4, away: id % 3 },
      clock: id % 3 === 0 ? `${id % 90}'` : null,
      markets: ['1x2', 'handicap', 'total'].map((type, m) => ({
        id: id * 10 + m,
        matchId: id,
        type,
        line: type === '1x2' ? null : '2.5',
        status: 'open',
        selections: (type === '1x2' ? ['home', 'draw', 'away'] : ['over', 'under']).map((name, s) => ({
          id: id * 100 + m * 10 + s,
          marketId: id * 10 + m,
          name,
          odds: (1.5 + ((id + s) % 30) / 10).toFixed(2),
          status: 'open',
        })),
      })),
    }
    size += JSON.stringify(match).length + 1
    matches.push(match)
  }
  return JSON.stringify({ list: matches, total: matches.length })
}

const keyOf = (token) => createHash('sha256').update(token, 'utf8').digest()

function nodeEncrypt(plaintext, token) {
  const iv = randomBytes(16)
  const cipher = createCipheriv('aes-256-cbc', keyOf(token), iv)
  return Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64')
}

function nodeDecryptParse(wire, token) {
  const bytes = Buffer.from(wire, 'base64')
  // The key is derived per call here too, as a server would; the SDK caches it, which favours the SDK slightly.
  const decipher = createDecipheriv('aes-256-cbc', keyOf(token), bytes.subarray(0, 16))
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8'))
}

async function median(runs, task) {
  await task() // warm-up: JIT, key cache, lazy chunk
  const times = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await task()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]
}

/** @param {(backend: 'subtle' | 'crypto-js') => { tokenDecrypt(wire: string, token: string): Promise<string> }} createCipher */
export async function measureCipherSpeed(createCipher) {
  const plaintext = matchListJson()
  const token = randomUUID()
  const wire = nodeEncrypt(plaintext, token)
  const expected = JSON.parse(plaintext).total
  const check = (data) => {
    if (data.total !== expected) throw new Error('decrypted list differs')
  }
  const subtle = createCipher('subtle')
  const cryptoJs = createCipher('crypto-js')
  const nodeMs = await median(15, () => check(nodeDecryptParse(wire, token)))
  const subtleMs = await median(15, async () => check(JSON.parse(await subtle.tokenDecrypt(wire, token))))
  const cryptoJsMs = await median(7, async () => check(JSON.parse(await cryptoJs.tokenDecrypt(wire, token))))
  return {
    plaintextKb: Buffer.byteLength(plaintext) / 1024,
    wireKb: wire.length / 1024,
    nodeMs,
    subtleMs,
    cryptoJsMs,
  }
}
