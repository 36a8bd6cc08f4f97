// A generated match socket for the live stories: random price moves over the given matches, sent the way the
// socket sends them (batches of updates with a growing seq per match), straight into the client's live store.
import type { Sportsbook } from '@sportsbook/sdk'
import type { Match, OddsUpdate } from '@sportsbook/sdk/protocol'
import { footballMatch } from './betting'

export function manyMatches(count: number): Match[] {
  return Array.from({ length: count }, (_, index) =>
    footballMatch({
      id: 500 + index,
      league: { id: 1 + (index % 5), name: `League ${1 + (index % 5)}` },
      home: { id: index * 2, name: `Home ${index + 1}`, shortName: 'H' },
      away: { id: index * 2 + 1, name: `Away ${index + 1}`, shortName: 'A' },
      seq: 0,
    }),
  )
}

/** Sends `rate` updates a second in batches of `batch`; returns the stop function. */
export function simulateOddsFeed(client: Sportsbook, matches: readonly Match[], rate: number, batch: number) {
  client.liveOdds.seed(matches)
  const picks = matches.flatMap((match) =>
    match.markets.flatMap((market) => market.selections.map((selection) => ({ match, market, selection }))),
  )
  const prices = new Map(picks.map(({ selection }) => [selection.id, Number(selection.odds)]))
  const seqs = new Map<number, number>()
  const timer = setInterval(
    () => {
      const updates: OddsUpdate[] = []
      for (let index = 0; index < batch; index++) {
        const pick = picks[Math.floor(Math.random() * picks.length)]
        if (!pick) continue
        const seq = (seqs.get(pick.match.id) ?? 0) + 1
        seqs.set(pick.match.id, seq)
        const price = Math.min(
          20,
          Math.max(1.05, (prices.get(pick.selection.id) ?? 2) + (Math.random() - 0.5) / 5),
        )
        prices.set(pick.selection.id, price)
        updates.push({
          seq,
          matchId: pick.match.id,
          marketId: pick.market.id,
          selectionId: pick.selection.id,
          odds: price.toFixed(2),
          status: Math.random() < 0.01 ? 'suspended' : 'open',
        })
      }
      client.liveOdds.receive('odds', updates)
    },
    (1000 * batch) / rate,
  )
  return () => clearInterval(timer)
}
