import type { RiskSettings } from '@sportsbook/sdk/protocol'
import type { Database, Queryable } from '../../db'
import type { Currency } from '../../ledger/currencies'
import { fromUnits } from '../../ledger/money'
import { sqlUnits } from '../../requests/amounts'

/** A brand's caps in one currency, in its units; null = no cap. */
export interface Caps {
  maxPayoutPerOrder: bigint | null
  maxLiabilityPerSelection: bigint | null
  updatedAt: number | null
}

/** How long a node trusts the caps it read: another node's change reaches it within this time. */
export const capsFreshMs = 5_000

interface CapsRow {
  currency_code: string
  max_payout_per_order: string | null
  max_liability_per_selection: string | null
  updated_at: number | string
}

const capsSelect = `SELECT currency_code, max_payout_per_order::text AS max_payout_per_order,
  max_liability_per_selection::text AS max_liability_per_selection, updated_at FROM risk_settings`

function capsOfRow(row: CapsRow | undefined, currency: Pick<Currency, 'scale'>): Caps | null {
  if (!row) return null
  const units = (value: string | null) => (value === null ? null : sqlUnits(value, currency))
  return {
    maxPayoutPerOrder: units(row.max_payout_per_order),
    maxLiabilityPerSelection: units(row.max_liability_per_selection),
    updatedAt: Number(row.updated_at),
  }
}

/** The wire's RiskSettings (PROTOCOL.md section 14) of caps in a currency. */
export function wireCaps(currency: Pick<Currency, 'code' | 'scale'>, caps: Caps | null): RiskSettings {
  const money = (units: bigint | null | undefined) =>
    units === null || units === undefined ? null : fromUnits(units, currency.scale)
  return {
    currencyCode: currency.code,
    maxPayoutPerOrder: money(caps?.maxPayoutPerOrder),
    maxLiabilityPerSelection: money(caps?.maxLiabilityPerSelection),
    updatedAt: caps?.updatedAt ?? null,
  }
}

/** A change of caps: a field left undefined keeps its value, null removes the cap. */
export interface CapsChange {
  maxPayoutPerOrder?: bigint | null
  maxLiabilityPerSelection?: bigint | null
}

/**
 * The brands' caps (table risk_settings), remembered per brand and currency for {@link capsFreshMs}: every order
 * asks, and most brands cap nothing, so the order path reads memory. A change on this node is seen at once.
 */
export class RiskSettingsStore {
  readonly #db: Database
  readonly #remembered = new Map<string, { caps: Caps | null; until: number }>()

  constructor(db: Database) {
    this.#db = db
  }

  /** `q` is the transaction the caller is in, if any: the caps are read through it when they are read again. */
  async capsOf(
    productNo: number,
    currency: Pick<Currency, 'code' | 'scale'>,
    q: Queryable = this.#db,
  ): Promise<Caps | null> {
    const key = `${productNo}|${currency.code}`
    const entry = this.#remembered.get(key)
    if (entry && entry.until > Date.now()) return entry.caps
    const [row] = await q.query<CapsRow>(`${capsSelect} WHERE product_no = $1 AND currency_code = $2`, [
      productNo,
      currency.code,
    ])
    const caps = capsOfRow(row, currency)
    this.#remembered.set(key, { caps, until: Date.now() + capsFreshMs })
    return caps
  }

  /** Reads the brand's caps in the currency again on the next ask (another node changed them). */
  forget(productNo: number, currencyCode: string): void {
    this.#remembered.delete(`${productNo}|${currencyCode}`)
  }

  /** Stores a change in `tx`; this node sees it once `tx` commits. Answers the caps after the change. */
  async change(
    tx: Queryable & { afterCommit(fn: () => void): void },
    productNo: number,
    currency: Pick<Currency, 'code' | 'scale'>,
    change: CapsChange,
    operatorId: number,
  ): Promise<Caps> {
    const money = (units: bigint | null | undefined) =>
      units === null || units === undefined ? null : fromUnits(units, currency.scale)
    const [row] = await tx.query<CapsRow>(
      `INSERT INTO risk_settings AS r (product_no, currency_code, max_payout_per_order, max_liability_per_selection,
         updated_by, updated_at)
       VALUES ($1, $2, $4::numeric, $6::numeric, $7, $8)
       ON CONFLICT (product_no, currency_code) DO UPDATE SET
         max_payout_per_order = CASE WHEN $3 THEN $4::numeric ELSE r.max_payout_per_order END,
         max_liability_per_selection = CASE WHEN $5 THEN $6::numeric ELSE r.max_liability_per_selection END,
         updated_by = $7, updated_at = $8
       RETURNING currency_code, max_payout_per_order::text AS max_payout_per_order,
         max_liability_per_selection::text AS max_liability_per_selection, updated_at`,
      [
        productNo,
        currency.code,
        change.maxPayoutPerOrder !== undefined,
        money(change.maxPayoutPerOrder),
        change.maxLiabilityPerSelection !== undefined,
        money(change.maxLiabilityPerSelection),
        operatorId,
        Date.now(),
      ],
    )
    const caps = capsOfRow(row, currency)!
    tx.afterCommit(() =>
      this.#remembered.set(`${productNo}|${currency.code}`, { caps, until: Date.now() + capsFreshMs }),
    )
    return caps
  }

  /** Every brand and currency with a liability cap (the suspensions a node starts with). */
  async liabilityCaps(): Promise<{ productNo: number; currencyCode: string; max: string }[]> {
    const rows = await this.#db.query<{ product_no: number; currency_code: string; max: string }>(
      `SELECT product_no, currency_code, max_liability_per_selection::text AS max FROM risk_settings
       WHERE max_liability_per_selection IS NOT NULL`,
    )
    return rows.map((row) => ({
      productNo: Number(row.product_no),
      currencyCode: row.currency_code,
      max: row.max,
    }))
  }
}
