import { randomUUID } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { constants, crc32, createDeflate } from 'node:zlib'
import type { Collection, Envelope, OperatorCollection } from '@sportsbook/sdk/protocol'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { expirySweepOf } from '../src/wallet'
import { collectionLifetimeMs } from '../src/wallet/collections'
import { createTestClient, type TestSession, testClientInfo } from './support/client'
import { sharedServer } from './support/shared-server'
import {
  accountBalance,
  expectCode,
  newOperator,
  newPlayer,
  type Player,
  type WalletServer,
} from './wallet-support'

let ws: WalletServer
let png: Buffer

beforeAll(async () => {
  ws = await sharedServer()
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()
})

function createCollection(player: TestSession, amount = '500', extra: Record<string, unknown> = {}) {
  return ws.client.form<Collection>(
    '/app/api/collection/create',
    { payTypeId: 201, amount, currencyCode: 'USD', requestId: randomUUID(), ...extra },
    player,
  )
}

async function upload(
  session: TestSession,
  id: number | string,
  data: Buffer,
  name = 'proof.png',
  type = 'image/png',
) {
  const form = new FormData()
  form.set('token', session.token)
  form.set('uid', session.uid)
  form.set('realm', testClientInfo.realm)
  form.set('process', testClientInfo.process)
  form.set('id', String(id))
  form.set('file', new Blob([new Uint8Array(data)], { type }), name)
  const response = await ws.client.raw('/app/api/collection/upload', { method: 'POST', body: form })
  return (await response.json()) as Envelope<Collection>
}

function readProof(session: TestSession, id: number, index: number, client = ws.client) {
  const query = new URLSearchParams({
    id: String(id),
    index: String(index),
    token: session.token,
    uid: session.uid,
  })
  return client.raw(`/app/api/internal/collection/proof?${query}`)
}

async function storedFiles(): Promise<string[]> {
  return readdir(ws.server.ctx.config.wallet.proofDir).catch(() => [])
}

