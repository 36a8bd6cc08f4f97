// A match socket.io server that pushes odds, and the matches it pushes.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server, type Socket } from 'socket.io'
import type { Match } from '../../src/protocol'

export interface MatchSocketServer {
  url: string
  io: Server
  /** The next client connection. */
  nextConnection(): Promise<Socket>
  close(): Promise<void>
}

/** A socket.io server on the match socket's path (PROTOCOL.md section 5). */
export async function startMatchSocketServer(): Promise<MatchSocketServer> {
  const http = createServer()
  const io = new Server(http, { path: '/match/socket', transports: ['websocket'] })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    io,
    nextConnection: () => new Promise((resolve) => io.once('connection', resolve)),
    async close() {
      io.disconnectSockets(true)
      await new Promise((resolve) => io.close(() => resolve(undefined)))
      http.closeAllConnections()
    },
  }
}

/** A football match with a 1X2 market (selections id*10+1..3) and a total market (id*10+4..5). */
export function footballMatch(
  id: number,
  options: {
    status?: Match['status']
    seq?: number
    odds?: [string, string, string]
    marketStatus?: Match['markets'][number]['status']
  } = {},
): Match {
  const [home, draw, away] = options.odds ?? ['1.95', '3.40', '4.10']
  const marketStatus = options.marketStatus ?? 'open'
  const selection = (
    n: number,
    name: 'home' | 'draw' | 'away' | 'over' | 'under',
    odds: string,
    marketId: number,
  ) => ({
    id: id * 10 + n,
    marketId,
    name,
    odds,
    status: marketStatus,
    result: null,
  })
  return {
    id,
    sportType: 1,
    league: { id: 1, name: 'Premier League' },
    home: { id: 1, name: `Home ${id}`, shortName: 'HOM' },
    away: { id: 2, name: `Away ${id}`, shortName: 'AWA' },
    startTime: 1_900_000_000_000,
    status: options.status ?? 'upcoming',
    score: { home: 0, away: 0 },
    clock: null,
    markets: [
      {
        id: id * 10,
        matchId: id,
        type: '1x2',
        line: null,
        main: true,
        status: marketStatus,
        selections: [
          selection(1, 'home', home, id * 10),
          selection(2, 'draw', draw, id * 10),
          selection(3, 'away', away, id * 10),
        ],
      },
      {
        id: id * 10 + 9,
        matchId: id,
        type: 'total',
        line: '2.5',
        main: true,
        status: marketStatus,
        selections: [selection(4, 'over', '1.90', id * 10 + 9), selection(5, 'under', '1.90', id * 10 + 9)],
      },
    ],
    marketCount: 2,
    seq: options.seq ?? 1,
    favorite: false,
    hot: false,
    hasStream: false,
  }
}
