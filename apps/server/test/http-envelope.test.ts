import { codes, type UserInfo } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { registerPath } from '../src/http/route'
import { createTestClient, encryptWithToken, openAnswer, testClientInfo } from './support/client'
import { newMember, newVisitor } from './support/flows'
import { echo } from './support/probe-paths'
import { useSharedServer } from './support/shared-server'

// The probe paths (one per encoding, auth level and failure) are served by the shared server:
// support/probe-paths.ts.
const shared = useSharedServer()

describe('encodings', () => {
  it('json-nested: the payload and client info arrive inside the token cipher', async () => {
    const member = await newMember(shared.client)
    const answer = await shared.client.nested('/probe/nested', { amount: '12.50', note: 'hi' }, member)
    expect(answer).toMatchObject({
      code: 0,
      data: { payload: { amount: '12.50', note: 'hi' }, deviceID: testClientInfo.deviceID },
    })
  })

  it('json-nested: a cipher made with another token is 1000 naming data', async () => {
    const member = await newMember(shared.client)
    const response = await shared.client.raw('/probe/nested', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...member,
        realm: 'alpha',
        process: 'web',
        enc: 'token',
        data: encryptWithToken('x', '{}'),
      }),
    })
    expect(await response.json()).toMatchObject({ code: codes.INVALID_REQUEST, data: { field: 'data' } })
  })

  it('json-flat, and get with a token-ciphered answer', async () => {
    const visitor = await newVisitor(shared.client)
    expect(await shared.client.flat('probe/flat', { amount: '1' }, visitor)).toMatchObject({
      code: 0,
      data: { amount: '1' },
    })
    const got = await shared.client.get('/probe/get', { amount: '2.5' }, visitor)
    expect(got.enc).toBe('token')
    expect(openAnswer(got, visitor.token)).toEqual({ amount: '2.5' })
  })

  it('upload: multipart with the file as `file`', async () => {
    const member = await newMember(shared.client)
    const form = new FormData()
    for (const [key, value] of Object.entries({ ...member, realm: 'alpha', process: 'web' })) {
      if (typeof value === 'string') form.set(key, value)
    }
    form.set('file', new Blob([new Uint8Array(2048)], { type: 'image/png' }), 'proof.png')
    const response = await shared.client.raw('/probe/upload', { method: 'POST', body: form })
    expect(await response.json()).toMatchObject({ code: 0, data: { size: 2048, mimetype: 'image/png' } })
  })

  it('both spellings of a relative path, and a trailing slash, reach one route', async () => {
    const visitor = await newVisitor(shared.client)
    expect((await shared.client.flat('/probe/flat/', { amount: '1' }, visitor)).code).toBe(0)
    expect((await shared.client.form('app/api/user/type', {})).code).toBe(0)
    expect((await shared.client.form('/app/api/user/type', {})).code).toBe(0)
  })
})

describe('auth levels', () => {
  it('O paths: operators only; R paths: registered members only (3004 otherwise)', async () => {
    const member = await newMember(shared.client)
    expect((await shared.client.form('/probe/operator', {}, member)).code).toBe(codes.NOT_PERMITTED)
    expect((await shared.client.form('/probe/registered', {}, member)).code).toBe(0)
    await shared.server.ctx.db.query("UPDATE members SET role = 'operator' WHERE id = $1", [
      member.user.memberId,
    ])
    expect(await shared.client.form('/probe/operator', {}, member)).toMatchObject({
      code: 0,
      data: 'operator',
    })
    const visitor = await newVisitor(shared.client)
    const demo = (await shared.client.form<UserInfo>('/app/api/member/create/try-play/account', {}, visitor))
      .data
    expect((await shared.client.form('/probe/registered', {}, demo)).code).toBe(codes.NOT_PERMITTED)
    expect((await shared.client.form('/probe/operator', {})).code).toBe(codes.FORBIDDEN)
  })
})

