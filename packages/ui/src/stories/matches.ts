// Sample matches of the betting stories and tests, as match/list sends them.
import type { Market, Match } from '@sportsbook/sdk/protocol'

/** The kick-off of the sample matches, which the sample slips and orders refer to. */
export const kickOff = Date.UTC(2026, 10, 22, 18, 45)

function market(
  matchId: number,
  id: number,
  type: Market['type'],
  line: string | null,
  selections: [Market['selections'][number]['name'], string][],
  status: Market['status'] = 'open',
): Market {
  return {
    id,
    matchId,
    type,
    line,
    main: true,
    status,
    selections: selections.map(([name, odds], index) => ({
      id: id * 10 + index,
      marketId: id,
      name,
      odds,
      status,
      result: null,
    })),
  }
}

export function footballMatch(overrides: Partial<Match> = {}): Match {
  const id = overrides.id ?? 101
  return {
    id,
    sportType: 1,
    league: { id: 7, name: 'Albion Premier Division' },
    home: { id: 1, name: 'Kingsmere United', shortName: 'KIN' },
    away: { id: 2, name: 'Northwick Rovers', shortName: 'NOR' },
    startTime: kickOff,
    status: 'upcoming',
    score: { home: 0, away: 0 },
    clock: null,
    markets: [
      market(id, id * 10 + 1, '1x2', null, [
        ['home', '2.10'],
        ['draw', '3.40'],
        ['away', '3.25'],
      ]),
      market(id, id * 10 + 2, 'handicap', '-0.5', [
        ['home', '2.05'],
        ['away', '1.80'],
      ]),
      market(id, id * 10 + 3, 'total', '2.5', [
        ['over', '1.95'],
        ['under', '1.85'],
      ]),
    ],
    marketCount: 9,
    seq: 1,
    favorite: false,
    hot: true,
    hasStream: false,
    ...overrides,
  }
}

export const liveFootballMatch = footballMatch({
  id: 102,
  home: { id: 3, name: 'Harrowgate Albion', shortName: 'HAR' },
  away: { id: 4, name: 'Millbrook County', shortName: 'MIL' },
  status: 'live',
  score: { home: 2, away: 1 },
  clock: { period: '2H', seconds: 67 * 60 + 12, running: true, at: kickOff + 80 * 60_000 },
})

export function basketballMatch(overrides: Partial<Match> = {}): Match {
  const id = overrides.id ?? 201
  return {
    ...footballMatch({ id }),
    sportType: 2,
    league: { id: 21, name: 'Coastal Basketball League' },
    home: { id: 21, name: 'Harbour Hawks', shortName: 'HAW' },
    away: { id: 22, name: 'Summit Bears', shortName: 'BEA' },
    markets: [
      market(id, id * 10 + 1, 'moneyline', null, [
        ['home', '1.65'],
        ['away', '2.25'],
      ]),
      market(id, id * 10 + 2, 'spread', '-4.5', [
        ['home', '1.90'],
        ['away', '1.90'],
      ]),
      market(id, id * 10 + 3, 'total', '221.5', [
        ['over', '1.87'],
        ['under', '1.93'],
      ]),
    ],
    ...overrides,
  }
}

/** A match page's markets: several lines per type. */
export function detailedMatch(): Match {
  const match = footballMatch({ id: 301 })
  return {
    ...match,
    markets: [
      ...match.markets,
      {
        ...market(301, 3014, 'handicap', '-1.5', [
          ['home', '3.10'],
          ['away', '1.36'],
        ]),
        main: false,
      },
      {
        ...market(301, 3015, 'total', '3.5', [
          ['over', '3.30'],
          ['under', '1.32'],
        ]),
        main: false,
      },
      {
        ...market(
          301,
          3016,
          'total',
          '1.5',
          [
            ['over', '1.30'],
            ['under', '3.40'],
          ],
          'suspended',
        ),
        main: false,
      },
    ],
  }
}
