import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient } from './support/client'
import { startTestServer, type TestServer } from './support/start-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

describe('transport failures answer an envelope', () => {
  it('an unknown path is HTTP 404 with an envelope', async () => {
    const client = createTestClient(server.url)
    const response = await client.raw('/app/api/nothing/here', { method: 'POST' })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 404, data: null })
  })
})