describe('failures answer an envelope, never a crash', () => {
  it('an unknown path, or a known one with the wrong method, is HTTP 404 with an envelope', async () => {
    const response = await shared.client.raw('/app/api/nothing/here', { method: 'POST' })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 404, data: null })
    expect((await shared.client.raw('/app/api/member/profile')).status).toBe(404)
  })

  it('a thrown error is 5000 and its transaction changed nothing', async () => {
    const [before] = await shared.server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members')
    expect(await shared.client.form('/probe/crash', {})).toMatchObject({ code: codes.INTERNAL, data: null })
    const [after] = await shared.server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members')
    expect(after!.n).toBe(before!.n)
  })

  it('a BusinessError keeps its code and data, with msg in the request language', async () => {
    const pt = createTestClient(shared.server.url, { clientInfo: { lang: 'pt' } })
    expect(await pt.form('/probe/business', {})).toEqual({
      code: codes.STAKE_OUT_OF_LIMITS,
      msg: 'O montante está fora dos seus limites',
      data: { min: '1.00', max: '5.00' },
    })
  })

  it('a BusinessError thrown by a route that skips registerPath gets the same envelope from the one error handler', async () => {
    const answer = await shared.client.raw('/probe/plain/business?lang=pt')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({
      code: codes.STAKE_OUT_OF_LIMITS,
      msg: 'O montante está fora dos seus limites',
      data: { min: '1.00', max: '5.00' },
    })
  })

  it("every route, registerPath's or not, reads the brand of the request's Origin, set once before it runs", async () => {
    const brandFrom = async (origin: string) => {
      const answer = await shared.client.raw('/probe/plain/brand', { headers: { origin } })
      return ((await answer.json()) as { data: { brand: number } }).data.brand
    }
    expect(await brandFrom('http://localhost:5172')).toBe(800001)
    expect(await brandFrom('http://localhost:5171')).toBe(800000)
    expect(await brandFrom('https://elsewhere.example')).toBe(shared.server.ctx.config.productNo)
  })

  it('an answer that breaks its own schema is 5000 (outside production)', async () => {
    expect((await shared.client.form('/probe/bad-answer', {})).code).toBe(codes.INTERNAL)
  })

  it('malformed JSON, a wrong content type and a JSON array body are 1000', async () => {
    const post = (body: string, type: string, path = 'probe/flat') =>
      shared.client.raw(path, { method: 'POST', headers: { 'content-type': type }, body })
    for (const response of [
      await post('{"amount":', 'application/json'),
      await post('amount=1', 'application/x-www-form-urlencoded'),
      await post('[1,2]', 'application/json'),
      await post('{"amount":"1"}', 'application/json', '/app/api/visitor/create'),
      await post('hello', 'text/plain', '/app/api/visitor/create'),
      await post('hello', 'application/x-unknown', '/app/api/visitor/create'),
    ]) {
      expect(response.status).toBe(200)
      expect(((await response.json()) as { code: number }).code).toBe(codes.INVALID_REQUEST)
    }
  })

  it('a body over 1 MiB is HTTP 413 with an envelope; an upload may be bigger, up to its limits', async () => {
    const big = await shared.client.raw('/app/api/visitor/create', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `lang=${'a'.repeat(1024 * 1024 + 10)}`,
    })
    expect(big.status).toBe(413)
    expect(await big.json()).toMatchObject({ code: codes.INVALID_REQUEST, data: { field: 'body' } })

    const member = await newMember(shared.client)
    const upload = async (bytes: number) => {
      const form = new FormData()
      form.set('uid', member.uid)
      form.set('token', member.token)
      form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'proof.jpg')
      return shared.client.raw('/probe/upload', { method: 'POST', body: form })
    }
    const two = await upload(2 * 1024 * 1024)
    expect(await two.json()).toMatchObject({ code: 0, data: { size: 2 * 1024 * 1024 } })
    const tooBig = await upload(5 * 1024 * 1024 + 1)
    expect(tooBig.status).toBe(413)
    expect(((await tooBig.json()) as { code: number }).code).toBe(codes.INVALID_REQUEST)
  })

  it('registering one path twice is a start-up error', () => {
    expect(() =>
      registerPath(
        shared.server.server.app,
        shared.server.ctx,
        { path: 'probe/flat', auth: 'V', encoding: 'json-flat' },
        echo,
        async () => 1,
      ),
    ).toThrow(/registered twice/)
  })
})
