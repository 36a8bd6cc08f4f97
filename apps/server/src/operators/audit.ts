import type { AuditAction, AuditEntry } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Queryable } from '../db'
import type { Member } from '../members/member'
import { type Page, type PageQuery, pageOfRows } from '../requests/paging'

/**
 * The operators' audit: what an operator read that a brand keeps a record of (a withdrawal's full account). A line
 * is written in the transaction that reads what it records, so no reveal goes unlogged.
 */
export async function recordAudit(
  q: Queryable,
  operator: Member,
  line: { action: AuditAction; memberId: number; subjectId: number },
): Promise<void> {
  await q.query(
    `INSERT INTO operator_audit (product_no, operator_id, action, member_id, subject_id, at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [operator.productNo, operator.id, line.action, line.memberId, line.subjectId, Date.now()],
  )
}

interface AuditRow {
  id: number
  action: AuditAction
  operator_id: number
  operator_account: string | null
  member_id: number
  member_account: string | null
  subject_id: number
  at: number | string
}

/** The operator's brand's audit, newest first. */
export function auditPage(
  ctx: ServerContext,
  operator: Member,
  request: PageQuery,
): Promise<Page<AuditEntry>> {
  const where = 'WHERE a.product_no = $1'
  return pageOfRows(
    ctx.db,
    request,
    {
      select: `SELECT a.id, a.action, a.operator_id, o.account AS operator_account, a.member_id,
          m.account AS member_account, a.subject_id, a.at
        FROM operator_audit a JOIN members o ON o.id = a.operator_id JOIN members m ON m.id = a.member_id
        ${where} ORDER BY a.id DESC`,
      count: `SELECT count(*)::int AS total FROM operator_audit a ${where}`,
      params: [operator.productNo],
    },
    (row: AuditRow): AuditEntry => ({
      id: Number(row.id),
      action: row.action,
      operator: { memberId: Number(row.operator_id), account: row.operator_account ?? '' },
      member: { memberId: Number(row.member_id), account: row.member_account ?? '' },
      subjectId: Number(row.subject_id),
      at: Number(row.at),
    }),
  )
}
