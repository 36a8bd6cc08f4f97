import { beforeAll, describe, expect, it } from 'vitest'
import { settleMarket } from '../src/feed/markets'
import type { FeedRuntime } from '../src/feed/runtime'
import type { FeedSimulator } from '../src/feed/simulator'
import { halfTimeAt } from '../src/feed/state'
import type { BookMatch } from '../src/matches/book'
import { sharedServer } from './support/shared-server'
import type { TestServer } from './support/start-server'

// PROTOCOL.md section 12: the new markets of a finished match are settled in the database from the feed's final
// and half-time scores, where bets read their legs' results.
let server: TestServer
let runtime: FeedRuntime
let simulator: FeedSimulator

beforeAll(async () => {
  ;({ server, runtime, simulator } = await sharedServer())
})

const newTypes = ['bothTeamsToScore', 'correctScore', 'doubleChance', 'firstHalf1x2', 'winningMargin']

describe('section 12 markets in the database', () => {
  it('settles each new market of a finished match from the final and half-time scores', async () => {
    for (const sportType of [1, 2] as const) {
      const match = runtime.book
        .all()
        .find(
          (item) =>
            item.sportType === sportType &&
            item.status === 'upcoming' &&
            simulator.plan(item.id)?.cancelAt === null,
        ) as BookMatch
      const plan = simulator.plan(match.id)
      const finished = simulator.finishNow(match.id)
      expect(finished?.status).toBe('finished')
      await runtime.store.flush()
      const rows = await server.ctx.db.query<{
        type: string
        line: string | null
        name: string
        result: string
      }>(
        `SELECT m.type, m.line::text AS line, s.name, s.result FROM match_selections s
         JOIN match_markets m ON m.id = s.market_id WHERE s.match_id = $1 ORDER BY m.sort, s.sort`,
        [match.id],
      )
      const score = finished?.score as { home: number; away: number }
      const half = plan ? halfTimeAt(plan, plan.end) : null
      const types = new Set(rows.map((row) => row.type).filter((type) => newTypes.includes(type)))
      expect(types.size).toBe(sportType === 1 ? 4 : 1)
      for (const type of types) {
        const stored = rows.filter((row) => row.type === type)
        const expected = settleMarket({ type: type as 'correctScore', line: null }, score, half)
        expect(stored.map((row) => row.result)).toEqual(expected)
        // A double chance selection covers two results: two of the three win.
        expect(stored.filter((row) => row.result === 'won')).toHaveLength(type === 'doubleChance' ? 2 : 1)
      }
    }
  })
})
