import type { ServerContext } from '../../context'
import type { Currency } from '../../ledger/currencies'
import { sqlUnits } from '../../requests/amounts'
import { brandBook, liabilityOf, marketStakes } from './market-book'
import { RiskSettingsStore } from './risk-settings'
import { RiskSuspensions } from './suspensions'

export { type OrderRisk, orderRiskOf } from './order-risk'

declare module 'fastify' {
  interface FastifyInstance {
    /** The brands' caps and the selections they suspend (PROTOCOL.md section 14). */
    risk: Risk
  }
}

/** A server's risk state: the caps it reads on every order and the suspensions its match views show. */
export class Risk {
  readonly settings: RiskSettingsStore
  readonly suspensions = new RiskSuspensions()
  readonly #ctx: ServerContext

  constructor(ctx: ServerContext) {
    this.#ctx = ctx
    this.settings = new RiskSettingsStore(ctx.db)
  }

  /** Reads every brand's suspensions from the open book (a node starting, or started beside others). */
  async load(): Promise<void> {
    for (const { productNo, currencyCode, max } of await this.settings.liabilityCaps()) {
      const currency = await this.#ctx.ledger.currencies.get(currencyCode)
      if (currency) await this.recount(productNo, currency, sqlUnits(max, currency))
    }
  }

  /** The brand's suspensions in `currency` from its whole open book, against `max` (null = no cap: none). */
  async recount(productNo: number, currency: Currency, max: bigint | null): Promise<void> {
    const book = max === null ? [] : await brandBook(this.#ctx.db, productNo, currency)
    const stakes = marketStakes(book)
    const atMaximum = max === null ? [] : book.filter((selection) => liabilityOf(selection, stakes) >= max)
    this.suspensions.replace(productNo, currency.code, null, atMaximum)
  }
}
