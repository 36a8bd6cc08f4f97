import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brands } from '../brands'
import { axeViolations, envelope, expect, openSite, test } from './fixtures'

// Spec section 1: the brand sets the page title (the page's name and the brand's, in the brand's language), the
// icon and some logos (the registration footer's coins, three on 800000 and two on the others, are
// audit-layout.spec.ts's, at both widths). DESIGN.md section 3: another product number than the app's is a
// configuration error.

test("the page title and the icon are the brand's", async ({ page, brand, baseURL, texts }) => {
  await openSite(page, '#/register')
  // The page and the brand, in the brand's language (index.html's title is the brand's own until the first render).
  await expect(page).toHaveTitle(`${texts.register} · ${brand.name}`)
  const icon = page.locator('link[rel="icon"]')
  await expect(icon).toHaveCount(1)
  const href = await icon.evaluate((link: HTMLLinkElement) => link.href)
  expect(href.startsWith(`${baseURL}/`)).toBe(true)
  const served = await page.request.get(href)
  expect(served.ok()).toBe(true)
  expect(served.headers()['content-type']).toContain('image/svg+xml')
  // The very file of this brand's app, and no other brand's.
  const own = (productNo: number) =>
    readFileSync(
      join(import.meta.dirname, '..', '..', '..', 'apps', `brand-${productNo}`, 'public', 'favicon.svg'),
    )
  const body = await served.body()
  expect(body.equals(own(brand.productNo))).toBe(true)
  for (const other of brands.filter((entry) => entry.productNo !== brand.productNo)) {
    expect(body.equals(own(other.productNo))).toBe(false)
  }
})

test('every file index.html names is served: scripts, styles, preloaded images', async ({
  page,
  baseURL,
}) => {
  const response = await page.goto('/')
  const html = await response!.text()
  const files = [...html.matchAll(/\b(?:href|src)="([^"]+)"/g)].map(([, file]) => file!)
  expect(files.length).toBeGreaterThan(3)
  for (const file of files) {
    const served = await page.request.get(new URL(file, `${baseURL}/`).href)
    expect(served.status(), file).toBe(200)
    // A file the build did not rewrite (`/src/...`) would be the preview's HTML fallback, not the file.
    expect(file, file).not.toMatch(/^\/src\//)
  }
})

test('a server that names another product shows the configuration error, not the site', async ({
  page,
  brand,
  texts,
}) => {
  const other = brands.find((entry) => entry.productNo !== brand.productNo)!.productNo
  await page.route(
    (url) => url.pathname === '/app/api/user/type',
    (route) => route.fulfill(envelope(0, { productNo: other })),
  )
  await openSite(page, '#/register')
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('heading', { name: texts.configurationError })).toBeVisible()
  await expect(alert).toContainText(String(other))
  await expect(alert).toContainText(String(brand.productNo))
  await expect(page.getByRole('button', { name: texts.register, exact: true })).toHaveCount(0)
  await expect(page.getByRole('banner')).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
})
