import { randomBytes, randomUUID } from 'node:crypto'
import type { Database } from '../../db'
import { type SignedNotification, signNotification } from '../../payments/signed-notifications'
import { accountClock } from '../account-clock'
import { type KycEvent, type KycProvider, verifySignedKycEvent } from './kyc-provider'

/** The built-in provider's name: `/app/api/kyc/notify/sandbox`, `KYC_SECRETS` entry `sandbox=...`. */
export const sandboxKycName = 'sandbox'

export interface SandboxCheck {
  id: string
  memberId: number
  minAge: number
  returnUrl: string
  status: 'open' | 'verified' | 'refused'
}

/** What the sandbox's form asks: name, birth date (YYYY-MM-DD) and address. */
export interface SandboxKycForm {
  name: string
  birthDate: string
  address: string
}

export interface SandboxKycBook {
  find(id: string): Promise<SandboxCheck | null>
  /** Closes an open check with its decision; false when it was not open. */
  decide(id: string, decision: 'verified' | 'refused'): Promise<boolean>
  /** The signed notification of a decision, as a remote provider would send it. */
  notificationOf(check: SandboxCheck, decision: 'verified' | 'refused'): SignedNotification
}

/** Whole years from `birthDate` (YYYY-MM-DD) to `now`. */
export function ageOn(birthDate: string, now: number): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number]
  const today = new Date(now)
  const had =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day)
  return today.getUTCFullYear() - year - (had ? 0 : 1)
}

/**
 * The sandbox's rules (PROTOCOL.md section 13): under the brand's minimum age refused, a name containing "reject"
 * refused (so refusals can be tried), else verified.
 */
export function sandboxDecision(form: SandboxKycForm, minAge: number, now: number): 'verified' | 'refused' {
  if (ageOn(form.birthDate, now) < minAge) return 'refused'
  if (/reject/i.test(form.name)) return 'refused'
  return 'verified'
}

/**
 * The sandbox KYC provider: its own book of checks (`kyc_sandbox_checks`), a form page at `/sandbox/kyc/<id>`
 * (sandbox-kyc-page.ts), and the same signed notification and route as any provider.
 */
export function createSandboxKyc(db: Database, secret: string): KycProvider & SandboxKycBook {
  const find = async (id: string): Promise<SandboxCheck | null> => {
    const [row] = await db.query<{
      id: string
      member_id: string
      min_age: number
      return_url: string
      status: SandboxCheck['status']
    }>('SELECT id, member_id, min_age, return_url, status FROM kyc_sandbox_checks WHERE id = $1', [id])
    if (!row) return null
    return {
      id: row.id,
      memberId: Number(row.member_id),
      minAge: row.min_age,
      returnUrl: row.return_url,
      status: row.status,
    }
  }
  return {
    name: sandboxKycName,
    async startCheck(request) {
      const id = `kyc_${randomBytes(16).toString('hex')}`
      await db.query(
        `INSERT INTO kyc_sandbox_checks (id, member_id, min_age, return_url, created_at) VALUES ($1, $2, $3, $4, $5)`,
        [id, request.memberId, request.minAge, request.returnUrl, accountClock.now()],
      )
      return { url: `${request.publicBaseUrl}/sandbox/kyc/${id}`, ref: id }
    },
    async checkUrl(ref, publicBaseUrl) {
      const check = await find(ref)
      return check?.status === 'open' ? `${publicBaseUrl}/sandbox/kyc/${ref}` : null
    },
    verifyNotification(rawBody, headers) {
      return verifySignedKycEvent(rawBody, headers, [secret])
    },
    find,
    async decide(id, decision) {
      const rows = await db.query(
        `UPDATE kyc_sandbox_checks SET status = $2 WHERE id = $1 AND status = 'open' RETURNING id`,
        [id, decision],
      )
      return rows.length > 0
    },
    notificationOf(check, decision) {
      const event: KycEvent = {
        id: `evt_${randomUUID()}`,
        type: decision === 'verified' ? 'kyc.verified' : 'kyc.refused',
        memberId: check.memberId,
        checkRef: check.id,
        created: Date.now(),
      }
      return signNotification(secret, event)
    },
  }
}
