import {
  codes,
  type GridMarketType,
  oddsFromHundredths,
  oddsHundredths,
  outcomeGrid,
  type PeerBank,
} from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { hashPwd } from '../crypto/secrets'
import { isUniqueViolation } from '../db'
import { BusinessError } from '../errors'
import type { FeedRuntime } from '../feed/runtime'
import type { Currency } from '../ledger/currencies'
import { fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { checkRange, unitsOf } from '../requests/amounts'
import { idempotent, type RequestKey } from '../requests/idempotency'
import { memberCurrency } from '../requests/member-currency'
import { checkProtection } from '../requests/player-protection'
import { refuseDemo } from '../requests/refuse-demo'
import { invalidField, wrongState } from '../requests/request-errors'
import { requestHash } from '../requests/request-hash'
import { bankReader } from './bank-reader'
import { amountRange, commissionRate } from './bank-rules'
import type { BankSelectionRow } from './bank-store'
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

const gridTypes: readonly string[] = [
  '1x2',
  'handicap',
  'total',
  'moneyline',
  'spread',
] satisfies GridMarketType[]

function isGridMarket<M extends { type: string }>(market: M): market is M & { type: GridMarketType } {
  return gridTypes.includes(market.type)
}

/** The match and market a bank opens on: an upcoming match before kick-off (2003 otherwise). */
function openMarket(runtime: FeedRuntime, request: OpenRequest): BankSelectionRow[] {
  const match = runtime.book.get(request.matchId)
  if (match?.status !== 'upcoming' || runtime.feed.now() >= match.startTime) {
    throw new BusinessError(codes.MARKET_UNAVAILABLE, 'marketUnavailable', { matchId: request.matchId })
  }
  const market = match.markets.find((item) => item.id === request.marketId)
  // A bank's liability is worked out on the outcome grid (PROTOCOL.md section 9), which knows the section 7 markets.
  if (!market || !isGridMarket(market)) throw invalidField('marketId')
  if (market.status === 'settled' || market.status === 'closed') {
    throw new BusinessError(codes.MARKET_UNAVAILABLE, 'marketUnavailable', { marketId: market.id })
  }
  return request.selections.map((item, index) => {
    const selection = market.selections.find((candidate) => candidate.id === item.selectionId)
    if (!selection) throw invalidField(`selections.${index}.selectionId`)
    return {
      selectionId: selection.id,
      name: selection.name as BankSelectionRow['name'],
      odds: oddsFromHundredths(oddsHundredths(item.odds)),
    }
  })
}

interface OpenAmounts {
  capital: bigint
  minStake: bigint
  maxStake: bigint
}

/**
 * Opens a bank (PROTOCOL.md section 9, R): in a real currency of the banker's own brand (1000 on `currencyCode`),
 * an upcoming match, one open or paused bank per banker and match, the capital within its limits (2004) moved
 * from the banker's balance to the bank's escrow (2001 when short), in the transaction that writes the bank.
 * Idempotent per banker by requestId.
 */
export async function openBank(
  ctx: ServerContext,
  runtime: FeedRuntime,
  member: Member,
  request: OpenRequest,
): Promise<PeerBank> {
  refuseDemo(member)
  const currency = await memberCurrency(ctx, member, request.currencyCode)
  const amounts: OpenAmounts = {
    capital: unitsOf(request.capital, currency, 'capital'),
    minStake: unitsOf(request.minStake, currency, 'minStake'),
    maxStake: unitsOf(request.maxStake, currency, 'maxStake'),
  }
  const hash = requestHash('bank-open', {
    matchId: request.matchId,
    marketId: request.marketId,
    selections: request.selections.map((item) => ({
      selectionId: item.selectionId,
      odds: oddsHundredths(item.odds),
    })),
    currencyCode: currency.code,
    ...amounts,
    password: request.password ?? '',
    description: request.description ?? '',
  })
  const key: RequestKey = { memberId: member.id, requestId: request.requestId, hash }
  const reader = bankReader(ctx, runtime)
  const attempt = () => writeBank(ctx, runtime, member, request, currency, amounts, key)
  return idempotent(ctx.db, {
    table: 'banks',
    key,
    attempt: async () => {
      try {
        return await attempt()
      } catch (error) {
        // Another bank of the banker on the match committed first: the second attempt finds it (1006).
        if (!isUniqueViolation(error)) throw error
        return attempt()
      }
    },
    replay: (id) => reader.bank(Number(id), member.productNo),
  })
}

/** The checks and the bank's rows and money in one transaction; null when its key was taken meanwhile. */
async function writeBank(
  ctx: ServerContext,
  runtime: FeedRuntime,
  member: Member,
  request: OpenRequest,
  currency: Currency,
  { capital, minStake, maxStake }: OpenAmounts,
  key: RequestKey,
): Promise<PeerBank | null> {
  if (maxStake < minStake) throw invalidField('maxStake')
  checkRange(capital, amountRange(currency), currency)
  const selections = openMarket(runtime, request)
  const match = runtime.book.get(request.matchId)!
  const market = match.markets.find((item) => item.id === request.marketId)!
  const grid = outcomeGrid(market.type as GridMarketType, market.line)
  const passwordHash = request.password ? await hashPwd(request.password) : null
  const now = Date.now()
  const id = await ctx.db.transaction(async (tx) => {
    const [active] = await tx.query<{ id: string }>(
      "SELECT id FROM banks WHERE banker_id = $1 AND match_id = $2 AND status IN ('open', 'paused')",
      [member.id, match.id],
    )
    if (active) throw wrongState('open', { id: Number(active.id) }, 'bankAlreadyOpen')
    await checkProtection(tx, member, { kind: 'stake', currency, amount: capital })
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO banks (product_no, banker_id, request_id, request_hash, match_id, market_id, market_type, line,
         currency_code, selections, min_stake, max_stake, password_hash, description, status, commission_rate,
         closes_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::numeric, $12::numeric, $13, $14, 'open',
         $15::numeric, $16, $17)
       ON CONFLICT (banker_id, request_id) DO NOTHING RETURNING id`,
      [
        member.productNo,
        member.id,
        key.requestId,
        key.hash,
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
    if (!row) return null
    const bankId = Number(row.id)
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
  return id === null ? null : bankReader(ctx, runtime).bank(id, member.productNo)
}
