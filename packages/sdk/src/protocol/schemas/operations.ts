import * as v from 'valibot'
import { isPositiveAmount } from '../rules/amount'
import type { GroupSchemas } from '../schema-map'
import { maxReportDays } from '../values/operations'
import { currencyCodeField, formInteger, moneyField } from './fields'
import { pageSchema } from './match-shapes'
import {
  auditEntrySchema,
  csvFileSchema,
  dailyReportRowSchema,
  riskMarketSchema,
  riskOrderSchema,
  riskSettingsSchema,
  stakeFactorSchema,
} from './operations-shapes'

export * from '../values/operations'

/** Request fields of the operators' paths. */
export const operationsFields = /* @__PURE__ */ (() => {
  const id = v.pipe(formInteger(), v.minValue(1))
  const page = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(10_000)))
  const pageSize = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(100)))
  const time = v.pipe(formInteger(), v.minValue(0))
  /** A cap: a positive amount, or the empty text for none. */
  const cap = v.optional(
    v.union([v.literal(''), v.pipe(moneyField, v.check(isPositiveAmount, 'a positive amount'))]),
  )
  /** 0.01 to 1.00 with at most two decimals (a number or its text); read as hundredths (1-100). */
  const factor = v.pipe(
    v.union([v.number(), v.string()]),
    v.transform(String),
    v.regex(/^[01](\.\d{1,2})?$/, 'a factor from 0.01 to 1.00'),
    v.transform((text) => Math.round(Number(text) * 100)),
    v.minValue(1, 'at least 0.01'),
    v.maxValue(100, 'at most 1.00'),
  )
  return { id, page, pageSize, time, cap, factor }
})()

/** A daily report's request: `endTime` after `startTime`, at most {@link maxReportDays} days later. */
export const dailyReportRequestSchema = /* @__PURE__ */ (() => {
  const { time } = operationsFields
  return v.pipe(
    v.object({
      startTime: time,
      endTime: time,
      currencyCode: v.optional(currencyCodeField),
      format: v.optional(v.picklist(['json', 'csv'])),
    }),
    v.forward(
      v.check(
        (input) =>
          input.endTime > input.startTime && input.endTime - input.startTime <= maxReportDays * 86_400_000,
        'after startTime, at most 366 days later',
      ),
      ['endTime'],
    ),
  )
})()

/** What a caller sends: the payload {@link dailyReportRequestSchema} takes. */
export type DailyReportRequest = v.InferInput<typeof dailyReportRequestSchema>

/** The operations schemas (shapes: operations-shapes.ts). Every path answers the operator's own brand only. */
export const operationsSchemas = /* @__PURE__ */ (() => {
  const { id, page, pageSize, cap, factor } = operationsFields
  const currencyCode = v.optional(currencyCodeField)
  return {
    /** The brand's open book per market and currency, the largest liability first (`matchId`: one match). */
    riskMarkets: {
      request: v.object({ matchId: v.optional(id), currencyCode, page, pageSize }),
      response: pageSchema(riskMarketSchema),
    },
    /** The brand's open orders with a leg on the selection, the largest potential return first. */
    riskOrders: {
      request: v.object({ selectionId: id, currencyCode, page, pageSize }),
      response: pageSchema(riskOrderSchema),
    },
    /**
     * Sets the brand's caps in a currency: a field left out keeps its value, the empty text removes the cap.
     * Answers the caps after the change.
     */
    riskSettings: {
      request: v.object({
        currencyCode: currencyCodeField,
        maxPayoutPerOrder: cap,
        maxLiabilityPerSelection: cap,
      }),
      response: riskSettingsSchema,
    },
    /** The brand's caps in each of its currencies (null where none is set). */
    riskSettingsList: { request: v.object({}), response: v.array(riskSettingsSchema) },
    /** Sets the stake factor of a member of the operator's brand; answers it. */
    memberStakeFactor: {
      request: v.object({ memberId: id, factor }),
      response: stakeFactorSchema,
    },
    /** Per UTC day and currency from the ledger, oldest first; `format: "csv"` answers `{ filename, csv }`. */
    reportDaily: {
      request: dailyReportRequestSchema,
      response: v.union([v.array(dailyReportRowSchema), csvFileSchema]),
    },
    /** The brand's audit, newest first: who revealed which withdrawal's full account, and when. */
    auditList: { request: v.object({ page, pageSize }), response: pageSchema(auditEntrySchema) },
  } as const satisfies GroupSchemas<'operations'>
})()
