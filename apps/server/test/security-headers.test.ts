import { randomBytes } from 'node:crypto'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { describe, expect, it } from 'vitest'
import { newVisitor } from './support/flows'
import { useSharedServer } from './support/shared-server'

const shared = useSharedServer()

/** What every answer of the API carries: no sniffing, no framing, no referrer, and a policy that loads nothing. */
function expectApiHeaders(headers: Headers | IncomingHttpHeaders): void {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined)
  expect(get('x-content-type-options')).toBe('nosniff')
  expect(get('x-frame-options')).toBe('DENY')
  const csp = get('content-security-policy') ?? ''
  expect(csp).toContain("default-src 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(get('referrer-policy')).toBe('no-referrer')
}

describe('security headers', () => {
  it('a session answer: the API headers and Cache-Control no-store', async () => {
    const response = await shared.client.raw('/app/api/visitor/create', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'lang=en',
    })
    expect(((await response.json()) as { code: number }).code).toBe(0)
    expectApiHeaders(response.headers)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
  })

  it('a money answer and a refused request', async () => {
    const visitor = await newVisitor(shared.client)
    const balance = await shared.client.raw('/app/api/wallet/balance', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ uid: visitor.uid, token: visitor.token }),
    })
    expect(((await balance.json()) as { code: number }).code).toBe(3004)
    expectApiHeaders(balance.headers)
    expect(balance.headers.get('cache-control')).toBe('no-store')
    const refused = await shared.client.raw('/app/api/visitor/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__":{}}',
    })
    expect(((await refused.json()) as { code: number }).code).toBe(1000)
    expectApiHeaders(refused.headers)
    expect(refused.headers.get('cache-control')).toBe('no-store')
  })

  it('a 404', async () => {
    const response = await shared.client.raw('/no/such/path')
    expect(response.status).toBe(404)
    expectApiHeaders(response.headers)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('a static file keeps its own caching', async () => {
    const response = await shared.client.raw('/i18n/en.json')
    expect(response.status).toBe(200)
    expectApiHeaders(response.headers)
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
  })

  it('the socket.io handshakes of both sockets', async () => {
    for (const path of ['/app/socket/', '/match/socket/']) {
      const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
        const request = httpRequest(`${shared.server.url}${path}?EIO=4&transport=websocket`, {
          headers: {
            connection: 'Upgrade',
            upgrade: 'websocket',
            'sec-websocket-key': randomBytes(16).toString('base64'),
            'sec-websocket-version': '13',
          },
        })
        request.on('upgrade', (response, socket) => {
          socket.destroy()
          resolve(response.headers)
        })
        request.on('response', (response) => reject(new Error(`no upgrade: HTTP ${response.statusCode}`)))
        request.on('error', reject)
        request.end()
      })
      expectApiHeaders(headers)
      expect(headers['cache-control']).toBe('no-store')
    }
  })
})