/** A real 20,000 x 20,000 greyscale PNG: a few hundred KB that would decode to 400 MB. */
async function decompressionBomb(): Promise<Buffer> {
  const side = 20_000
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(data.length, 0)
    head.write(type, 4, 'latin1')
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
    return Buffer.concat([head, data, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(side, 0)
  ihdr.writeUInt32BE(side, 4)
  ihdr.set([8, 0, 0, 0, 0], 8)
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION })
  const parts: Buffer[] = []
  deflate.on('data', (part: Buffer) => parts.push(part))
  const done = new Promise((resolve) => deflate.on('end', resolve))
  const row = Buffer.alloc(side + 1)
  for (let y = 0; y < side; y += 1) deflate.write(row)
  deflate.end()
  await done
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('collection create and cancel', () => {
  it('answers the account to pay into and a unique reference; nothing is credited', async () => {
    const player = await newPlayer(ws)
    const a = await createCollection(player)
    const b = await createCollection(player)
    expect(a.code, a.msg).toBe(0)
    expect(a.data).toMatchObject({
      status: 'awaitingProof',
      amount: '500.00',
      proofCount: 0,
      creditedAmount: null,
    })
    expect(a.data.receivingAccount.accountNo).not.toBe('')
    expect(a.data.reference).toMatch(/^SB[A-Z2-9]{10}$/)
    expect(a.data.reference).not.toBe(b.data.reference)
    expect(await accountBalance(ws, player.memberId)).toBe('0.00')
  })

  it('2004 outside the limits, 1000 for an online pay type, 2005 for a reused key, 3004 for a demo member', async () => {
    const player = await newPlayer(ws)
    expectCode(await createCollection(player, '1'), 2004)
    expectCode(await createCollection(player, '500', { payTypeId: 101 }), 1000, 'payTypeId')
    const requestId = randomUUID()
    const first = await createCollection(player, '500', { requestId })
    expect((await createCollection(player, '500.0', { requestId })).data).toEqual(first.data)
    expectCode(await createCollection(player, '501', { requestId }), 2005)
    const visitor = await ws.client.form<TestSession>('/app/api/visitor/create', { lang: 'en' })
    const demo = await ws.client.form<TestSession>(
      '/app/api/member/create/try-play/account',
      { lang: 'en' },
      visitor.data,
    )
    expectCode(await createCollection(demo.data), 3004)
  })

  it("cancels while awaiting proof or in review, else 1006; another member's is 3004", async () => {
    const player = await newPlayer(ws)
    const other = await newPlayer(ws)
    const c = (await createCollection(player)).data
    expectCode(await ws.client.form('/app/api/collection/cancel', { id: c.id }, other), 3004)
    const cancelled = await ws.client.form<Collection>('/app/api/collection/cancel', { id: c.id }, player)
    expect(cancelled.data.status).toBe('cancelled')
    const again = await ws.client.form('/app/api/collection/cancel', { id: c.id }, player)
    expectCode(again, 1006)
    expect(again.data).toMatchObject({ status: 'cancelled' })
    expectCode(await upload(player, c.id, png), 1006)
  })

  it('a collection awaiting proof for 72 hours expires', async () => {
    const player = await newPlayer(ws)
    const c = (await createCollection(player)).data
    await expirySweepOf(ws.server.ctx).sweep(Date.now() + collectionLifetimeMs + 1000)
    const page = await ws.client.form<{ list: Collection[] }>(
      '/app/api/collection/order',
      { id: c.id },
      player,
    )
    expect(page.data.list[0]?.status).toBe('expired')
  })
})

describe('proof uploads', () => {
  it("stores a clean copy: a PNG named .jpg is kept as PNG; a JPEG's GPS EXIF is gone", async () => {
    const player = await newPlayer(ws)
    const c = (await createCollection(player)).data
    const renamed = await upload(player, c.id, png, 'photo.jpg', 'image/jpeg')
    expect(renamed.code, renamed.msg).toBe(0)
    expect(renamed.data).toMatchObject({ status: 'inReview', proofCount: 1 })
    const first = await readProof(player, c.id, 0)
    expect(first.headers.get('content-type')).toBe('image/png')
    const withGps = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer()
    expect((await sharp(withGps).metadata()).exif).toBeDefined()
    const second = await upload(player, c.id, withGps, 'x.jpeg', 'image/jpeg')
    expect(second.data.proofCount).toBe(2)
    const stored = Buffer.from(await (await readProof(player, c.id, 1)).arrayBuffer())
    const metadata = await sharp(stored).metadata()
    expect(metadata.format).toBe('jpeg')
    expect(metadata.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('SpyCam'))).toBe(false)
  })

  it('refuses an SVG, HTML sent as an image, an empty file, 6 MiB and a decompression bomb with 1000 on file, storing nothing', async () => {
    const player = await newPlayer(ws)
    const c = (await createCollection(player)).data
    const before = await storedFiles()
    const bomb = await decompressionBomb()
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)])
    const refused: [Buffer, string, string][] = [
      [
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
        'a.svg',
        'image/svg+xml',
      ],
      [
        Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
        'a.png',
        'image/png',
      ],
      [Buffer.alloc(0), 'a.png', 'image/png'],
      [big, 'big.png', 'image/png'],
      [bomb, 'bomb.png', 'image/png'],
      [png.subarray(0, 40), 'cut.png', 'image/png'],
    ]
    for (const [data, name, type] of refused) {
      const answer = await upload(player, c.id, data, name, type)
      expect([name, answer.code, answer.data]).toEqual([name, 1000, { field: 'file' }])
      expect(answer.msg).toBe('The proof must be a PNG, JPEG or WebP image of at most 5 MB')
    }
    expect(await storedFiles()).toEqual(before)
    const page = await ws.client.form<{ list: Collection[] }>(
      '/app/api/collection/order',
      { id: c.id },
      player,
    )
    expect(page.data.list[0]).toMatchObject({ status: 'awaitingProof', proofCount: 0 })
  })

  it('a second file, a cut form or another content type is 1000 and stores nothing', async () => {
    const player = await newPlayer(ws)
    const c = (await createCollection(player)).data
    const before = await storedFiles()
    const form = new FormData()
    for (const [key, value] of Object.entries({ token: player.token, uid: player.uid, id: String(c.id) })) {
      form.set(key, value)
    }
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png')
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png')
    const twoFiles = await ws.client.raw('/app/api/collection/upload', { method: 'POST', body: form })
    expect(((await twoFiles.json()) as Envelope).code).toBe(1000)
    const cut = await ws.client.raw('/app/api/collection/upload', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: `--xyz\r\nContent-Disposition: form-data; name="token"\r\n\r\n${player.token}\r\n--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG`,
    })
    expect(((await cut.json()) as Envelope).code).toBe(1000)
    const json = await ws.client.raw('/app/api/collection/upload', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: player.token, uid: player.uid, id: c.id }),
    })
    expect(((await json.json()) as Envelope).code).toBe(1000)
    expect(await storedFiles()).toEqual(before)
    const page = await ws.client.form<{ list: Collection[] }>(
      '/app/api/collection/order',
      { id: c.id },
      player,
    )
    expect(page.data.list[0]?.proofCount).toBe(0)
  })

  it("takes at most 3 proofs; another member's collection is 3004; no session is 403", async () => {
    const player = await newPlayer(ws)
    const other = await newPlayer(ws)
    const c = (await createCollection(player)).data
    expectCode(await upload(other, c.id, png), 3004)
    for (let index = 1; index <= 3; index += 1)
      expect((await upload(player, c.id, png)).data.proofCount).toBe(index)
    const fourth = await upload(player, c.id, png)
    expectCode(fourth, 1006)
    expectCode(await upload({ uid: '', token: '' }, c.id, png), 403)
  })

  it("a proof is read by its owner and its brand's operators only", async () => {
    const player = await newPlayer(ws)
    const c = (await createCollection(player)).data
    await upload(player, c.id, png)
    const owner = await readProof(player, c.id, 0)
    expect(owner.status).toBe(200)
    expect(owner.headers.get('cache-control')).toContain('no-store')
    const other = await newPlayer(ws)
    expect(((await (await readProof(other, c.id, 0)).json()) as Envelope).code).toBe(3004)
    expect(((await (await readProof(player, c.id, 1)).json()) as Envelope).code).toBe(3004)
    const operator = await newOperator(ws)
    expect((await readProof(operator, c.id, 0)).headers.get('content-type')).toBe('image/png')
    const otherBrand = createTestClient(ws.server.url, { origin: 'http://localhost:5172' })
    const foreign = await newOperator(ws, otherBrand)
    expect(((await (await readProof(foreign, c.id, 0, otherBrand)).json()) as Envelope).code).toBe(3004)
  })
})

