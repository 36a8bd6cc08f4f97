import { test as base, expect, type Page } from '@playwright/test'
import { apiUrl, type BrandUnderTest, brands } from '../brands'

/** Each project runs every test against one brand; `brand` says which. */
export const test = base.extend<{ brand: BrandUnderTest }>({
  brand: [brands[0], { option: true }],
})

export { expect }

/** A username no other test of the run uses (2-16 letters and digits, spec section 5). */
export function uniqueUsername(prefix = 'p'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.slice(0, 16)
}

/** The SDK's double MD5 of a password, computed here independently with node:crypto. */
export async function md5x2(password: string): Promise<string> {
  const { createHash } = await import('node:crypto')
  const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')
  return md5(md5(password))
}

/** Opens a fresh page of the brand at `hash` (e.g. `#/register`) and waits for the app to render. */
export async function openSite(page: Page, hash: string, search = ''): Promise<void> {
  await page.goto(`/${search}${hash}`)
  await expect(page.locator('#root > *').first()).toBeVisible()
}

export { apiUrl }
