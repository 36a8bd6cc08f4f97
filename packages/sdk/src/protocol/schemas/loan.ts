import * as v from 'valibot'
import type { GroupSchemas } from '../schema-map'
import { dayStatSchema, settleStatSchema, winStatSchema } from './bet-shapes'
import { currencyCodeField, formInteger, positiveMoneyField } from './fields'
import { pageSchema } from './match-shapes'
import { loanRecordSchema } from './wallet-shapes'

/**
 * Request and answer schemas of the Loan and stats paths. The member stats are computed from the member's orders
 * in one currency (its own by default), days in the caller's offset (utcOffsetMinutes: minutes to add to UTC).
 * Loans (registered members, idempotent by `requestId`) draw on the member's credit line in a currency: a loan is
 * at most `creditAmount - loanAmount`, a repayment at most the outstanding loan and the display balance (2004).
 */
export const loanSchemas = /* @__PURE__ */ (() => {
  const currencyCode = v.optional(currencyCodeField)
  const utcOffsetMinutes = v.optional(v.pipe(formInteger(), v.minValue(-840), v.maxValue(840)))
  const time = v.optional(v.pipe(formInteger(), v.minValue(0)))
  const loanMove = v.object({
    amount: positiveMoneyField,
    currencyCode: currencyCodeField,
    /** The idempotency key, per member like order create. */
    requestId: v.pipe(v.string(), v.uuid('a UUID')),
  })
  return {
    /** Borrows on the credit line: `loan` → member. */
    borrow: { request: loanMove, response: loanRecordSchema },
    /** Pays back: member → `loan`. */
    repay: { request: loanMove, response: loanRecordSchema },
    /** The caller's loans and repayments, newest first (in one currency when given). */
    records: {
      request: v.object({
        currencyCode,
        page: v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(10_000))),
        pageSize: v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(100))),
      }),
      response: pageSchema(loanRecordSchema),
    },
    /** Today so far. */
    statToday: { request: v.object({ currencyCode, utcOffsetMinutes }), response: dayStatSchema },
    /** Orders settled in [startTime, endTime) (ms); all time without a range. */
    statSettle: {
      request: v.object({ currencyCode, startTime: time, endTime: time }),
      response: settleStatSchema,
    },
    /** Over the last `days` days (default 30) by settlement time. */
    winStat: {
      request: v.object({
        currencyCode,
        days: v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(365))),
      }),
      response: winStatSchema,
    },
    /** One day: `date` is YYYY-MM-DD in the caller's offset. */
    statByDate: {
      request: v.object({
        date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD')),
        currencyCode,
        utcOffsetMinutes,
      }),
      response: dayStatSchema,
    },
    /** The last `days` days (default 7) up to today, oldest first (a chart's order); days without bets are zeros. */
    statDaily: {
      request: v.object({
        currencyCode,
        utcOffsetMinutes,
        days: v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(90))),
      }),
      response: v.array(dayStatSchema),
    },
  } as const satisfies GroupSchemas<'loan'>
})()
