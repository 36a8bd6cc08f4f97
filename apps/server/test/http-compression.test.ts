import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { Envelope, SysinitAnswer } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { compressionThreshold } from '../src/http/compression'
import { openAnswer, testClientInfo } from './support/client'
import { useSharedServer } from './support/shared-server'

const shared = useSharedServer()

interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** The bytes as they crossed the wire. */
  body: Buffer
}

/** One request over a real socket, reading the bytes as sent (fetch would decode them before the test sees them). */
function rawRequest(
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<RawAnswer> {
  const url = new URL(path, shared.server.url)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method, headers: { origin: 'http://localhost:5171', ...headers } },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        )
        incoming.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

const sysinitPath = `/api/sysinit?${new URLSearchParams({ token: '', uid: '', ...testClientInfo })}`

function decode(answer: RawAnswer): Envelope {
  const encoding = answer.headers['content-encoding']
  const text =
    encoding === 'br'
      ? brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? gunzipSync(answer.body)
        : answer.body
  return JSON.parse(text.toString('utf8')) as Envelope
}

describe('answer compression', () => {
  it('sends a large answer (api/sysinit) gzip or br when asked, the same envelope once decoded', async () => {
    const plain = await rawRequest('GET', sysinitPath, {})
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(compressionThreshold * 8)
    const plainEnvelope = decode(plain)
    expect(plainEnvelope).toMatchObject({ code: 0, enc: 'ts' })
    // The same answer but for the server's clock.
    const { serverTime: _time, ...expected } = openAnswer<SysinitAnswer>(plainEnvelope)
    const opened = (envelope: Envelope) => {
      const { serverTime, ...rest } = openAnswer<SysinitAnswer>(envelope)
      expect(serverTime).toEqual(expect.any(Number))
      return rest
    }

    for (const [accept, encoding] of [
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
    ] as const) {
      const answer = await rawRequest('GET', sysinitPath, { 'accept-encoding': accept })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(answer.headers.vary).toMatch(/accept-encoding/i)
      // The timestamp cipher's base64 text carries 6 bits a character: it shrinks to about three quarters, no
      // further (the plaintext is ciphered before it reaches HTTP, PROTOCOL.md section 4).
      expect(answer.body.length).toBeLessThan(plain.body.length * 0.8)
      const envelope = decode(answer)
      expect(envelope).toMatchObject({ code: 0, enc: 'ts' })
      expect(opened(envelope)).toEqual(expected)
    }

    const identity = await rawRequest('GET', sysinitPath, { 'accept-encoding': 'identity' })
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(opened(decode(identity))).toEqual(expected)
  })

  it('leaves an answer under the threshold plain, whatever is asked', async () => {
    const form = new URLSearchParams({ token: '', uid: '', ...testClientInfo }).toString()
    const answer = await rawRequest(
      'POST',
      '/app/api/user/type',
      { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'gzip, br' },
      form,
    )
    expect(answer.status).toBe(200)
    expect(answer.body.length).toBeLessThan(compressionThreshold)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(decode(answer)).toMatchObject({ code: 0 })
  })

  it('takes no compressed request body: the protocol sends requests plain', async () => {
    const body = gzipSync(new URLSearchParams({ token: '', uid: '', ...testClientInfo }).toString())
    const answer = await rawRequest(
      'POST',
      '/app/api/user/type',
      { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip' },
      body,
    )
    // Read as the form it claims to be, the gzip bytes carry no client info: the call is refused, not decoded.
    expect(decode(answer).code).not.toBe(0)
  })
})
