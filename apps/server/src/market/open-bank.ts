import { createHash } from 'node:crypto'
import { codes, outcomeGrid, type PeerBank } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { hashPwd } from '../crypto/secrets'
import { isUniqueViolation } from '../db'
import { BusinessError } from '../errors'
import type { FeedRuntime } from '../feed/runtime'
import type { Currency } from '../ledger/currencies'
import { fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { bankReader } from './bank-reader'
import {
  amountRange,
  bankCurrency,
  commissionRate,
  invalid,
  outOfLimits,
  unitsOf,
  wrongState,
} from './bank-rules'
import type { BankSelectionRow } from './bank-store'
import { oddsHundredths, oddsText } from './bank-wire'
import { escrowAccount, memberAccount } from './escrow'

/** The open payload (PROTOCOL.md section 9) after validation. */
export interface OpenRequest {
  matchId: number
  marketId: number
  selections: { selectionId: number; odds: string }[]
  capital: string
  currencyCode: string
  minStake: string
  maxStake: string
  password?: string | undefined
  description?: string | undefined
  requestId: string
}

function requestHash(request: OpenRequest, units: bigint[]): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        request.matchId,
        request.marketId,
        request.selections.map((item) => [item.selectionId, String(oddsHundredths(item.odds))]),
        request.currencyCode,
        units.map(String),
        request.password ?? '',
        request.description ?? '',
      ]),
    )
    .digest('hex')
}

/** The match and market a bank opens on: an upcoming match before kick-off (2003 otherwise). */
function openMarket(runtime: FeedRuntime, request: OpenRequest): BankSelectionRow[] {
  const match = runtime.book.get(request.matchId)
  if (match?.status !== 'upcoming' || runtime.feed.now() >= match.startTime) {
    throw new BusinessError(codes.MARKET_UNAVAILABLE, 'marketUnavailable', { matchId: request.matchId })
  }
  const market = match.markets.find((item) => item.id === request.marketId)
  if (!market) throw invalid('marketId')
  if (market.status === 'settled' || market.status === 'closed') {
    throw new BusinessError(codes.MARKET_UNAVAILABLE, 'marketUnavailable', { marketId: market.id })
  }
  return request.selections.map((item, index) => {
    const selection = market.selections.find((candidate) => candidate.id === item.selectionId)
    if (!selection) throw invalid(`selections.${index}.selectionId`)
    return { selectionId: selection.id, name: selection.name, odds: oddsText(oddsHundredths(item.odds)) }
  })
}

/**
 * Opens a bank (PROTOCOL.md section 9): an upcoming match, one open or paused bank per banker and match, the
 * capital within its limits (2004) moved from the banker's balance to the bank's escrow (2001 when short), in
 * the transaction that writes the bank. Idempotent per banker by requestId.
 */
export async function openBank(
  ctx: ServerContext,
  runtime: FeedRuntime,
  member: Member,
  request: OpenRequest,
): Promise<PeerBank> {
  const currency: Currency = await bankCurrency(ctx.ledger.currencies, request.currencyCode)
  const capital = unitsOf(request.capital, currency, 'capital')
  const minStake = unitsOf(request.minStake, currency, 'minStake')
  const maxStake = unitsOf(request.maxStake, currency, 'maxStake')
  const hash = requestHash(request, [capital, minStake, maxStake])
  const reader = bankReader(ctx, runtime)
  const [earlier] = await ctx.db.query<{ id: string; request_hash: string }>(
    'SELECT id, request_hash FROM banks WHERE banker_id = $1 AND request_id = $2',
    [member.id, request.requestId],
  )
  if (earlier) {
    if (earlier.request_hash !== hash)
      throw new BusinessError(codes.IDEMPOTENCY_CONFLICT, 'idempotencyConflict')
    return reader.bank(Number(earlier.id), member.productNo)
  }
  if (maxStake < minStake) throw invalid('maxStake')
  const range = amountRange(currency)
  if (capital < range.min || capital > range.max) throw outOfLimits(currency, range)
  const selections = openMarket(runtime, request)
  const match = runtime.book.get(request.matchId)!
  const market = match.markets.find((item) => item.id === request.marketId)!
  const grid = outcomeGrid(market.type, market.line)
  const passwordHash = request.password ? await hashPwd(request.password) : null
  const now = Date.now()
  let id: number
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [active] = await tx.query<{ id: string }>(
        "SELECT id FROM banks WHERE banker_id = $1 AND match_id = $2 AND status IN ('open', 'paused')",
        [member.id, match.id],
      )
      if (active) throw wrongState('bankAlreadyOpen', { status: 'open', id: Number(active.id) })
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO banks (product_no, banker_id, request_id, request_hash, match_id, market_id, market_type, line,
           currency_code, selections, min_stake, max_stake, password_hash, description, status, commission_rate,
           closes_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::numeric, $12::numeric, $13, $14, 'open',
           $15::numeric, $16, $17)
         RETURNING id`,
        [
          member.productNo,
          member.id,
          request.requestId,
          hash,
          match.id,
          market.id,
          market.type,
          market.line,
          currency.code,
          JSON.stringify(selections),
          fromUnits(minStake, currency.scale),
          fromUnits(maxStake, currency.scale),
          passwordHash,
          request.description ?? '',
          commissionRate(),
          match.startTime,
          now,
        ],
      )
      const bankId = Number(row!.id)
      await tx.query(
        `INSERT INTO bank_participants (bank_id, member_id, role, seq, capital, results, joined_at)
         VALUES ($1, $2, 'banker', 0, $3::numeric, $4::jsonb, $5)`,
        [bankId, member.id, fromUnits(capital, currency.scale), JSON.stringify(grid.map(() => '0')), now],
      )
      await ctx.ledger.transfer(tx, {
        kind: 'bank-capital',
        memo: `bank:${bankId}`,
        entries: [
          { account: memberAccount(member.id, currency.code), amount: fromUnits(-capital, currency.scale) },
          { account: escrowAccount(bankId, currency.code), amount: fromUnits(capital, currency.scale) },
        ],
      })
      return bankId
    })
  } catch (error) {
    // A concurrent request with the same key, or a concurrent bank on the same match, won the race.
    if (!isUniqueViolation(error)) throw error
    return openBank(ctx, runtime, member, request)
  }
  return reader.bank(id, member.productNo)
}
