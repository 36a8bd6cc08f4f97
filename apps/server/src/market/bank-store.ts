import type { GridMarketType, GridSelection, Participant, PeerBank } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../db'
import type { Currency } from '../ledger/currencies'
import { toUnits } from '../ledger/money'

/**
 * Reading banks (PROTOCOL.md section 9): the stored row with its match, market and banker, and its participants
 * with their results per outcome (the wire shape is bank-wire.ts).
 */

export interface BankSelectionRow {
  selectionId: number
  name: GridSelection
  odds: string
}

export interface BankRow {
  id: number
  productNo: number
  bankerId: number
  bankerAccount: string | null
  requestId: string
  requestHash: string
  matchId: number
  marketId: number
  marketType: GridMarketType
  line: string | null
  currencyCode: string
  selections: BankSelectionRow[]
  minStake: string
  maxStake: string
  passwordHash: string | null
  description: string
  status: 'open' | 'paused' | 'settled' | 'cancelled' | 'void'
  commissionRate: string
  closesAt: number
  orderCount: number
  stakes: string
  createdAt: number
  participantCount: number
  match: {
    home: string
    away: string
    league: string
    startTime: number
    status: PeerBank['match']['status']
  }
}

export interface StoredParticipant extends Participant {
  role: 'banker' | 'partner'
  seq: number
  account: string | null
  net: bigint | null
  commission: bigint | null
}

interface RawBank {
  id: string
  product_no: number
  banker_id: string
  banker_account: string | null
  request_id: string
  request_hash: string
  match_id: string
  market_id: string
  market_type: GridMarketType
  line: string | null
  currency_code: string
  selections: BankSelectionRow[] | string
  min_stake: string
  max_stake: string
  password_hash: string | null
  description: string
  status: BankRow['status']
  commission_rate: string
  closes_at: string
  order_count: number
  stakes: string
  created_at: string
  participant_count: string
  home: string
  away: string
  league: string
  start_time: string
  match_status: BankRow['match']['status']
}

/** The SELECT of banks with what their wire shape needs; `where` filters `b`. */
export function bankQuery(where: string, tail = ''): string {
  return `SELECT b.id, b.product_no, b.banker_id, m.account AS banker_account, b.request_id, b.request_hash,
    b.match_id, b.market_id, b.market_type, b.line, b.currency_code, b.selections, b.min_stake::text AS min_stake,
    b.max_stake::text AS max_stake, b.password_hash, b.description, b.status, b.commission_rate::text AS commission_rate,
    b.closes_at, b.order_count, b.stakes::text AS stakes, b.created_at,
    (SELECT count(*) FROM bank_participants p WHERE p.bank_id = b.id) AS participant_count,
    th.name AS home, ta.name AS away, l.name AS league, x.start_time, x.status AS match_status
  FROM banks b JOIN members m ON m.id = b.banker_id JOIN matches x ON x.id = b.match_id
    JOIN teams th ON th.id = x.home_team_id JOIN teams ta ON ta.id = x.away_team_id
    JOIN leagues l ON l.id = x.league_id
  WHERE ${where} ${tail}`
}

export function bankOf(raw: RawBank): BankRow {
  return {
    id: Number(raw.id),
    productNo: Number(raw.product_no),
    bankerId: Number(raw.banker_id),
    bankerAccount: raw.banker_account,
    requestId: raw.request_id,
    requestHash: raw.request_hash,
    matchId: Number(raw.match_id),
    marketId: Number(raw.market_id),
    marketType: raw.market_type,
    line: raw.line,
    currencyCode: raw.currency_code,
    selections: typeof raw.selections === 'string' ? JSON.parse(raw.selections) : raw.selections,
    minStake: raw.min_stake,
    maxStake: raw.max_stake,
    passwordHash: raw.password_hash,
    description: raw.description,
    status: raw.status,
    commissionRate: raw.commission_rate,
    closesAt: Number(raw.closes_at),
    orderCount: Number(raw.order_count),
    stakes: raw.stakes,
    createdAt: Number(raw.created_at),
    participantCount: Number(raw.participant_count),
    match: {
      home: raw.home,
      away: raw.away,
      league: raw.league,
      startTime: Number(raw.start_time),
      status: raw.match_status,
    },
  }
}

