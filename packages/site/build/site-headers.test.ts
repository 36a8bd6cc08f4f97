import { describe, expect, it } from 'vitest'
import { firstPageScript } from './first-page-preload.js'
import { apiOriginFor, contentSecurityPolicy, siteHeaders } from './site-headers.js'

describe('site headers', () => {
  it('the API is port 8787 of the host the page came from, unless VITE_API_URL names it', () => {
    expect(apiOriginFor('127.0.0.5:5171')).toBe('http://127.0.0.5:8787')
    expect(apiOriginFor('apex.example', 'https:')).toBe('https://apex.example:8787')
    expect(apiOriginFor('apex.example', 'https:', 'https://api.example/v1/')).toBe('https://api.example')
  })

  it('allows scripts from the site only, calls and sockets to the API, and no framing', () => {
    const policy = contentSecurityPolicy('https://api.example')
    expect(policy.split('; ')).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        "connect-src 'self' https://api.example wss://api.example",
        "frame-ancestors 'none'",
        "object-src 'none'",
      ]),
    )
    expect(policy).not.toContain('unsafe')
    expect(siteHeaders({ host: 'apex.example' })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    })
  })

  it("the first page's preload is a file named after its content, not an inline script", () => {
    const manifest = {
      pages: { register: ['/assets/register-page-1.js'] },
      texts: { en: ['/assets/en-1.js'] },
      images: {},
    }
    const script = firstPageScript(manifest)
    expect(script.fileName).toMatch(/^assets\/first-page-preload-[\w-]{8}\.js$/)
    expect(script.source).toContain('"/assets/register-page-1.js"')
    expect(firstPageScript(manifest).fileName).toBe(script.fileName)
    expect(firstPageScript({ ...manifest, texts: {} }).fileName).not.toBe(script.fileName)
  })
})
