import type { CsvFile, StatementEntry } from '@sportsbook/sdk/protocol'
import { amountLog } from '../bets/records'
import type { ServerContext } from '../context'
import { csvAnswer } from '../http/csv'
import type { LanguageCode } from '../i18n/languages'
import type { Member } from '../members/member'
import type { Page, PageQuery } from '../requests/paging'

export interface StatementRequest extends PageQuery {
  startTime: number
  endTime: number
  currencyCode?: string | undefined
}

/** The most entries one CSV carries (a year of a busy player); the pages have them all. */
const csvMaxRows = 50_000
const csvPageSize = 1_000

/**
 * The member's statement (PROTOCOL.md section 11): every movement of its balances in [startTime, endTime), newest
 * first, each with the balance after it and what it was as a sentence in `lang` (the ledger's own account history,
 * `trade/member/amount/log`, read as the statement's shape). Everything is kept, so any range of the schema's
 * year reads back as far as the member's first movement.
 */
export async function statementPage(
  ctx: ServerContext,
  member: Member,
  lang: LanguageCode,
  request: StatementRequest,
): Promise<Page<StatementEntry>> {
  const page = await amountLog(ctx, member.id, lang, request)
  return {
    ...page,
    list: page.list.map((entry) => ({
      time: entry.createdAt,
      kind: entry.kind,
      ref: entry.reference,
      currencyCode: entry.currencyCode,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      memo: entry.memo ?? '',
    })),
  }
}

const columns = ['time', 'kind', 'ref', 'currencyCode', 'amount', 'balanceAfter', 'memo'] as const
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The statement as CSV (RFC 4180, UTF-8, a header row); times in ISO 8601 UTC, oldest first. */
export async function statementCsv(
  ctx: ServerContext,
  member: Member,
  lang: LanguageCode,
  request: StatementRequest,
): Promise<CsvFile> {
  const entries: StatementEntry[] = []
  for (let page = 1; entries.length < csvMaxRows; page += 1) {
    const read = await statementPage(ctx, member, lang, { ...request, page, pageSize: csvPageSize })
    entries.push(...read.list)
    if (read.list.length < csvPageSize) break
  }
  const rows = entries.reverse().map((entry) => ({ ...entry, time: new Date(entry.time).toISOString() }))
  const name = `statement-${member.account ?? member.id}-${day(request.startTime)}-${day(request.endTime - 1)}.csv`
  return csvAnswer(name, columns, rows)
}
