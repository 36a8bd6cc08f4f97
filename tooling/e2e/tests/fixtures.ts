import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page, type Request } from '@playwright/test'
import { apiUrl, type BrandOption, type BrandUnderTest, brands, siteUrl } from '../brands'
import { clientInfo } from '../support/client-info.mjs'
import { verifyIdentity } from '../support/identity'
import { type Texts, textsOf } from './texts'

/** Each project runs every test against one brand; `brand` says which, `texts` what its pages say. */
/** The registration path (PROTOCOL.md): the stories record it, wait for it and refuse it. */
export const createAccountPath = '/app/api/member/create/account'

export const test = base.extend<BrandOption & { texts: Texts }>({
  brand: [brands[0], { option: true }],
  texts: async ({ brand }, use) => use(textsOf(brand)),
})

export { expect }

/** A username no other test of the run uses (2-16 letters and digits, spec section 5). */
export function uniqueUsername(prefix = 'p'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.slice(0, 16)
}

/** The SDK's double MD5 of a password, computed here independently with node:crypto. */
export function md5x2(password: string): string {
  const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')
  return md5(md5(password))
}

/** Opens the brand's site at `hash` (e.g. `#/register`) and waits for the app to render. */
export async function openSite(page: Page, hash: string, search = ''): Promise<void> {
  await page.goto(`/${search}${hash}`)
  await expect(page.locator('#root > *').first()).toBeVisible()
}

/** The fields of a form-encoded call (the SDK's default encoding, spec section 7). */
export function formFields(request: Request): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.postData() ?? ''))
}

/**
 * Every call the page makes to a server path, in order (`.length` reads how many so far). It listens through a
 * route, which hands the call on to the routes made before it (`fallback`): Chromium reports a fetch body to
 * Playwright only for routed calls. Make it after a route that answers a call, or it sees that call first.
 */
export async function recordCalls(page: Page, path: string): Promise<Request[]> {
  const calls: Request[] = []
  await page.route(
    (url) => url.href.startsWith(apiUrl) && url.pathname === path,
    (route) => {
      calls.push(route.request())
      return route.fallback()
    },
  )
  return calls
}

/** A server answer envelope (PROTOCOL.md section 1) for `route.fulfill`. */
export function envelope(code: number, data: unknown = null, msg = code === 0 ? 'Success' : `code ${code}`) {
  return { status: 200, contentType: 'application/json', json: { code, msg, data } }
}

/**
 * The registered inviter the seeded server holds on `brand` and its invitation code (support/seeded-server.mjs):
 * a code works only on its own brand.
 */
export function seed(brand: BrandUnderTest): {
  invitationCode: string
  inviter: { account: string; password: string }
} {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts')
  const seeded = JSON.parse(readFileSync(join(dataDir, 'e2e-seed.json'), 'utf8'))
  return { invitationCode: seeded.invitationCodes[brand.productNo], inviter: seeded.inviter }
}

export interface Member {
  account: string
  password: string
  uid: string
  token: string
}

/** A call from the test itself, as the brand's site makes it (its Origin, its channel, the client info). */
async function call<T>(brand: BrandUnderTest, path: string, fields: Record<string, string>): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteUrl(brand) },
    body: new URLSearchParams({ ...fields, ...clientInfo(`e2e-${brand.productNo}`, brand.channel) }),
  })
  const answer = (await response.json()) as { code: number; msg: string; data: T }
  if (answer.code !== 0) throw new Error(`${path} answered ${answer.code} ${answer.msg}`)
  return answer.data
}

/**
 * Registers a member through the API (guest, guest login, registration: the SDK's order), its identity verified
 * through the sandbox (Apex requires one before money moves, PROTOCOL.md section 13) unless `identity` is false.
 */
export async function registerMember(
  brand: BrandUnderTest,
  password = 'secret123',
  options: { identity?: boolean } = {},
): Promise<Member> {
  const account = uniqueUsername('api')
  const guest = await call<{ uid: string; token: string }>(brand, '/app/api/visitor/create', {
    uid: '',
    token: '',
  })
  await call(brand, '/app/api/visitor/login', guest)
  const user = await call<{ uid: string; token: string }>(brand, createAccountPath, {
    ...guest,
    account,
    pwd: md5x2(password),
    promoteCode: '',
  })
  if (options.identity !== false) await verifyIdentity(brand, { uid: String(user.uid), token: user.token })
  return { account, password, uid: String(user.uid), token: user.token }
}

/** Fills the registration form; the page must be on #/register. */
export async function fillRegistration(
  page: Page,
  texts: Texts,
  values: { username: string; password: string; confirmPassword?: string },
): Promise<void> {
  await page.getByLabel(texts.username, { exact: true }).fill(values.username)
  await page.getByLabel(texts.password, { exact: true }).fill(values.password)
  await page
    .getByLabel(texts.confirmPassword, { exact: true })
    .fill(values.confirmPassword ?? values.password)
}

/** Opens the login window from the header of the site's first page; answers the window once it shows. */
export async function openLoginWindow(page: Page, texts: Texts) {
  await openSite(page, '#/index')
  await page.getByRole('banner').getByRole('button', { name: texts.login, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: texts.login })
  await expect(dialog).toBeVisible()
  return dialog
}

/** The header's account corner: the visitor's buttons or the member's menu button. */
export function header(page: Page) {
  return page.getByRole('banner')
}

/** Reads local storage keys of the page's origin. */
export function localStorageOf(page: Page, keys: readonly string[]): Promise<Record<string, string | null>> {
  return page.evaluate(
    (names) => Object.fromEntries(names.map((name) => [name, window.localStorage.getItem(name)])),
    [...keys],
  )
}

/** A pattern that finds `text` anywhere (e.g. an error after a field's hint in its description). */
export function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}

/** axe-core's violations on the page, every rule on: the rule, its impact and each node with why it fails. */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
  }))
}
