import { type BankerInfo, outcomeGrid, type SimpleMatch, worstResult } from '@sportsbook/sdk/protocol'
import { sharerName } from '../bets/shares'
import type { ServerContext } from '../context'
import type { FeedRuntime } from '../feed/runtime'
import { fromUnits } from '../ledger/money'
import { teamRef, wireMarket } from '../matches/views'
import type { Member } from '../members/member'
import { sqlUnits } from '../requests/amounts'
import { type PageQuery, pageOfList, pageOfRows } from '../requests/paging'
import { notPermitted } from '../requests/request-errors'
import { bankReader } from './bank-reader'
import { findBanks } from './bank-store'
import { orderSelect, type RawOrder, storedOrderOf, wireBankOrder, wireOrder } from './gambler-orders'

/** The market's readers (PROTOCOL.md section 9, Reading; Gamblers' lists): every one within the caller's brand. */

const floorDiv = (a: bigint, b: bigint) => (a % b !== 0n && a < 0n ? a / b - 1n : a / b)

export function marketLists(ctx: ServerContext, runtime: FeedRuntime) {
  const reader = bankReader(ctx, runtime)
  const { db } = ctx
  return {
    async list(member: Member, query: { matchId?: number; status?: string; mine?: boolean } & PageQuery) {
      const params: unknown[] = [member.productNo]
      let where = 'b.product_no = $1'
      if (query.matchId !== undefined) {
        params.push(query.matchId)
        where += ` AND b.match_id = $${params.length}`
      }
      if (query.mine) {
        params.push(member.id)
        where += ` AND EXISTS (SELECT 1 FROM bank_participants p WHERE p.bank_id = b.id AND p.member_id = $${params.length})`
      }
      const banks = await findBanks(db, where, params, 'ORDER BY b.id DESC')
      // "closed" is read from the clock, not stored: the status filters the banks as they read.
      const wired = (await reader.wireAll(db, banks)).filter(
        (bank) => !query.status || bank.status === query.status,
      )
      return pageOfList(wired, query)
    },

    async checkExist(member: Member, matchId: number) {
      const [row] = await db.query<{ id: string }>(
        "SELECT id FROM banks WHERE banker_id = $1 AND match_id = $2 AND status IN ('open', 'paused')",
        [member.id, matchId],
      )
      return { exists: row !== undefined, id: row ? Number(row.id) : null }
    },

    async bankerInfo(member: Member, id: number): Promise<BankerInfo> {
      const { bank, participants, currency } = await reader.load(db, id, member.productNo)
      if (!participants.some((item) => item.memberId === member.id)) throw notPermitted()
      const wire = await reader.bank(id, member.productNo)
      const total = participants.reduce((sum, item) => sum + item.capital, 0n)
      const money = (units: bigint) => fromUnits(units, currency.scale)
      const grid = outcomeGrid(bank.marketType, bank.line)
      return {
        ...wire,
        participants: participants.map((item) => ({
          memberId: item.memberId,
          name:
            item.memberId === member.id
              ? (item.account ?? sharerName(null, item.memberId))
              : sharerName(item.account, item.memberId),
          role: item.role,
          capital: money(item.capital),
          share: fromUnits(total > 0n ? (item.capital * 10_000n) / total : 0n, 4),
          pnl: money(item.net ?? floorDiv(worstResult(item), 200n)),
        })),
        outcomes: grid.map((outcome, k) => ({
          label: outcome.label,
          pnl: money(
            floorDiv(
              participants.reduce((sum, item) => sum + (item.results[k] ?? 0n), 0n),
              200n,
            ),
          ),
        })),
      }
    },

    simpleList(sportType?: number): SimpleMatch[] {
      const now = runtime.feed.now()
      return runtime.book
        .all()
        .filter((match) => match.status === 'upcoming' && match.startTime > now)
        .filter((match) => sportType === undefined || match.sportType === sportType)
        .sort((a, b) => a.startTime - b.startTime)
        .slice(0, 100)
        .map((match) => ({
          id: match.id,
          sportType: match.sportType,
          league: { id: match.leagueId, name: runtime.book.leagues.get(match.leagueId)?.name ?? '' },
          home: teamRef(runtime.book.teams.get(match.homeId), match.homeId),
          away: teamRef(runtime.book.teams.get(match.awayId), match.awayId),
          startTime: match.startTime,
          markets: match.markets.filter((market) => market.status === 'open').map(wireMarket),
        }))
    },

    async gamblerOrders(member: Member, query: { bankId?: number; status?: string } & PageQuery) {
      const params: unknown[] = [member.id]
      let where = 'o.member_id = $1'
      if (query.bankId !== undefined) {
        params.push(query.bankId)
        where += ` AND o.bank_id = $${params.length}`
      }
      if (query.status) {
        params.push(query.status)
        where += ` AND o.status = $${params.length}`
      }
      const page = await pageOfRows(db, query, ordersWhere(where, params), storedOrderOf)
      const list = []
      for (const order of page.list) list.push(wireOrder(order, await reader.currencyOf(order.currencyCode)))
      return { ...page, list }
    },

    async bankOrders(member: Member, query: { bankId: number } & PageQuery) {
      const { participants, currency } = await reader.load(db, query.bankId, member.productNo)
      if (!participants.some((item) => item.memberId === member.id)) throw notPermitted()
      return pageOfRows(db, query, ordersWhere('o.bank_id = $1', [query.bankId]), (row: RawOrder) =>
        wireBankOrder(storedOrderOf(row), currency),
      )
    },

    async stats(member: Member, query: PageQuery) {
      const banks = await findBanks(
        db,
        'b.product_no = $1 AND EXISTS (SELECT 1 FROM bank_participants p WHERE p.bank_id = b.id AND p.member_id = $2)',
        [member.productNo, member.id],
        'ORDER BY b.id DESC',
      )
      const page = pageOfList(banks, query)
      const wired = await reader.wireAll(db, page.list)
      const list = []
      for (const [index, bank] of page.list.entries()) {
        const info = await this.bankerInfo(member, bank.id)
        const mine = info.participants.find((item) => item.memberId === member.id)!
        const { participants } = await reader.load(db, bank.id, member.productNo)
        const own = participants.find((item) => item.memberId === member.id)!
        const currency = await reader.currencyOf(bank.currencyCode)
        list.push({
          bankId: bank.id,
          matchId: bank.matchId,
          role: own.role,
          capital: mine.capital,
          orders: bank.orderCount,
          stakes:
            wired[index]!.capital === undefined
              ? '0'
              : fromUnits(sqlUnits(bank.stakes, currency), currency.scale),
          pnl: mine.pnl,
          commission: fromUnits(own.commission ?? 0n, currency.scale),
          status: wired[index]!.status,
        })
      }
      return { ...page, list }
    },

    async unsettled(member: Member) {
      const rows = await db.query<{
        currency_code: string
        order_count: string
        stakes: string
        bank_count: string
        capital: string
      }>(
        `SELECT c.code AS currency_code,
           (SELECT count(*) FROM gambler_orders o WHERE o.member_id = $1 AND o.currency_code = c.code AND o.status = 'open') AS order_count,
           (SELECT COALESCE(sum(o.stake), 0)::text FROM gambler_orders o WHERE o.member_id = $1 AND o.currency_code = c.code AND o.status = 'open') AS stakes,
           (SELECT count(*) FROM bank_participants p JOIN banks b ON b.id = p.bank_id
              WHERE p.member_id = $1 AND b.currency_code = c.code AND b.status IN ('open', 'paused')) AS bank_count,
           (SELECT COALESCE(sum(p.capital), 0)::text FROM bank_participants p JOIN banks b ON b.id = p.bank_id
              WHERE p.member_id = $1 AND b.currency_code = c.code AND b.status IN ('open', 'paused')) AS capital
         FROM currencies c WHERE NOT c.demo AND c.enabled ORDER BY c.sort, c.code`,
        [member.id],
      )
      const result = []
      for (const row of rows) {
        if (Number(row.order_count) === 0 && Number(row.bank_count) === 0) continue
        const currency = await reader.currencyOf(row.currency_code)
        result.push({
          currencyCode: row.currency_code,
          orderCount: Number(row.order_count),
          stakes: fromUnits(sqlUnits(row.stakes, currency), currency.scale),
          bankCount: Number(row.bank_count),
          capital: fromUnits(sqlUnits(row.capital, currency), currency.scale),
        })
      }
      return result
    },
  }
}

/** A page's statements over gambler orders, newest first. */
function ordersWhere(where: string, params: unknown[]) {
  return {
    select: `${orderSelect} WHERE ${where} ORDER BY o.id DESC`,
    count: `SELECT count(*) AS total FROM gambler_orders o WHERE ${where}`,
    params,
  }
}
