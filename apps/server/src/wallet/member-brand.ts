import type { Queryable } from '../db'
import type { Member } from '../members/member'

/**
 * The brand (product number) a member belongs to (migrations/2100_brand_tenancy.sql): every wallet row follows
 * its member, and an operator sees only its own brand's.
 */
export async function brandOfMember(q: Queryable, member: Pick<Member, 'id'>): Promise<number> {
  const known = (member as { productNo?: unknown }).productNo
  if (typeof known === 'number') return known
  const [row] = await q.query<{ product_no: number }>('SELECT product_no FROM members WHERE id = $1', [
    member.id,
  ])
  if (!row) throw new Error(`member ${member.id} vanished`)
  return Number(row.product_no)
}
