import type { UserInfo } from '@sportsbook/sdk/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signChannelToken } from '../src/auth/channel-token'
import { DEVELOPMENT_CHANNEL_SECRETS } from '../src/config'
import { createTestClient, pwdOf, type TestClient } from './support/client'
import { login, newMember } from './support/flows'
import { captureLogs, startQuietServer, type TestServer } from './support/start-server'

let server: TestServer
let client: TestClient
const logs = captureLogs()

beforeAll(async () => {
  server = await startQuietServer({ logLevel: 'info', logStream: logs })
  client = createTestClient(server.url)
})
afterAll(async () => {
  await server?.close()
})

describe('CORS', () => {
  it('answers the configured origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/app/api/visitor/create`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
    const allowed = await preflight('http://localhost:5172')
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5172')
    const refused = await preflight('https://evil.example')
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    const simple = await createTestClient(server.url, { origin: 'https://evil.example' }).raw(
      '/app/api/user/type',
      {
        method: 'POST',
      },
    )
    expect(simple.headers.get('access-control-allow-origin')).toBeNull()
    const own = await createTestClient(server.url, { origin: 'http://127.0.0.1:5171' }).raw(
      '/app/api/user/type',
      {
        method: 'POST',
      },
    )
    expect(own.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5171')
  })

  it('follows SITES when it is set', async () => {
    const other = await startQuietServer({
      sites: new Map([['https://brand.example', 800001]]),
      productNo: 800001,
    })
    try {
      const response = await createTestClient(other.url, { origin: 'http://localhost:5171' }).raw(
        '/app/api/user/type',
        {
          method: 'POST',
        },
      )
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect(await response.json()).toMatchObject({ data: { productNo: 800001 } })
    } finally {
      await other.close()
    }
  })
})

describe('logs', () => {
  it('one line per request with path, code and time, and never a password, pwd or token', async () => {
    const member = await newMember(client, undefined, 'Sup3rSecret!')
    await login(client, member.account, 'Sup3rSecret!')
    await login(client, member.account, 'wrong-password')
    await client.form(
      '/app/api/member/pwd/edit',
      { pwd: pwdOf('N3wSecret!'), oldPwd: pwdOf('Sup3rSecret!') },
      member,
    )
    await client.get('api/sysinit', {}, member)
    const channel = createTestClient(server.url, { clientInfo: { channel: 'demo-channel' } })
    const authToken = signChannelToken(
      { principal: 'log-test', channel: 'demo-channel', exp: Date.now() + 60_000 },
      DEVELOPMENT_CHANNEL_SECRETS.split('=')[1]!,
    )
    const channelUser = await channel.form<UserInfo>('/open/member/login', {
      authToken,
      principal: 'log-test',
    })
    await client.raw('/app/api/member/profile', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"token":"${member.token}", "broken`,
    })

    const text = logs.text()
    const lines = logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    const requests = lines.filter((line) => line.msg === 'request')
    expect(requests.find((line) => line.path === '/app/api/member/login/account')).toMatchObject({
      method: 'POST',
      status: 200,
      code: 0,
      ms: expect.any(Number),
    })
    expect(requests.some((line) => line.path === '/app/api/member/login/account' && line.code === 1002)).toBe(
      true,
    )
    expect(requests.some((line) => line.path === '/api/sysinit')).toBe(true)
    for (const secret of [
      'Sup3rSecret!',
      pwdOf('Sup3rSecret!'),
      pwdOf('N3wSecret!'),
      pwdOf('wrong-password'),
      member.token,
      channelUser.data.token,
      authToken,
    ]) {
      expect(text).not.toContain(secret)
    }
  })
})
