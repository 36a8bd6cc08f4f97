import { createServer, type Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server, type Socket } from 'socket.io'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isApiError, type Sportsbook } from '../src'
import { createSeqGate, socketMessages } from '../src/sockets'
import { useTestBackend } from './support/test-backend'

interface SocketServers {
  url: string
  main: Server
  match: Server
  /** Every handshake, in order: which socket, its query and transport. */
  handshakes: { path: string; query: Record<string, unknown>; transport: string }[]
  /** Refuse the next handshakes of a path with this error data. */
  refuse(path: string, error: { message: string; data?: unknown }, count?: number): void
  close(): Promise<void>
}

async function startSocketServers(): Promise<SocketServers> {
  const http: HttpServer = createServer()
  const handshakes: SocketServers['handshakes'] = []
  const refusals = new Map<string, { error: { message: string; data?: unknown }; count: number }>()
  // Two socket.io servers on one http server, one per path; each leaves the other's upgrades alone.
  const make = (path: string) => {
    const io = new Server(http, { path, transports: ['websocket'], destroyUpgrade: false })
    io.use((socket, next) => {
      handshakes.push({ path, query: { ...socket.handshake.query }, transport: socket.conn.transport.name })
      const refusal = refusals.get(path)
      if (refusal && refusal.count > 0) {
        refusal.count -= 1
        return next(Object.assign(new Error(refusal.error.message), { data: refusal.error.data }))
      }
      next()
    })
    return io
  }
  const main = make('/app/socket')
  const match = make('/match/socket')
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    main,
    match,
    handshakes,
    refuse(path, error, count = 1) {
      refusals.set(path, { error, count })
    },
    async close() {
      main.disconnectSockets(true)
      match.disconnectSockets(true)
      await new Promise((resolve) => main.close(() => resolve(undefined)))
      await new Promise((resolve) => match.close(() => resolve(undefined)))
      http.closeAllConnections()
    },
  }
}

const env = useTestBackend()
let sockets: SocketServers
let sb: Sportsbook

beforeEach(async () => {
  sockets = await startSocketServers()
  sb = env.open({
    socketUrl: sockets.url,
    brand: { channel: 'brand-800002' },
    connectMainSocketOnLogin: true,
  })
})
afterEach(() => sockets.close())

const nextConnection = (io: Server) => new Promise<Socket>((resolve) => io.once('connection', resolve))

describe('main socket', () => {
  it('connects after login over websocket with token, uid, realm and process in the query', async () => {
    const connected = nextConnection(sockets.main)
    await sb.session.tryPlay()
    await connected
    const { credentials } = sb.session.getState()
    expect(sockets.handshakes[0]).toMatchObject({
      path: '/app/socket',
      transport: 'websocket',
      query: { token: credentials?.token, uid: credentials?.uid, realm: 'alpha', process: 'web' },
    })
  })

  it('sends the language on a change and applies one the server sends', async () => {
    await sb.language.init()
    const connected = nextConnection(sockets.main)
    await sb.session.tryPlay()
    const socket = await connected
    const received = new Promise((resolve) => socket.once('language', resolve))
    await sb.language.set('ja')
    expect(await received).toEqual({ lang: 'ja' })

    socket.emit('language', { lang: 'pt' })
    await vi.waitFor(() => expect(sb.language.getState().code).toBe('pt'))
  })

  it('a balance push replaces the balance entries', async () => {
    const connected = nextConnection(sockets.main)
    await sb.session.tryPlay()
    const socket = await connected
    const entry = {
      currencyId: 9,
      assetID: 'x',
      currencyCode: 'DEMO',
      scale: 2,
      amount: '9990.00',
      frozen: '0',
      creditAmount: '0',
      loanAmount: '0',
      status: 1,
    }
    socket.emit('balance', [entry])
    await vi.waitFor(() => expect(sb.balance.getState()).toEqual([entry]))
  })

  it('both sockets close on logout', async () => {
    const mainConnected = nextConnection(sockets.main)
    await sb.session.tryPlay()
    const mainSocket = await mainConnected
    const matchConnected = nextConnection(sockets.match)
    await sb.sockets.match.connect()
    const matchSocket = await matchConnected
    const closed = Promise.all([
      new Promise((resolve) => mainSocket.once('disconnect', resolve)),
      new Promise((resolve) => matchSocket.once('disconnect', resolve)),
    ])
    await sb.session.logout()
    await closed
    expect(sb.sockets.main.connected).toBe(false)
    expect(sb.sockets.match.connected).toBe(false)
  })

  it('a refused token (connect_error with data.code 403) resets the session like a 403', async () => {
    await sb.session.tryPlay()
    const guestsBefore = env.backend.calls('/app/api/visitor/create').length
    sockets.refuse('/app/socket', { message: 'forbidden', data: { code: 403 } })
    sb.sockets.main.close()
    const refused = await sb.sockets.main.connect().catch((error: unknown) => error)
    expect(isApiError(refused, 403)).toBe(true)
    await vi.waitFor(() => expect(sb.session.getState().status).toBe('visitor'))
    expect(env.backend.calls('/app/api/visitor/create')).toHaveLength(guestsBefore + 1)
  })
})

