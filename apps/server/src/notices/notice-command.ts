import { noticeCreateRequestSchema } from '@sportsbook/sdk/protocol/schemas'
import * as v from 'valibot'
import type { Database } from '../db'
import { insertNotice } from './notices'

export const noticeUsage =
  '  notice <title> <content> [--kind notice|news|marquee] [--pinned]   publish a notice to the brand'

/**
 * `notice` of the command line: publishes like `/app/api/internal/notice/create`, with the same field rules; the
 * servers' notice feeds push it to the brand's sockets within seconds. The answer line, or `{ error }`.
 */
export async function noticeCommand(
  db: Database,
  productNo: number,
  args: string[],
): Promise<string | { error: string }> {
  const rest = [...args]
  const pinnedAt = rest.indexOf('--pinned')
  if (pinnedAt >= 0) rest.splice(pinnedAt, 1)
  const kindAt = rest.indexOf('--kind')
  const kind = kindAt >= 0 ? rest.splice(kindAt, 2)[1] : undefined
  const [title, content, ...extra] = rest
  if (title === undefined || content === undefined || extra.length > 0) return { error: noticeUsage }
  const parsed = v.safeParse(noticeCreateRequestSchema, { title, content, kind, pinned: pinnedAt >= 0 })
  if (!parsed.success) {
    return {
      error: `invalid ${parsed.issues[0].path?.map((item) => String(item.key)).join('.') ?? 'notice'}`,
    }
  }
  const notice = await insertNotice(db, { ...parsed.output, productNo, createdBy: null })
  return `notice ${notice.id} published to brand ${productNo}`
}
