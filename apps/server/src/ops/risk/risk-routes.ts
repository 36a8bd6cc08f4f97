import {
  catalogue,
  oddsFromHundredths,
  type RiskMarket,
  type RiskSelection,
  schemas,
} from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import { realCurrenciesOf } from '../../brands/brand-currencies'
import type { ServerContext } from '../../context'
import { registerPath } from '../../http/route'
import type { Currency } from '../../ledger/currencies'
import { fromUnits } from '../../ledger/money'
import type { Member } from '../../members/member'
import { sqlUnits, unitsOf } from '../../requests/amounts'
import { memberCurrency } from '../../requests/member-currency'
import { pageOfList, pageOfRows } from '../../requests/paging'
import {
  inBook,
  liabilityOf,
  marketStakes,
  type NamedSelectionRow,
  namedBook,
  selectionBookOf,
} from './market-book'
import { wireCaps } from './risk-settings'

const paths = catalogue.operations
const operations = schemas.operations

/** A cap as sent: left out keeps it (undefined), the empty text removes it (null), else units (1000 on `field`). */
function capUnits(text: string | undefined, currency: Currency, field: string): bigint | null | undefined {
  if (text === undefined) return undefined
  return text === '' ? null : unitsOf(text, currency, field)
}

/** The brand's open book as an operator lists it: a row per market and currency, the worst liability first. */
async function riskMarkets(
  ctx: ServerContext,
  operator: Member,
  filter: { matchId?: number | undefined; currency: Currency | null },
): Promise<RiskMarket[]> {
  const rows = await namedBook(ctx.db, operator.productNo, {
    matchId: filter.matchId,
    currencyCode: filter.currency?.code,
  })
  const byMarket = new Map<string, NamedSelectionRow[]>()
  for (const row of rows) {
    const key = `${row.market_id}|${row.currency_code}`
    byMarket.set(key, [...(byMarket.get(key) ?? []), row])
  }
  const markets: { market: RiskMarket; liability: bigint }[] = []
  for (const selections of byMarket.values()) {
    const first = selections[0]!
    const currency = (await ctx.ledger.currencies.get(first.currency_code))!
    const caps = await ctx.app.risk.settings.capsOf(operator.productNo, currency)
    const book = selections.map((row) => selectionBookOf(row, currency))
    const stakes = marketStakes(book)
    const money = (units: bigint) => fromUnits(units, currency.scale)
    let worst: bigint | null = null
    let payout = 0n
    const wired: RiskSelection[] = book.map((selection, index) => {
      const liability = liabilityOf(selection, stakes)
      if (worst === null || liability > worst) worst = liability
      if (selection.payout > payout) payout = selection.payout
      const max = caps?.maxLiabilityPerSelection ?? null
      return {
        selectionId: selection.selectionId,
        name: selections[index]!.selection_name,
        stakes: money(selection.stakes),
        potentialPayout: money(selection.payout),
        liability: money(liability),
        orders: selection.orders,
        suspended: max !== null && liability >= max,
      }
    })
    markets.push({
      liability: worst ?? 0n,
      market: {
        matchId: Number(first.match_id),
        marketId: Number(first.market_id),
        currencyCode: currency.code,
        sportType: Number(first.sport_type),
        leagueName: first.league_name,
        homeName: first.home_name,
        awayName: first.away_name,
        startTime: Number(first.start_time),
        marketType: first.market_type,
        line: first.line,
        stakes: money(stakes.get(Number(first.market_id)) ?? 0n),
        potentialPayout: money(payout),
        liability: money(worst ?? 0n),
        orders: book.reduce((sum, selection) => sum + selection.orders, 0),
        selections: wired.sort((a, b) => a.selectionId - b.selectionId),
      },
    })
  }
  markets.sort((a, b) =>
    a.liability === b.liability ? a.market.marketId - b.market.marketId : a.liability > b.liability ? -1 : 1,
  )
  return markets.map((item) => item.market)
}