describe('collection review', () => {
  async function inReview(player: Player, amount = '500') {
    const c = (await createCollection(player, amount)).data
    expect((await upload(player, c.id, png)).code).toBe(0)
    return c
  }

  it('approve credits what arrived, once; reject credits nothing; a collection without proof is 1006', async () => {
    const operator = await newOperator(ws)
    const player = await newPlayer(ws)
    const c = await inReview(player)
    const reviewOf = (fields: Record<string, unknown>) =>
      ws.client.form<Collection>(
        '/app/api/internal/collection/review',
        { id: c.id, reason: 'bank statement', ...fields },
        operator,
      )
    expectCode(await reviewOf({ decision: 'approve' }), 1000, 'amount')
    expectCode(await reviewOf({ decision: 'approve', amount: '1.001' }), 1000, 'amount')
    const approved = await reviewOf({ decision: 'approve', amount: '480' })
    expect(approved.data).toMatchObject({
      status: 'approved',
      creditedAmount: '480.00',
      reason: 'bank statement',
    })
    expect(await accountBalance(ws, player.memberId)).toBe('480.00')
    expectCode(await reviewOf({ decision: 'approve', amount: '480' }), 1006)
    expect(await accountBalance(ws, player.memberId)).toBe('480.00')
    const second = await inReview(player)
    const rejected = await ws.client.form<Collection>(
      '/app/api/internal/collection/review',
      { id: second.id, decision: 'reject', reason: 'nothing arrived' },
      operator,
    )
    expect(rejected.data).toMatchObject({ status: 'rejected', creditedAmount: null })
    const waiting = (await createCollection(player)).data
    expectCode(
      await ws.client.form(
        '/app/api/internal/collection/review',
        { id: waiting.id, decision: 'approve', amount: '1' },
        operator,
      ),
      1006,
    )
    expect(await accountBalance(ws, player.memberId)).toBe('480.00')
  })

  it("operators list their own brand's collections naming the member; others see nothing", async () => {
    const player = await newPlayer(ws)
    const c = await inReview(player)
    const operator = await newOperator(ws)
    const list = await ws.client.form<{ list: OperatorCollection[] }>(
      '/app/api/internal/collection/list',
      { status: 'inReview', pageSize: 100 },
      operator,
    )
    expect(list.data.list.find((item) => item.id === c.id)?.member.memberId).toBe(player.memberId)
    expectCode(await ws.client.form('/app/api/internal/collection/list', {}, player), 3004)
    const otherBrand = createTestClient(ws.server.url, { origin: 'http://localhost:5172' })
    const foreign = await newOperator(ws, otherBrand)
    const foreignList = await otherBrand.form<{ list: OperatorCollection[] }>(
      '/app/api/internal/collection/list',
      {},
      foreign,
    )
    expect(foreignList.data.list.some((item) => item.id === c.id)).toBe(false)
    expectCode(
      await otherBrand.form(
        '/app/api/internal/collection/review',
        { id: c.id, decision: 'approve', amount: '1' },
        foreign,
      ),
      3004,
    )
    expect(await accountBalance(ws, player.memberId)).toBe('0.00')
  })
})
