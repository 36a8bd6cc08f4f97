import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, pwdOf } from './support/client'
import { startTestServer, type TestServer } from './support/start-server'

// A fresh server's very first calls, in the order a client that skips the guest login makes them.
let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

describe('a fresh server', () => {
  it('registers a visitor whose first call after create is the registration (no deadlock on the currencies)', async () => {
    const client = createTestClient(server.url)
    const created = await client.form<{ uid: string; token: string }>('/app/api/visitor/create', {
      lang: 'en',
    })
    expect(created.code).toBe(0)
    const registered = await client.form(
      '/app/api/member/create/account',
      { account: `first${Date.now().toString(36)}`, pwd: pwdOf('secret123'), promoteCode: '', lang: 'en' },
      created.data,
    )
    expect(registered.code, registered.msg).toBe(0)
  }, 20_000)
})
