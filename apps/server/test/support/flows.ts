import type { UserInfo } from '@sportsbook/sdk/protocol'
import { expect } from 'vitest'
import { pwdOf, type TestClient, type TestSession } from './client'
import { completeIdentityCheck } from './identity'

let counter = 0

/** A fresh account name per call (letters and digits, at most 16). */
export function uniqueAccount(prefix = 'p'): string {
  counter += 1
  return `${prefix}${Date.now().toString(36).slice(-6)}${counter}${Math.floor(Math.random() * 1000)}`.slice(
    0,
    16,
  )
}

/** userCreate then userClogin: a visitor session. */
export async function newVisitor(client: TestClient): Promise<TestSession & { user: UserInfo }> {
  const created = await client.form<TestSession>('/app/api/visitor/create', { lang: 'en' })
  expect(created.code).toBe(0)
  const login = await client.form<UserInfo>('/app/api/visitor/login', { lang: 'en' }, created.data)
  expect(login.code).toBe(0)
  return { ...created.data, user: login.data }
}

/**
 * A visitor registered as `account` with `password`: the new member's session, its identity verified through the
 * sandbox (`identity: false` leaves it unverified).
 */
export async function newMember(
  client: TestClient,
  account = uniqueAccount(),
  password = 'secret123',
  options: { identity?: boolean } = {},
): Promise<TestSession & { user: UserInfo; account: string; password: string }> {
  const visitor = await newVisitor(client)
  const answer = await client.form<UserInfo>(
    '/app/api/member/create/account',
    { account, pwd: pwdOf(password), promoteCode: '', lang: 'en' },
    visitor,
  )
  expect(answer.code, answer.msg).toBe(0)
  // Apex requires a verified identity before money moves (PROTOCOL.md section 13): a suite's member has one,
  // unless the test is about not having one.
  if (options.identity !== false) await completeIdentityCheck(client, answer.data)
  return { uid: answer.data.uid, token: answer.data.token, user: answer.data, account, password }
}

export function login(
  client: TestClient,
  account: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  return client.form<UserInfo>('/app/api/member/login/account', {
    account,
    pwd: pwdOf(password),
    code: '',
    captchaType: '',
    domainType: 3,
    lang: 'en',
    ...extra,
  })
}
