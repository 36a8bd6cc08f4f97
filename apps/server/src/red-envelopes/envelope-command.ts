import { redEnvelopeCreateRequestSchema } from '@sportsbook/sdk/protocol/schemas'
import * as v from 'valibot'
import type { ServerConfig } from '../config'
import type { Database } from '../db'
import { isBusinessError } from '../errors'
import type { Ledger } from '../ledger/ledger'
import { createActivity } from './create-activity'

export const redEnvelopeUsage = `  red-envelope <title> <total> <count> <currency> [--min <amount>] [--starts <time>] [--ends <time>]
                                                         create a red envelope activity the house funds
                                                         (times: ISO 8601 or ms; default now and 24 hours on)`

function timeOf(text: string | undefined, fallback: number): number | null {
  if (text === undefined) return fallback
  const value = /^\d+$/.test(text) ? Number(text) : Date.parse(text)
  return Number.isFinite(value) ? value : null
}

function take(args: string[], name: string): string | undefined {
  const at = args.indexOf(name)
  return at >= 0 ? args.splice(at, 2)[1] : undefined
}

/**
 * `red-envelope` of the command line: creates an activity like `/app/api/internal/red-envelope/create`, with the
 * same rules (split and funded at once); the servers announce it when it opens. The answer line, or `{ error }`.
 */
export async function redEnvelopeCommand(
  deps: { db: Database; ledger: Ledger; config: Pick<ServerConfig, 'brands'> },
  productNo: number,
  args: string[],
): Promise<string | { error: string }> {
  const rest = [...args]
  const minAmount = take(rest, '--min')
  const now = Date.now()
  const startsAt = timeOf(take(rest, '--starts'), now)
  const endsAt = timeOf(take(rest, '--ends'), (startsAt ?? now) + 24 * 60 * 60 * 1000)
  const [title, total, count, currencyCode, ...extra] = rest
  if (!title || !total || !count || !currencyCode || extra.length > 0) return { error: redEnvelopeUsage }
  if (startsAt === null || endsAt === null) return { error: 'invalid --starts or --ends' }
  const parsed = v.safeParse(redEnvelopeCreateRequestSchema, {
    title,
    total,
    count,
    currencyCode: currencyCode.toUpperCase(),
    minAmount,
    startsAt,
    endsAt,
  })
  if (!parsed.success) {
    return {
      error: `invalid ${parsed.issues[0].path?.map((item) => String(item.key)).join('.') ?? 'activity'}`,
    }
  }
  try {
    const activity = await createActivity(deps, { ...parsed.output, productNo, createdBy: null })
    return `red envelope activity ${activity.id} of brand ${productNo}: ${activity.count} envelopes, ${activity.total} ${activity.currencyCode}`
  } catch (error) {
    if (isBusinessError(error)) return { error: `refused: ${JSON.stringify(error.data)}` }
    throw error
  }
}
