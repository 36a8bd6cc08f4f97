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

/**
 * Whether the member's brand requires a verified identity and the member has none yet (registered members only:
 * demo money is no one's). A verified identity stays verified, so a hot path may ask this outside its transaction.
 */
export async function identityUnverified(
  q: Queryable,
  member: Pick<Member, 'id' | 'kind' | 'productNo'>,
): Promise<boolean> {
  if (member.kind !== 'registered') return false
  const rows = await q.query(unverifiedIdentitySql, [member.id, member.productNo])
  return rows.length > 0
}

/**
 * A row when member `$1` of brand `$2` lacks the identity its brand requires: a hot path may ask it in the same
 * statement as its other checks (requests/player-protection's protectionApplies).
 */
export const unverifiedIdentitySql = `SELECT 1 FROM brand_identity_rules b WHERE b.product_no = $2 AND b.require_kyc
  AND NOT EXISTS (SELECT 1 FROM member_kyc k WHERE k.member_id = $1 AND k.status = 'verified')`

/**
 * The identity rule of the money paths (PROTOCOL.md section 13): in a brand that requires it, a registered member
 * who is not verified may not deposit, withdraw or stake (1009 `data.kyc`; nothing changed). Called through
 * requests/player-protection's one check of the money paths.
 */
export async function checkIdentity(
  q: Queryable,
  member: Pick<Member, 'id' | 'kind' | 'productNo'>,
): Promise<void> {
  if (await identityUnverified(q, member)) {
    throw new BusinessError(codes.KYC_REQUIRED, 'kycRequired', { kyc: await kycStatusOf(q, member.id) })
  }
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
