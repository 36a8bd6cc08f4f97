import type { ServerBus } from '../bus'
import { newToken, tokenHash } from '../crypto/secrets'
import type { Database, Queryable, Transaction } from '../db'
import { type Member, type MemberRow, memberColumns, memberOf } from '../members/member'
import { breakOfMember } from '../protection/breaks'
import { protectionClock } from '../protection/clock'
import { type SessionProtection, sessionProtectionOf } from '../protection/session-protection'

/** A session whose token checked out: who is calling, through which session. */
export interface AuthenticatedSession {
  /** The session's id (what `sessionRevoked` names). */
  id: number
  memberId: number
  uid: string
  token: string
  member: Member
  /** What player protection knows of the session (PROTOCOL.md section 11): its break, its login, whether to track it. */
  protection: SessionProtection
}

/** Sessions last 30 days from their login; a new login makes a new session. */
const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000

/** How many sessions `remember` keeps at most: when full it starts again (a miss costs one lookup). */
const rememberedMax = 10_000

export interface SessionStore {
  /**
   * The session of `uid` + `token` presented to brand `productNo` (the request's, `request.brand`), or null when
   * the token is unknown, revoked, expired, another member's, or its member belongs to another brand.
   */
  authenticate(
    uid: string,
    token: string,
    productNo: number,
    options?: AuthenticateOptions,
  ): Promise<AuthenticatedSession | null>
  /**
   * Lets `authenticate({ recent: true })` answer from memory a session it read less than `ms` ago. Only for a
   * node alone: a revocation clears it through the in-process bus, which no other node hears.
   */
  remember(ms: number): void
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

export interface AuthenticateOptions {
  /**
   * A session read a moment ago will do (`remember`): for a hot path whose handler reads only what a member
   * keeps for life (its id, kind, brand, odds settings), since a member's profile may have changed since.
   */
  recent?: boolean
}

interface Remembered {
  session: AuthenticatedSession
  /** Date.now() after which it is read again: the memory's limit, or the session's own expiry if sooner. */
  until: number
}

export function createSessionStore(db: Database, bus: ServerBus): SessionStore {
  const announce = (tx: Transaction, memberId: number, sessionIds: number[]) => {
    if (sessionIds.length > 0) tx.afterCommit(() => bus.emit('sessionRevoked', { memberId, sessionIds }))
  }
  let rememberMs = 0
  const remembered = new Map<string, Remembered>()
  // Counts revocations: a read that a revocation overtook is not remembered (it may predate the commit).
  let revocations = 0
  bus.on('sessionRevoked', ({ sessionIds }) => {
    revocations += 1
    const revoked = new Set(sessionIds)
    for (const [token, entry] of remembered) if (revoked.has(entry.session.id)) remembered.delete(token)
  })
  bus.on('memberChanged', ({ memberId }) => {
    revocations += 1
    for (const [token, entry] of remembered) if (entry.session.memberId === memberId) remembered.delete(token)
  })

  const lookUp = async (uid: string, token: string, productNo: number) => {
    const [row] = await db.query<
      MemberRow & { session_id: number; session_expires_at: Date } & Parameters<typeof sessionProtectionOf>[0]
    >(
      `SELECT s.id AS session_id, s.expires_at AS session_expires_at, ${memberColumns('m')},
         s.restricted_reason, s.restricted_until, s.started_at,
         EXISTS (SELECT 1 FROM member_protection p WHERE p.member_id = s.member_id) AS guarded,
         (m.kind = 'registered' AND EXISTS (SELECT 1 FROM brand_identity_rules b
           WHERE b.product_no = m.product_no AND b.require_kyc
             AND NOT EXISTS (SELECT 1 FROM member_kyc k WHERE k.member_id = m.id AND k.status = 'verified')
         )) AS identity_pending
       FROM sessions s JOIN members m ON m.id = s.member_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [tokenHash(token)],
      { prepare: true },
    )
    if (!row || String(row.id) !== uid) return null
    const member = memberOf(row)
    // A token of one brand is unknown to the others: their players are apart.
    if (member.productNo !== productNo) return null
    const session = {
      id: Number(row.session_id),
      memberId: member.id,
      uid: member.uid,
      token,
      member,
      protection: sessionProtectionOf(row),
    }
    return { session, expiresAt: new Date(row.session_expires_at).getTime() }
  }

  return {
    async authenticate(uid, token, productNo, options) {
      if (!token || !uid || token.length > 200) return null
      if (!options?.recent || rememberMs === 0) return (await lookUp(uid, token, productNo))?.session ?? null
      const now = Date.now()
      const entry = remembered.get(token)
      if (entry && entry.until > now) {
        const { session } = entry
        return session.uid === uid && session.member.productNo === productNo ? session : null
      }
      const revocationsBefore = revocations
      const found = await lookUp(uid, token, productNo)
      if (!found) return null
      if (revocations === revocationsBefore) {
        if (remembered.size >= rememberedMax) remembered.clear()
        remembered.set(token, { session: found.session, until: Math.min(now + rememberMs, found.expiresAt) })
      }
      return found.session
    },
    remember(ms) {
      rememberMs = ms
      remembered.clear()
    },
    async open(q, memberId) {
      const { token, hash } = newToken()
      // A login during a time-out or self-exclusion opens a restricted session (PROTOCOL.md section 11).
      const now = protectionClock.now()
      const restricted = await breakOfMember(q, memberId, now)
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO sessions (member_id, token_hash, expires_at, started_at, restricted_reason, restricted_until)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          memberId,
          hash,
          new Date(Date.now() + sessionLifetimeMs),
          now,
          restricted?.reason ?? null,
          restricted?.until ?? null,
        ],
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
