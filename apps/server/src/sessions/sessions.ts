import type { ServerBus } from '../bus'
import { newToken, tokenHash } from '../crypto/secrets'
import type { Database, Queryable, Transaction } from '../db'
import { type Member, type MemberRow, memberColumns, memberOf } from '../members/member'

/** A session whose token checked out: who is calling, through which session. */
export interface AuthenticatedSession {
  /** The session's id (what `sessionRevoked` names). */
  id: number
  memberId: number
  uid: string
  token: string
  member: Member
}

/** Sessions last 30 days from their login; a new login makes a new session. */
const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000

export interface SessionStore {
  /**
   * The session of `uid` + `token` presented to brand `productNo` (the request's, `brandOfOrigin`), or null when
   * the token is unknown, revoked, expired, another member's, or its member belongs to another brand.
   */
  authenticate(uid: string, token: string, productNo: number): Promise<AuthenticatedSession | null>
  /** Opens a session for the member and returns its token (the only time the token exists in clear). */
  open(q: Queryable, memberId: number): Promise<{ id: number; token: string }>
  /** Revokes these sessions of the member; the sockets hear `sessionRevoked` after the commit. */
  revoke(tx: Transaction, memberId: number, sessionIds: number[], reason: string): Promise<void>
  /** Revokes every live session of the member except `keepSessionId` (password change). */
  revokeOthers(
    tx: Transaction,
    memberId: number,
    keepSessionId: number | null,
    reason: string,
  ): Promise<number[]>
}

export function createSessionStore(db: Database, bus: ServerBus): SessionStore {
  const announce = (tx: Transaction, memberId: number, sessionIds: number[]) => {
    if (sessionIds.length > 0) tx.afterCommit(() => bus.emit('sessionRevoked', { memberId, sessionIds }))
  }
  return {
    async authenticate(uid, token, productNo) {
      if (!token || !uid || token.length > 200) return null
      const [row] = await db.query<MemberRow & { session_id: number }>(
        `SELECT s.id AS session_id, ${memberColumns('m')} FROM sessions s JOIN members m ON m.id = s.member_id
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
        [tokenHash(token)],
        { prepare: true },
      )
      if (!row || String(row.id) !== uid) return null
      const member = memberOf(row)
      // A token of one brand is unknown to the others: their players are apart.
      if (member.productNo !== productNo) return null
      return { id: Number(row.session_id), memberId: member.id, uid: member.uid, token, member }
    },
    async open(q, memberId) {
      const { token, hash } = newToken()
      const [row] = await q.query<{ id: number }>(
        'INSERT INTO sessions (member_id, token_hash, expires_at) VALUES ($1, $2, $3) RETURNING id',
        [memberId, hash, new Date(Date.now() + sessionLifetimeMs)],
      )
      return { id: Number(row!.id), token }
    },
    async revoke(tx, memberId, sessionIds, reason) {
      if (sessionIds.length === 0) return
      const rows = await tx.query<{ id: number }>(
        `UPDATE sessions SET revoked_at = now(), revoked_reason = $3
         WHERE member_id = $1 AND id = ANY($2::bigint[]) AND revoked_at IS NULL RETURNING id`,
        [memberId, sessionIds, reason],
      )
      announce(
        tx,
        memberId,
        rows.map((row) => Number(row.id)),
      )
    },
    async revokeOthers(tx, memberId, keepSessionId, reason) {
      const rows = await tx.query<{ id: number }>(
        `UPDATE sessions SET revoked_at = now(), revoked_reason = $3
         WHERE member_id = $1 AND revoked_at IS NULL AND id <> $2 RETURNING id`,
        [memberId, keepSessionId ?? 0, reason],
      )
      const ids = rows.map((row) => Number(row.id))
      announce(tx, memberId, ids)
      return ids
    },
  }
}
