import { randomUUID } from 'node:crypto'
import { type BuilderQuote, builderQuoteLifeMs, codes, oddsHundredths } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Queryable } from '../db'
import { BusinessError } from '../errors'
import { type BuilderLeg, quoteBuilder } from '../feed/builder-pricing'
import type { FeedRuntime } from '../feed/runtime'
import type { Member } from '../members/member'
import { invalidField } from '../requests/request-errors'
import { betsClock } from './bets-clock'

/**
 * trade/api/order/builder/quote (PROTOCOL.md section 12): prices 2–6 legs of one match with the feed's builder
 * pricing (feed/builder-pricing.ts: the match model simulated, less the margin) and keeps the quote for the member
 * until it expires, so order create's `builder` takes its price on any node. A leg that cannot win with the others
 * (or the same leg twice, or legs too unlikely together) is 1000 naming it; a leg's market not open is 2003.
 */
export async function quoteBuilderLegs(
  ctx: ServerContext,
  runtime: FeedRuntime,
  member: Member,
  matchId: number,
  legs: readonly BuilderLeg[],
): Promise<BuilderQuote> {
  const price = quoteBuilder(runtime, matchId, legs)
  if (!price.ok) {
    if (price.reason === 'unavailable') {
      throw new BusinessError(codes.MARKET_UNAVAILABLE, 'marketUnavailable', { matchId, field: price.field })
    }
    throw invalidField(price.field)
  }
  const match = runtime.book.get(matchId)!
  const quoted = legs.map((leg, index) => {
    const market = match.markets.find((item) => item.id === leg.marketId)!
    const selection = market.selections.find((item) => item.id === leg.selectionId)!
    return {
      marketId: market.id,
      selectionId: selection.id,
      marketType: market.type,
      line: market.line,
      selectionName: selection.name,
      odds: price.legOdds[index] ?? selection.odds,
    }
  })
  const quoteId = randomUUID()
  const expiresAt = betsClock.now() + builderQuoteLifeMs
  await ctx.db.query(
    `INSERT INTO builder_quotes (id, member_id, match_id, legs, odds, naive_odds, expires_at)
     VALUES ($1, $2, $3, $4::text::jsonb, $5::numeric, $6::numeric, $7)`,
    [quoteId, member.id, matchId, JSON.stringify(legs), price.odds, price.naiveOdds, expiresAt],
  )
  return { quoteId, matchId, odds: price.odds, naiveOdds: price.naiveOdds, legs: quoted, expiresAt }
}

export interface StoredBuilderQuote {
  matchId: number
  legs: BuilderLeg[]
  /** The builder price, hundredths. */
  odds: bigint
}

/** The member's live builder quote (1000 on `builder.quoteId` when unknown, another member's or expired). */
export async function builderQuoteOf(
  q: Queryable,
  quoteId: string,
  memberId: number,
): Promise<StoredBuilderQuote> {
  const [row] = await q.query<{ match_id: number; legs: string; odds: string; expires_at: number }>(
    `SELECT match_id, legs::text AS legs, odds::text AS odds, expires_at FROM builder_quotes
     WHERE id = $1 AND member_id = $2`,
    [quoteId, memberId],
  )
  if (!row || Number(row.expires_at) < betsClock.now()) throw invalidField('builder.quoteId')
  return {
    matchId: Number(row.match_id),
    legs: JSON.parse(row.legs) as BuilderLeg[],
    odds: oddsHundredths(row.odds),
  }
}
