import {
  type GridMarketType,
  type GridSelection,
  outcomeGrid,
  type Participant,
  type PeerBank,
  selectionCapacity,
} from '@sportsbook/sdk/protocol'
import { sharerName } from '../bets/shares'
import type { Queryable } from '../db'
import type { Currency } from '../ledger/currencies'
import { fromUnits, toUnits } from '../ledger/money'

/**
 * Reading banks (PROTOCOL.md section 9): the stored row with its match, market and banker, its participants with
 * their results per outcome, and the wire shape. "closed" is never stored: an open or paused bank whose match has
 * kicked off (closesAt on the feed clock, or the feed going live) reads closed.
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
    const { scale } = currency(bankId)
    const results = (typeof row.results === 'string' ? JSON.parse(row.results) : row.results) as string[]
    byBank.get(bankId)?.push({
      memberId: Number(row.member_id),
      role: row.role,
      seq: Number(row.seq),
      account: row.account,
      capital: toUnits(row.capital, scale),
      results: results.map(BigInt),
      net: row.net === null ? null : toUnits(row.net, scale),
      commission: row.commission === null ? null : toUnits(row.commission, scale),
    })
  }
  return byBank
}

/** The status a bank reads: open or paused past kick-off is closed. */
export function wireStatus(bank: BankRow, now: number): PeerBank['status'] {
  if (bank.status !== 'open' && bank.status !== 'paused') return bank.status
  return now >= bank.closesAt || bank.match.status !== 'upcoming' ? 'closed' : bank.status
}

export function bankerName(bank: BankRow): string {
  return sharerName(bank.bankerAccount, bank.bankerId)
}

/** The bank on the wire: each selection's capacity from the participants' results (0 unless it takes orders). */
export function wireBank(
  bank: BankRow,
  participants: StoredParticipant[],
  currency: Currency,
  now: number,
): PeerBank {
  const status = wireStatus(bank, now)
  const grid = outcomeGrid(bank.marketType, bank.line)
  const maxStake = toUnits(bank.maxStake, currency.scale)
  const capital = participants.reduce((sum, item) => sum + item.capital, 0n)
  const money = (units: bigint) => fromUnits(units, currency.scale)
  return {
    id: bank.id,
    matchId: bank.matchId,
    marketId: bank.marketId,
    match: bank.match,
    market: { type: bank.marketType, line: bank.line },
    banker: { memberId: bank.bankerId, name: bankerName(bank) },
    currencyCode: bank.currencyCode,
    selections: bank.selections.map((selection) => ({
      selectionId: selection.selectionId,
      name: selection.name,
      odds: selection.odds,
      capacity: money(
        status === 'open'
          ? selectionCapacity(participants, grid, selection.name, oddsHundredths(selection.odds), maxStake)
          : 0n,
      ),
    })),
    capital: money(capital),
    minStake: money(toUnits(bank.minStake, currency.scale)),
    maxStake: money(maxStake),
    private: bank.passwordHash !== null,
    description: bank.description,
    status,
    participants: bank.participantCount,
    orders: bank.orderCount,
    commissionRate: bank.commissionRate.replace(/0+$/, '').replace(/\.$/, '.0'),
    closesAt: bank.closesAt,
    createdAt: bank.createdAt,
  }
}

/** "1.95" -> 195n. */
export function oddsHundredths(odds: string): bigint {
  return toUnits(odds, 2)
}

/** 195n -> "1.95". */
export function oddsText(hundredths: bigint): string {
  return fromUnits(hundredths, 2)
}
