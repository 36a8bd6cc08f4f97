import type { Notice } from '@sportsbook/sdk/protocol'
import type { Socket } from 'socket.io-client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { runCliOn } from './support/cli-runner'
import { createTestClient, type TestClient, type TestSession } from './support/client'
import { newMember, newVisitor } from './support/flows'
import { sharedServer } from './support/shared-server'
import { closeOpenedSockets, connected, openSocket } from './support/sockets'
import type { TestServer } from './support/start-server'

let server: TestServer
let client: TestClient
/** A client from the second brand's site (800001). */
let otherBrand: TestClient

beforeAll(async () => {
  server = (await sharedServer()).server
  client = createTestClient(server.url)
  otherBrand = createTestClient(server.url, { origin: 'http://localhost:5172' })
})
afterEach(closeOpenedSockets)

async function operator(on = client) {
  const member = await newMember(on)
  await server.ctx.db.query("UPDATE members SET role = 'operator' WHERE id = $1", [member.user.memberId])
  return member
}

const mainSocket = (session: TestSession, origin: string): Promise<Socket> =>
  connected(openSocket(server.url, 'main', session, { origin }))

function heard(socket: Socket, event: string): Notice[] {
  const got: Notice[] = []
  socket.on(event, (payload: Notice) => got.push(payload))
  return got
}

/** The notice passing `test` among those `got` heard on `socket`, once it has arrived. */
function arrival(socket: Socket, got: Notice[], test: (notice: Notice) => boolean): Promise<Notice> {
  const found = got.find(test)
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const listener = (notice: Notice) => {
      if (!test(notice)) return
      socket.off('notice', listener)
      resolve(notice)
    }
    socket.on('notice', listener)
  })
}

describe('notices (PROTOCOL.md section 10)', () => {
  it('an operator publishes to its brand: plain text kept as sent, read by visitors of that brand only', async () => {
    const ops = await operator()
    const content = 'Maintenance at 02:00.\n<script>alert(1)</script> & "quotes"'
    const created = await client.form<Notice>(
      '/app/api/internal/notice/create',
      { title: 'Tonight', content, kind: 'marquee', pinned: 'true' },
      ops,
    )
    expect(created.code, created.msg).toBe(0)
    expect(created.data).toMatchObject({ title: 'Tonight', content, kind: 'marquee', pinned: true })
    const visitor = await newVisitor(client)
    const list = await client.form<Notice[]>('app/api/notice/list', {}, visitor)
    expect(list.data.find((notice) => notice.id === created.data.id)?.content).toBe(content)
    const stranger = await newVisitor(otherBrand)
    const theirs = await otherBrand.form<Notice[]>('app/api/notice/list', {}, stranger)
    expect(theirs.data.some((notice) => notice.id === created.data.id)).toBe(false)
  })

  it('pages newest first, and afterId answers only newer notices', async () => {
    const ops = await operator()
    const ids: number[] = []
    for (const title of ['one', 'two', 'three']) {
      const answer = await client.form<Notice>(
        '/app/api/internal/notice/create',
        { title, content: title },
        ops,
      )
      ids.push(answer.data.id)
    }
    const page = await client.form<{ list: Notice[]; total: number }>(
      'app/api/notice/page/list',
      { page: 1, pageSize: 2, afterId: ids[0] },
      ops,
    )
    expect(page.data.total).toBe(2)
    expect(page.data.list.map((notice) => notice.id)).toEqual([ids[2], ids[1]])
    const latest = await client.form<Notice[]>('app/api/notice/list', {}, ops)
    expect(latest.data.length).toBeLessThanOrEqual(20)
    expect(latest.data.filter((notice) => !notice.pinned)[0]?.id).toBe(ids[2])
  })

  it('only operators publish (3004), fields are checked (1000) and nothing is written', async () => {
    const member = await newMember(client)
    expect(
      (await client.form('/app/api/internal/notice/create', { title: 'x', content: 'y' }, member)).code,
    ).toBe(3004)
    expect((await client.form('/app/api/internal/notice/create', { title: 'x', content: 'y' })).code).toBe(
      403,
    )
    const ops = await operator()
    const bad = (payload: Record<string, unknown>) =>
      client.form('/app/api/internal/notice/create', { title: 'ok', content: 'ok', ...payload }, ops)
    expect((await bad({ title: '' })).data).toEqual({ field: 'title' })
    expect((await bad({ title: 'x'.repeat(101) })).data).toEqual({ field: 'title' })
    expect((await bad({ content: 'bell \u0007' })).data).toEqual({ field: 'content' })
    expect((await bad({ kind: 'popup' })).data).toEqual({ field: 'kind' })
    expect((await bad({ pinned: 'maybe' })).data).toEqual({ field: 'pinned' })
    const [row] = await server.ctx.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM notices WHERE title = 'ok'",
    )
    expect(row?.n).toBe('0')
  })

  it('a new notice is pushed on the main socket to its brand’s sockets only', async () => {
    const ops = await operator()
    const here = await mainSocket(await newVisitor(client), 'http://localhost:5171')
    const there = await mainSocket(await newVisitor(otherBrand), 'http://localhost:5172')
    const ours = heard(here, 'notice')
    const theirs = heard(there, 'notice')
    const created = await client.form<Notice>(
      '/app/api/internal/notice/create',
      { title: 'Live', content: 'now' },
      ops,
    )
    expect(await arrival(here, ours, (notice) => notice.id === created.data.id)).toEqual(created.data)
    // A notice of their own brand, published after ours was pushed: one socket's pushes arrive in order, so ours
    // would have reached them before it.
    const later = await otherBrand.form<Notice>(
      '/app/api/internal/notice/create',
      { title: 'Theirs', content: 'later' },
      await operator(otherBrand),
    )
    await arrival(there, theirs, (notice) => notice.id === later.data.id)
    expect(theirs.some((notice) => notice.id === created.data.id)).toBe(false)
    expect(ours.filter((notice) => notice.id === created.data.id)).toHaveLength(1)
  })

  it('the notice command publishes to a brand, and the servers push it to that brand', async () => {
    const here = await mainSocket(await newVisitor(otherBrand), 'http://localhost:5172')
    const ours = heard(here, 'notice')
    let last = ''
    const cli = async (...argv: string[]) => {
      const { code, out } = await runCliOn(server, argv)
      last = out.split('\n').at(-1) ?? ''
      return code
    }
    expect(
      await cli(
        'notice',
        'From the CLI',
        'Line one\nline two',
        '--kind',
        'news',
        '--pinned',
        '--product',
        '800001',
      ),
    ).toBe(0)
    expect(last).toMatch(/^notice \d+ published to brand 800001$/)
    // The leader's notice feed reads the command line's notices on its own rhythm (notice-feed.ts).
    expect(await arrival(here, ours, (notice) => notice.title === 'From the CLI')).toMatchObject({
      kind: 'news',
      pinned: true,
      content: 'Line one\nline two',
    })
    expect(await cli('notice', '', 'x')).toBe(2)
    expect(last).toBe('invalid title')
    expect(await cli('notice', 'x', 'y', '--kind', 'popup')).toBe(2)
  })
})
