// Helpers of the wallet suite: calls made as the brand's site makes them, a member or operator opened in a page
// by pass code (spec section 4), and money put in through the sandbox provider's own pay path.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, expect, type Page } from '@playwright/test'
import { apiUrl, type BrandUnderTest, siteUrl } from '../brands'
import { md5x2, openSite } from '../tests/fixtures'
import { clientInfo } from './client-info.mjs'
import { settled } from './layout-audit'
import type { ViewportUnderTest } from './viewports'

export interface Session {
  account: string
  uid: string
  token: string
  currencyCode: string
}

/** A form-encoded call from the brand's origin; throws on any code but 0. */
export async function walletCall<T>(
  brand: BrandUnderTest,
  path: string,
  fields: Record<string, string>,
): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteUrl(brand) },
    body: new URLSearchParams({ ...fields, ...clientInfo(`e2e-wallet-${brand.productNo}`, brand.channel) }),
  })
  const answer = (await response.json()) as { code: number; msg: string; data: T }
  if (answer.code !== 0) throw new Error(`${path} answered ${answer.code} ${answer.msg}`)
  return answer.data
}

/** Logs an account in over the API (a seeded operator or borrower). */
export async function apiLogin(brand: BrandUnderTest, account: string, password: string): Promise<Session> {
  const user = await walletCall<{ uid: string | number; token: string; currencyCode: string }>(
    brand,
    '/app/api/member/login/account',
    { account, pwd: md5x2(password), code: '', captchaType: '', domainType: '3', uid: '', token: '' },
  )
  return { account, uid: String(user.uid), token: user.token, currencyCode: user.currencyCode }
}

/** Opens the site logged in as `session` (pass code login) and waits for the member's header. */
export async function openAs(page: Page, session: Pick<Session, 'uid' | 'token' | 'account'>): Promise<void> {
  const passCode = Buffer.from(`${session.uid}|${session.token}`).toString('base64')
  await openSite(page, '#/index', `?passcode=${encodeURIComponent(passCode)}`)
  await expect(page.getByRole('banner').getByRole('button', { name: session.account })).toBeVisible()
}

/** A second page, in its own browser context, at the same viewport: the operator beside the player. */
export async function operatorPage(browser: Browser, brand: BrandUnderTest, viewport: ViewportUnderTest) {
  const context = await browser.newContext({
    baseURL: siteUrl(brand),
    locale: 'en-GB',
    viewport: { width: viewport.width, height: viewport.height },
  })
  return { context, page: await context.newPage() }
}

/**
 * Puts `amount` in through the sandbox provider as a player would (create the deposit, press Pay on its page):
 * the setup of the tests whose subject is not the deposit.
 */
export async function fundThroughSandbox(
  brand: BrandUnderTest,
  session: Session,
  amount: string,
): Promise<void> {
  const auth = { uid: session.uid, token: session.token }
  const payTypes = await walletCall<{ id: number; kind: string }[]>(brand, '/app/api/wallet/payType', {
    ...auth,
    currencyCode: session.currencyCode,
  })
  const online = payTypes.find((type) => type.kind === 'online')
  if (!online) throw new Error(`brand ${brand.productNo} has no online pay type in ${session.currencyCode}`)
  const deposit = await walletCall<{ payUrl: string }>(brand, '/app/api/deposit/create', {
    ...auth,
    payTypeId: String(online.id),
    amount,
    currencyCode: session.currencyCode,
    requestId: crypto.randomUUID(),
  })
  const paid = await fetch(deposit.payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay' }),
    redirect: 'manual',
  })
  if (paid.status !== 303) throw new Error(`the sandbox pay page answered ${paid.status}`)
}

/** An amount as the page writes it in either language: "1,234.50" or "1 234,50" (digits, any separators). */
export function shownAmount(amount: string): RegExp {
  const [whole = '0', fraction = '00'] = amount.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '[,.\\s\\u00a0\\u202f]?')
  return new RegExp(`(^|[^\\d])${grouped}[.,]${fraction}(?!\\d)`)
}

