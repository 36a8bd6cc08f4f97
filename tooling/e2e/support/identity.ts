// Identity checks of PROTOCOL.md section 13 from the test itself: Apex (800000) requires a verified identity
// before deposits and stakes, so the suites' members complete the sandbox form over HTTP as a player would.
import { apiUrl, type BrandUnderTest, siteUrl } from '../brands'
import { clientInfo } from './client-info.mjs'

export interface IdentityForm {
  name: string
  birthDate: string
  address: string
}

export const adultIdentity: IdentityForm = {
  name: 'Ada Lovelace',
  birthDate: '1990-12-10',
  address: '1 Test Street',
}

/** The member's identity check: its status and the sandbox page to start or continue it. */
export async function identityOf(
  brand: BrandUnderTest,
  session: { uid: string; token: string },
): Promise<{ status: string; url: string }> {
  const response = await fetch(`${apiUrl}/app/api/member/kyc`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteUrl(brand) },
    body: new URLSearchParams({ ...session, ...clientInfo(`e2e-${brand.productNo}`, brand.channel) }),
  })
  const answer = (await response.json()) as {
    code: number
    msg: string
    data: { status: string; url: string }
  }
  if (answer.code !== 0) throw new Error(`/app/api/member/kyc answered ${answer.code} ${answer.msg}`)
  return answer.data
}

/** Posts the sandbox form for the member (an adult by default); the sandbox notifies the server before it redirects. */
export async function verifyIdentity(
  brand: BrandUnderTest,
  session: { uid: string; token: string },
  form: IdentityForm = adultIdentity,
): Promise<void> {
  const { status, url } = await identityOf(brand, session)
  if (status === 'verified') return
  const posted = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form }),
    redirect: 'manual',
  })
  if (posted.status !== 303) throw new Error(`the sandbox identity page answered ${posted.status}`)
}
