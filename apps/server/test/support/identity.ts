import type { Kyc } from '@sportsbook/sdk/protocol'
import { expect } from 'vitest'
import type { TestClient, TestSession } from './client'

/** What the sandbox KYC form takes (account/kyc/sandbox-kyc-page.ts): an adult by default. */
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

/**
 * Completes the sandbox identity check of the member as a player would (PROTOCOL.md section 13): asks for its url,
 * posts the form there, and the sandbox notifies the server over HTTP before it redirects. Answers the status after.
 */
export async function completeIdentityCheck(
  client: TestClient,
  session: TestSession,
  form: IdentityForm = adultIdentity,
): Promise<Kyc> {
  const started = await client.form<Kyc>('/app/api/member/kyc', {}, session)
  expect(started.code, started.msg).toBe(0)
  if (started.data.status === 'verified') return started.data
  const posted = await fetch(started.data.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form }),
    redirect: 'manual',
  })
  expect(posted.status).toBe(303)
  const after = await client.form<Kyc>('/app/api/member/kyc', {}, session)
  expect(after.code, after.msg).toBe(0)
  return after.data
}
