import { createCipheriv, createDecipheriv, createHash, createHash as hash, randomBytes } from 'node:crypto'
import type { Envelope } from '@sportsbook/sdk/protocol'

/** The client info every call sends (PROTOCOL.md section 2), as a browser of brand 800000 would. */
export const testClientInfo = {
  deviceID: '5b0c7f4e-2f7d-4d4b-9a53-1f1f7d1c0a01',
  pid: '888',
  versionCode: '110',
  versionName: 'v1.0.110',
  os: 'Linux',
  osVersionName: 'Linux',
  osVersionCode: '',
  mac: '',
  deviceModel: 'test',
  channel: 'web-800000',
  realm: 'alpha',
  siteNo: '7',
  process: 'web',
  source: '2',
  lang: 'en',
}

export interface TestSession {
  uid: string
  token: string
}

/** `pwd = md5hex(md5hex(password))` (PROTOCOL.md section 4). */
export function pwdOf(password: string): string {
  const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')
  return md5(md5(password))
}

function aesKey(secret: string): Buffer {
  return hash('sha256').update(secret, 'utf8').digest()
}

export function encryptWithToken(token: string, plaintext: string): string {
  const iv = randomBytes(16)
  const cipher = createCipheriv('aes-256-cbc', aesKey(token), iv)
  return Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64')
}

/** Opens an answer's `data` when `enc` is set (token or timestamp cipher). */
export function openAnswer<T>(envelope: Envelope, token = ''): T {
  if (!envelope.enc) return envelope.data as T
  const secret = envelope.enc === 'ts' ? `ts:${envelope.ts}` : token
  const bytes = Buffer.from(envelope.data as string, 'base64')
  const decipher = createDecipheriv('aes-256-cbc', aesKey(secret), bytes.subarray(0, 16))
  return JSON.parse(
    Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8'),
  ) as T
}

function formValue(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)
}

export interface TestClientOptions {
  /** Sent as the Origin header (a configured site by default). */
  origin?: string
  clientInfo?: Partial<typeof testClientInfo>
}

/**
 * An HTTP client that speaks each encoding of PROTOCOL.md section 3 against a running server. Like the SDK, it
 * sends the payload, then `token` and `uid`, then the client info: a client-info field (`lang`, `channel`) wins
 * over a payload field of the same name.
 */
export function createTestClient(baseUrl: string, options: TestClientOptions = {}) {
  const info = { ...testClientInfo, ...options.clientInfo }
  const headers = (extra: Record<string, string>) => ({
    ...(options.origin === undefined
      ? { origin: 'http://localhost:5171' }
      : options.origin
        ? { origin: options.origin }
        : {}),
    ...extra,
  })
  const session = (s?: TestSession | null) => ({ uid: s?.uid ?? '', token: s?.token ?? '' })
  const read = async <T>(response: Response) => (await response.json()) as Envelope<T>
  const urlOf = (path: string) => `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`

  return {
    baseUrl,
    info,
    /** POST form (the default encoding). */
    async form<T = unknown>(path: string, payload: Record<string, unknown> = {}, s?: TestSession | null) {
      const body = new URLSearchParams()
      for (const [key, value] of Object.entries({
        ...payload,
        ...session(s),
        ...info,
      })) {
        if (value !== undefined) body.set(key, formValue(value))
      }
      return read<T>(
        await fetch(urlOf(path), {
          method: 'POST',
          headers: headers({ 'content-type': 'application/x-www-form-urlencoded' }),
          body,
        }),
      )
    },
    /** POST json-nested: the payload and client info inside the token cipher. */
    async nested<T = unknown>(path: string, payload: Record<string, unknown>, s: TestSession) {
      const data = encryptWithToken(s.token, JSON.stringify({ ...payload, ...info }))
      return read<T>(
        await fetch(urlOf(path), {
          method: 'POST',
          headers: headers({ 'content-type': 'application/json' }),
          body: JSON.stringify({
            realm: info.realm,
            process: info.process,
            ...session(s),
            enc: 'token',
            data,
          }),
        }),
      )
    },
    /** POST json-flat. */
    async flat<T = unknown>(path: string, payload: Record<string, unknown>, s?: TestSession | null) {
      return read<T>(
        await fetch(urlOf(path), {
          method: 'POST',
          headers: headers({ 'content-type': 'application/json' }),
          body: JSON.stringify({ ...payload, ...session(s), ...info }),
        }),
      )
    },
    /** GET with every field as a query parameter. */
    async get<T = unknown>(path: string, query: Record<string, unknown> = {}, s?: TestSession | null) {
      const params = new URLSearchParams()
      for (const [key, value] of Object.entries({
        ...query,
        ...session(s),
        ...info,
      })) {
        if (value !== undefined) params.set(key, formValue(value))
      }
      return read<T>(await fetch(`${urlOf(path)}?${params}`, { headers: headers({}) }))
    },
    /** Any request, for malformed bodies and headers. */
    raw(path: string, init: RequestInit = {}) {
      return fetch(urlOf(path), { ...init, headers: headers((init.headers as Record<string, string>) ?? {}) })
    },
  }
}

export type TestClient = ReturnType<typeof createTestClient>
