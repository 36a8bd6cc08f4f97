import { codes, type Kyc, type KycStatus } from '@sportsbook/sdk/protocol'
import type { ServerConfig } from '../../config'
import type { Database, Queryable } from '../../db'
import { BusinessError } from '../../errors'
import type { Member } from '../../members/member'
import { protectionSettingsOf } from '../../protection/settings'
import { accountClock } from '../account-clock'
import type { KycProviders } from './kyc-provider'

/** Whether brand `productNo` requires a verified identity before money moves (`requireKyc` in BRANDS). */
export function kycRequired(config: ServerConfig, productNo: number): boolean {
  return config.brands.get(productNo)?.requireKyc === true
}

/** The member's identity check status ('none' before any). */
export async function kycStatusOf(q: Queryable, memberId: number): Promise<KycStatus> {
  const [row] = await q.query<{ status: KycStatus }>('SELECT status FROM member_kyc WHERE member_id = $1', [
    memberId,
  ])
  return row?.status ?? 'none'
}

/**
 * Writes each configured brand's `requireKyc` where the money paths read it (`brand_identity_rules`), at start:
 * every node of a deployment has the same BRANDS.
 */
export async function writeIdentityRules(db: Database, config: ServerConfig): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM brand_identity_rules WHERE NOT (product_no = ANY($1::int[]))', [
      [...config.brands.keys()],
    ])
    for (const productNo of config.brands.keys()) {
      await tx.query(
        `INSERT INTO brand_identity_rules (product_no, require_kyc) VALUES ($1, $2)
         ON CONFLICT (product_no) DO UPDATE SET require_kyc = $2`,
        [productNo, kycRequired(config, productNo)],
      )
    }
  })
}

/** Whether the member's brand requires a verified identity (registered members only: demo money is no one's). */
export async function identityApplies(
  q: Queryable,
  member: Pick<Member, 'kind' | 'productNo'>,
): Promise<boolean> {
  if (member.kind !== 'registered') return false
  const rows = await q.query('SELECT 1 FROM brand_identity_rules WHERE product_no = $1 AND require_kyc', [
    member.productNo,
  ])
  return rows.length > 0
}

/**
 * The identity rule of the money paths (PROTOCOL.md section 13): in a brand that requires it, a registered member
 * who is not verified may not deposit, withdraw or stake (1009 `data.kyc`; nothing changed). Called through
 * requests/player-protection's one check of the money paths.
 */
export async function checkIdentity(
  q: Queryable,
  member: Pick<Member, 'id' | 'kind' | 'productNo'>,
): Promise<void> {
  if (!(await identityApplies(q, member))) return
  const status = await kycStatusOf(q, member.id)
  if (status !== 'verified') throw new BusinessError(codes.KYC_REQUIRED, 'kycRequired', { kyc: status })
}

export interface KycPlace {
  returnUrl: string
  publicBaseUrl: string
}

/**
 * `/app/api/member/kyc`: the status and where to start or continue. A check still open at the provider is
 * continued; otherwise (none yet, refused) a new one starts. Verified needs no page (url empty).
 */
export async function kycOf(
  q: Queryable,
  config: ServerConfig,
  providers: KycProviders,
  member: Member,
  place: KycPlace,
): Promise<Kyc> {
  const [row] = await q.query<{ status: KycStatus; provider: string; check_ref: string | null }>(
    'SELECT status, provider, check_ref FROM member_kyc WHERE member_id = $1',
    [member.id],
  )
  const status = row?.status ?? 'none'
  const provider = providers.get(row?.provider ?? '') ?? providers.values().next().value
  if (status === 'verified' || !provider) return { status, url: '' }
  if (row?.check_ref && row.provider === provider.name) {
    const url = await provider.checkUrl(row.check_ref, place.publicBaseUrl)
    if (url) return { status, url }
  }
  const started = await provider.startCheck({
    memberId: member.id,
    minAge: protectionSettingsOf(config, member.productNo).minAge,
    ...place,
  })
  await q.query(
    `INSERT INTO member_kyc (member_id, status, provider, check_ref, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id) DO UPDATE SET provider = $3, check_ref = $4, updated_at = $5`,
    [member.id, status, provider.name, started.ref, accountClock.now()],
  )
  return { status, url: started.url }
}