/**
 * A bank of a brand and its participants in one read (another brand's reads as missing). `lock` takes the bank's
 * row lock first, in a statement of its own: the read after it then sees what the transaction it waited for wrote.
 */
export async function findBankWithParticipants(
  q: Queryable,
  id: number,
  /** Null: whatever the brand (the caller checks it). */
  productNo: number | null,
  currency: (code: string) => Promise<Currency>,
  lock = false,
): Promise<{ bank: BankRow; participants: StoredParticipant[]; currency: Currency } | null> {
  if (lock) await q.query('SELECT id FROM banks WHERE id = $1 FOR UPDATE', [id])
  const [raw] = await q.query<RawBank & { participants_json: RawParticipant[] | string | null }>(
    `SELECT q.*, (SELECT json_agg(json_build_object('bank_id', p.bank_id, 'member_id', p.member_id, 'role', p.role,
        'seq', p.seq, 'capital', p.capital::text, 'results', p.results, 'account', pm.account, 'net', p.net::text,
        'commission', p.commission::text) ORDER BY p.seq)
      FROM bank_participants p JOIN members pm ON pm.id = p.member_id WHERE p.bank_id = q.id) AS participants_json
     FROM (${bankQuery('b.id = $1 AND ($2::integer IS NULL OR b.product_no = $2::integer)')}) q`,
    [id, productNo],
  )
  if (!raw) return null
  const bank = bankOf(raw)
  const found = await currency(bank.currencyCode)
  const rows =
    (typeof raw.participants_json === 'string' ? JSON.parse(raw.participants_json) : raw.participants_json) ??
    []
  return {
    bank,
    participants: (rows as RawParticipant[]).map((row) => participantOf(row, found.scale)),
    currency: found,
  }
}

/** One bank of a brand (another brand's reads as missing). `lock` takes the bank's row lock first. */
export async function findBank(
  q: Queryable,
  id: number,
  productNo: number,
  lock = false,
): Promise<BankRow | null> {
  if (lock) await q.query('SELECT id FROM banks WHERE id = $1 FOR UPDATE', [id])
  const [raw] = await q.query<RawBank>(bankQuery('b.id = $1 AND b.product_no = $2'), [id, productNo])
  return raw ? bankOf(raw) : null
}

export async function findBanks(
  q: Queryable,
  where: string,
  params: unknown[],
  tail = '',
): Promise<BankRow[]> {
  const rows = await q.query<RawBank>(bankQuery(where, tail), params)
  return rows.map(bankOf)
}

interface RawParticipant {
  bank_id: string
  member_id: string
  role: 'banker' | 'partner'
  seq: number
  capital: string
  results: string[] | string
  account: string | null
  net: string | null
  commission: string | null
}

/** The participants of each bank, in joining order (the banker first). */
export async function participantsOf(
  q: Queryable,
  bankIds: number[],
  currency: (bankId: number) => Currency,
): Promise<Map<number, StoredParticipant[]>> {
  const rows = await q.query<RawParticipant>(
    `SELECT p.bank_id, p.member_id, p.role, p.seq, p.capital::text AS capital, p.results, m.account,
       p.net::text AS net, p.commission::text AS commission
     FROM bank_participants p JOIN members m ON m.id = p.member_id
     WHERE p.bank_id = ANY($1::bigint[]) ORDER BY p.bank_id, p.seq`,
    [bankIds],
  )
  const byBank = new Map<number, StoredParticipant[]>(bankIds.map((id) => [id, []]))
  for (const row of rows) {
    const bankId = Number(row.bank_id)
    byBank.get(bankId)?.push(participantOf(row, currency(bankId).scale))
  }
  return byBank
}

function participantOf(row: RawParticipant, scale: number): StoredParticipant {
  const results = (typeof row.results === 'string' ? JSON.parse(row.results) : row.results) as string[]
  return {
    memberId: Number(row.member_id),
    role: row.role,
    seq: Number(row.seq),
    account: row.account,
    capital: toUnits(row.capital, scale),
    results: results.map(BigInt),
    net: row.net === null ? null : toUnits(row.net, scale),
    commission: row.commission === null ? null : toUnits(row.commission, scale),
  }
}
