import type { Notice, NoticeKind } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../db'
import { type Page, type PageQuery, pageOfRows } from '../requests/paging'

/**
 * Notices of a brand (PROTOCOL.md section 10, Notices): published by operators, read by anyone of the brand.
 * `content` is stored and answered as the plain text it was sent as; the clients show it as text.
 */
interface NoticeRow {
  id: number
  title: string
  content: string
  kind: NoticeKind
  pinned: boolean
  created_at: number | string
  product_no: number
}

const columns = 'id, title, content, kind, pinned, created_at, product_no'

export function wireNotice(row: NoticeRow): Notice {
  return {
    id: Number(row.id),
    title: row.title,
    content: row.content,
    kind: row.kind,
    pinned: row.pinned,
    createdAt: Number(row.created_at),
  }
}

export interface NewNotice {
  productNo: number
  title: string
  content: string
  kind: NoticeKind
  pinned: boolean
  createdBy: number | null
}

export async function insertNotice(q: Queryable, notice: NewNotice, now = Date.now()): Promise<Notice> {
  const [row] = await q.query<NoticeRow>(
    `INSERT INTO notices (product_no, title, content, kind, pinned, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${columns}`,
    [notice.productNo, notice.title, notice.content, notice.kind, notice.pinned, notice.createdBy, now],
  )
  return wireNotice(row!)
}

/** `app/api/notice/list`: the brand's latest 20 notices, pinned ones first, then newest first. */
export async function latestNotices(q: Queryable, productNo: number): Promise<Notice[]> {
  const rows = await q.query<NoticeRow>(
    `SELECT ${columns} FROM (SELECT ${columns} FROM notices WHERE product_no = $1 ORDER BY id DESC LIMIT 20) latest
     ORDER BY pinned DESC, id DESC`,
    [productNo],
  )
  return rows.map(wireNotice)
}

/** `app/api/notice/page/list`: newest first; `afterId` keeps only newer ones (what a reconnect missed). */
export async function noticePage(
  q: Queryable,
  productNo: number,
  filter: PageQuery & { afterId?: number },
): Promise<Page<Notice>> {
  const afterId = filter.afterId ?? 0
  return pageOfRows(
    q,
    filter,
    {
      select: `SELECT ${columns} FROM notices WHERE product_no = $1 AND id > $2 ORDER BY id DESC`,
      count: 'SELECT count(*) AS total FROM notices WHERE product_no = $1 AND id > $2',
      params: [productNo, afterId],
    },
    wireNotice,
  )
}

/**
 * Command-line notices (no operator wrote them) created since `since` (ms), oldest first, with their brand: what
 * the notice feed pushes. An operator's notice is pushed by the node that published it, so never twice.
 */
export async function noticesSince(q: Queryable, since: number) {
  const rows = await q.query<NoticeRow>(
    `SELECT ${columns} FROM notices WHERE created_at >= $1 AND created_by IS NULL ORDER BY id`,
    [since],
  )
  return rows.map((row) => ({ productNo: Number(row.product_no), notice: wireNotice(row) }))
}
