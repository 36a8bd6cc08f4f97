import type { ServerContext } from '../../context'
import type { Currency } from '../../ledger/currencies'
import { sqlUnits } from '../../requests/amounts'
import { atMaximumOf, brandBook, marketsBook } from './market-book'
import { RiskSettingsStore } from './risk-settings'
import { type AtMaximum, RiskSuspensions, type SuspensionChange } from './suspensions'

export { betterReturnWithinCaps, type OrderRisk, orderRiskOf } from './order-risk'
export type { SuspensionChange } from './suspensions'

declare module 'fastify' {
  interface FastifyInstance {
    /** The brands' caps and the selections they suspend (PROTOCOL.md section 14). */
    risk: Risk
  }
}

/** What this node tells the others when it changed a brand's suspensions: the markets to read again (null: all). */
export interface SuspensionsChanged {
  productNo: number
  currencyCode: string
  marketIds: number[] | null
}

type ChangeListener = (productNo: number, changes: SuspensionChange[]) => void

/**
 * A server's risk state: the caps it reads on every order and the suspensions its match views and pushes show.
 * A change made here (a capped order, a new cap) is told to the other nodes (`tellNodes`), which read the changed
 * markets again from the database (`recountFor`); on every node, each change of its memory goes to `onChange`
 * (its own sockets hear it).
 */
export class Risk {
  readonly settings: RiskSettingsStore
  readonly suspensions = new RiskSuspensions()
  readonly #ctx: ServerContext
  readonly #listeners = new Set<ChangeListener>()
  /** Set when other nodes exist (risk-nodes.ts). */
  tellNodes: ((change: SuspensionsChanged) => void) | null = null

  constructor(ctx: ServerContext) {
    this.#ctx = ctx
    this.settings = new RiskSettingsStore(ctx.db)
  }

  /** Calls `listener` with each change of a brand's suspensions made on this node; returns the unsubscribe. */
  onChange(listener: ChangeListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Reads every brand's suspensions from the open book (a node starting, or started beside others). */
  async load(): Promise<void> {
    for (const { productNo, currencyCode, max } of await this.settings.liabilityCaps()) {
      const currency = await this.#ctx.ledger.currencies.get(currencyCode)
      if (currency) await this.#recount(productNo, currency, sqlUnits(max, currency), null)
    }
  }

  /** After this node changed the brand's liability cap to `max` (null = none): suspensions from the whole book. */
  async capChanged(productNo: number, currency: Currency, max: bigint | null): Promise<void> {
    await this.#recount(productNo, currency, max, null)
    this.tellNodes?.({ productNo, currencyCode: currency.code, marketIds: null })
  }

  /** After an order this node wrote on `marketIds`: `atMaximum` are the markets' selections at the maximum now. */
  orderWritten(productNo: number, currencyCode: string, marketIds: number[], atMaximum: AtMaximum[]): void {
    this.#replace(productNo, currencyCode, new Set(marketIds), atMaximum)
    this.tellNodes?.({ productNo, currencyCode, marketIds })
  }

  /**
   * After a pending order on `marketIds` was decided on this node (PROTOCOL.md section 12): rejected, it left the
   * book; accepted at a better price, its return grew. The markets' suspensions are read again, here and on the
   * other nodes.
   */
  async orderDecided(productNo: number, currencyCode: string, marketIds: number[]): Promise<void> {
    const change = { productNo, currencyCode, marketIds }
    await this.recountFor(change)
    this.tellNodes?.(change)
  }

  /** Another node changed these suspensions: read them again. */
  async recountFor(change: SuspensionsChanged): Promise<void> {
    const currency = await this.#ctx.ledger.currencies.get(change.currencyCode)
    if (!currency) return
    // A change of cap on that node: the cap this node remembers is stale.
    if (change.marketIds === null) this.settings.forget(change.productNo, currency.code)
    const caps = await this.settings.capsOf(change.productNo, currency)
    await this.#recount(change.productNo, currency, caps?.maxLiabilityPerSelection ?? null, change.marketIds)
  }

  async #recount(
    productNo: number,
    currency: Currency,
    max: bigint | null,
    marketIds: number[] | null,
  ): Promise<void> {
    let atMaximum: AtMaximum[] = []
    if (max !== null) {
      const db = this.#ctx.db
      const book =
        marketIds === null
          ? await brandBook(db, productNo, currency)
          : await marketsBook(db, productNo, currency, marketIds)
      atMaximum = atMaximumOf(book, max)
    }
    this.#replace(productNo, currency.code, marketIds === null ? null : new Set(marketIds), atMaximum)
  }

  #replace(
    productNo: number,
    currencyCode: string,
    marketIds: ReadonlySet<number> | null,
    atMaximum: AtMaximum[],
  ): void {
    const changes = this.suspensions.replace(productNo, currencyCode, marketIds, atMaximum)
    if (changes.length === 0) return
    for (const listener of this.#listeners) {
      try {
        listener(productNo, changes)
      } catch (error) {
        this.#ctx.log.error({ err: error, productNo }, 'risk suspension push failed')
      }
    }
  }
}