/** A 24x24 PNG, a real image the server's decoder accepts as a transfer's proof. */
export const proofPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAECklEQVR4nAXBIQ9GQACAYT9H/KJkgmDSJRMEky6ZILyTLpkgmHTJBMGkSyYIJl0URT/lex7Hxf6wHjbARliBTbE5VmIrLFiF7bADVmNn7Io12AN7YS32wb7YD+u43D9ujzvgjrgFd8qdc0vuihtuxd1xD9yae+ZeuQ33wX1xW+6H++X+uB2X88fpcQacEafgTDlzTslZccKpODvOgVNzzpwrp+E8OC9Oy/lwvpwfp+Oy/9g99oA9YhfsKXvOLtkrdtgVe8c+sGv2mX1lN+wH+8Vu2R/2l/1jd1zMD+NhAkyEEZgUk2MkpsKAUZgOM2A0ZsasGIM5MBfGYh7Mi/kwjsv2Y/PYAraITbClbDmbZKvYYFNsHdvAptlmtpXNsB1sF5tle9heto/NcVl+LB5LwBKxCJaUJWeRLBULLIqlYxlYNMvMsrIYloPlYrEsD8vL8rE4LtOPyWMKmCImwZQy5UySqWKCSTF1TAOTZpqZVibDdDBdTJbpYXqZPibHRf/QHjpAR2iBTtE5WqIrNGiF7tADWqNn9Io26AN9oS36Qb/oD+24jD9GjzFgjBgFY8qYM0rGihFGxdgxDoyacWZcGQ3jwXgxWsaH8WX8GB2X/kfv0Qf0Eb2gT+lzeklf0UOv6Dv6gV7Tz/QrvaE/6C96S//Qv/QfvePS/mg92oA2ohW0KW1OK2krWmgVbUc70GramXalNbQH7UVraR/al/ajdVzUD+WhAlSEEqgUlaMkqkKBUqgONaA0akatKIM6UBfKoh7Ui/pQjkvzo/FoApqIRtCkNDmNpKlooFE0Hc1Ao2lmmpXG0Bw0F42leWhemo/Gcal/1B51QB1RC+qUOqeW1BU11Iq6ox6oNfVMvVIb6oP6orbUD/VL/VE7LuWP0qMMKCNKQZlS5pSSsqKEUlF2lAOlppwpV0pDeVBelJbyoXwpP0rHRf6QHjJARkiBTJE5UiIrJEiF7JADUiNn5Io0yAN5IS3yQb7ID+m4FD8KjyKgiCgERUqRU0iKigIKRdFRDBSaYqZYKQzFQXFRWIqH4qX4KByX7EfmkQVkEZkgS8lyMklWkUGmyDqygUyTzWQrmSE7yC4yS/aQvWQfmeOS/Eg8koAkIhEkKUlOIkkqEkgUSUcykGiSmWQlMSQHyUViSR6Sl+QjcVzED+EhAkSEEIgUkSMkokKAUIgOMSA0YkasCIM4EBfCIh7Ei/gQjkv8I/aIA+KIWBCnxDmxJK6IIVbEHfFArIln4pXYEB/EF7Elfohf4o/YcQl/hB5hQBgRCsKUMCeUhBUhhIqwIxwINeFMuBIawoPwIrSED+FL+BE6Lv4P38MP8CN8gZ/i5/gSv8IHX+F3+AO+xp/xV3yDf+Bf+Bb/wX/xP/w/53Vd7tpp3s8AAAAASUVORK5CYII=',
  'base64',
)

interface SeededAccount {
  account: string
  password: string
}

/** A registered member with a credit line of 1000 in their currency. */
type Borrower = SeededAccount & { currencyCode: string }

/**
 * The operator the seeded server made for each brand, and its borrowers with a credit line, one per viewport
 * (support/seeded-server.mjs): the loan tests of the two widths may run at once.
 */
export function walletSeed(brand: BrandUnderTest): {
  operator: SeededAccount
  borrowers: Record<ViewportUnderTest['name'], Borrower>
} {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts')
  const seeded = JSON.parse(readFileSync(join(dataDir, 'e2e-seed.json'), 'utf8'))
  return { operator: seeded.operators[brand.productNo], borrowers: seeded.borrowers[brand.productNo] }
}

/**
 * Runs `work` in the operator console (#/ops) of the brand's seeded operator, in a browser context of its own that
 * is closed afterwards, whatever `work` does.
 */
export async function inOpsConsole(
  browser: Browser,
  brand: BrandUnderTest,
  viewport: ViewportUnderTest,
  work: (page: Page) => Promise<void>,
): Promise<void> {
  const { operator } = walletSeed(brand)
  const ops = await operatorPage(browser, brand, viewport)
  try {
    await openAs(ops.page, await apiLogin(brand, operator.account, operator.password))
    await ops.page.goto('/#/ops')
    // Its queues still loading move the console's links: a click aimed before they arrive can land beside them.
    await settled(ops.page)
    await work(ops.page)
  } finally {
    await ops.context.close()
  }
}

/**
 * Watches the proof's upload progress bar from now on; the returned read gives the highest value it showed, or
 * null if it never showed. A small proof on loopback may be sent before a poll of the page sees the bar, so the page
 * records it as it changes.
 */
export async function watchUploadProgress(page: Page): Promise<() => Promise<number | null>> {
  await page.evaluate(() => {
    const record = window as unknown as { uploadProgressSeen: number | null }
    record.uploadProgressSeen = null
    const read = () => {
      for (const bar of document.querySelectorAll('progress')) {
        record.uploadProgressSeen = Math.max(record.uploadProgressSeen ?? 0, bar.value)
      }
    }
    new MutationObserver(read).observe(document.body, { childList: true, subtree: true, attributes: true })
  })
  return () =>
    page.evaluate(() => (window as unknown as { uploadProgressSeen: number | null }).uploadProgressSeen)
}