describe('connect()', () => {
  it('resolves once the socket is connected, and at once when it already is', async () => {
    await sb.session.start()
    await sb.sockets.match.connect()
    expect(sb.sockets.match.connected).toBe(true)
    await sb.sockets.match.connect()
    expect(sockets.handshakes.filter((entry) => entry.path === '/match/socket')).toHaveLength(1)
  })

  it('rejects when the socket is closed before it connects', async () => {
    await sb.session.start()
    const connecting = sb.sockets.match.connect()
    sb.sockets.match.close()
    await expect(connecting).rejects.toMatchObject({ code: 'NETWORK' })
  })
})

describe('match socket', () => {
  it('subscribes on connect and again on every reconnect, with the current token', async () => {
    await sb.session.start()
    sb.sockets.match.subscribe([101, 102])
    const first = nextConnection(sockets.match)
    await sb.sockets.match.connect()
    const socket = await first
    const subscribed = await new Promise((resolve) => socket.once('subscribe', resolve))
    expect(subscribed).toEqual({ matchIds: [101, 102] })

    // The session changes while the socket is up; a reconnect must carry the new token.
    await sb.session.tryPlay()
    const again = nextConnection(sockets.match)
    socket.conn.close()
    const reconnected = await again
    expect(await new Promise((resolve) => reconnected.once('subscribe', resolve))).toEqual({
      matchIds: [101, 102],
    })
    expect(sockets.handshakes.filter((entry) => entry.path === '/match/socket').at(-1)?.query.token).toBe(
      sb.session.getState().credentials?.token,
    )
  })

  it('a connection error says "Connection error or timeout" and reconnects at once', async () => {
    await sb.session.start()
    const messages: string[] = []
    sb.events.on('socketError', ({ message }) => messages.push(message))
    sockets.refuse('/match/socket', { message: 'busy' })
    const connected = nextConnection(sockets.match)
    await sb.sockets.match.connect()
    await connected
    expect(messages).toEqual([socketMessages.connectError])
    expect(socketMessages.connectError).toBe('Connection error or timeout')
  })

  it('receives odds batches the server pushes', async () => {
    await sb.session.start()
    const connected = nextConnection(sockets.match)
    await sb.sockets.match.connect()
    const socket = await connected
    const batches: unknown[] = []
    sb.sockets.match.on('odds', (batch) => batches.push(batch))
    socket.emit('odds', [{ seq: 1, matchId: 7, marketId: 1, selectionId: 2, odds: '1.80', status: 'open' }])
    await vi.waitFor(() => expect(batches).toHaveLength(1))
  })
})

describe('seq gate', () => {
  it('drops an update older than what is shown, per match', () => {
    const gate = createSeqGate()
    expect(gate.accept({ matchId: 1, seq: 5 })).toBe(true)
    expect(gate.accept({ matchId: 1, seq: 5 })).toBe(true)
    expect(gate.accept({ matchId: 1, seq: 4 })).toBe(false)
    expect(gate.accept({ matchId: 2, seq: 1 })).toBe(true)
    gate.mark(1, 9)
    expect(gate.accept({ matchId: 1, seq: 8 })).toBe(false)
    gate.reset(1)
    expect(gate.accept({ matchId: 1, seq: 2 })).toBe(true)
  })
})