interface RiskOrderRow {
  id: number
  member_id: number
  account: string | null
  kind: string
  currency_code: string
  stake: string
  odds: string
  potential_return: string
  free_bet: boolean
  created_at: number
}

/** The risk paths of PROTOCOL.md section 14 (auth O): every read and change is of the operator's own brand. */
export function registerRiskRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const currencyOf = (operator: Member, code: string | undefined) =>
    code === undefined ? Promise.resolve(null) : memberCurrency(ctx, operator, code)

  registerPath(app, ctx, paths.riskMarkets, operations.riskMarkets, async ({ payload, member }) => {
    const currency = await currencyOf(member, payload.currencyCode)
    const markets = await riskMarkets(ctx, member, { matchId: payload.matchId, currency })
    return pageOfList(markets, payload)
  })

  registerPath(app, ctx, paths.riskOrders, operations.riskOrders, async ({ payload, member }) => {
    const currency = await currencyOf(member, payload.currencyCode)
    const where = `FROM order_legs l JOIN orders o ON o.id = l.order_id JOIN members mb ON mb.id = o.member_id
      WHERE l.selection_id = $1 AND l.result IS NULL AND ${inBook} AND mb.product_no = $2
        AND ($3::text IS NULL OR o.currency_code = $3)`
    const page = await pageOfRows(
      ctx.db,
      payload,
      {
        select: `SELECT o.id, o.member_id, mb.account, o.kind, o.currency_code, o.stake::text AS stake,
            o.odds::text AS odds, o.potential_return::text AS potential_return, o.free_bet, o.created_at
          ${where} ORDER BY o.potential_return DESC, o.id`,
        count: `SELECT count(*)::int AS total ${where}`,
        params: [payload.selectionId, member.productNo, currency?.code ?? null],
      },
      (row: RiskOrderRow) => row,
    )
    const list = await Promise.all(
      page.list.map(async (row) => {
        const rowCurrency = (await ctx.ledger.currencies.get(row.currency_code))!
        const money = (text: string) => fromUnits(sqlUnits(text, rowCurrency), rowCurrency.scale)
        return {
          orderId: Number(row.id),
          memberId: Number(row.member_id),
          account: row.account,
          kind: row.kind,
          currencyCode: row.currency_code,
          stake: money(row.stake),
          odds: oddsFromHundredths(sqlUnits(row.odds, { scale: 2 })),
          potentialReturn: money(row.potential_return),
          freeBet: row.free_bet,
          createdAt: Number(row.created_at),
        }
      }),
    )
    return { ...page, list }
  })

  registerPath(app, ctx, paths.riskSettings, operations.riskSettings, async ({ payload, member }) => {
    const currency = await memberCurrency(ctx, member, payload.currencyCode)
    const change = {
      maxPayoutPerOrder: capUnits(payload.maxPayoutPerOrder, currency, 'maxPayoutPerOrder'),
      maxLiabilityPerSelection: capUnits(
        payload.maxLiabilityPerSelection,
        currency,
        'maxLiabilityPerSelection',
      ),
    }
    const { risk } = ctx.app
    const caps = await ctx.db.transaction((tx) =>
      risk.settings.change(tx, member.productNo, currency, change, member.id),
    )
    // A new maximum suspends (or opens again) what the open book now stands at.
    if (change.maxLiabilityPerSelection !== undefined) {
      await risk.capChanged(member.productNo, currency, caps.maxLiabilityPerSelection)
    }
    return wireCaps(currency, caps)
  })

  registerPath(app, ctx, paths.riskSettingsList, operations.riskSettingsList, async ({ member }) => {
    const currencies = await realCurrenciesOf(ctx.config, ctx.ledger.currencies, member.productNo)
    return Promise.all(
      currencies.map(async (currency) =>
        wireCaps(currency, await ctx.app.risk.settings.capsOf(member.productNo, currency)),
      ),
    )
  })
}
