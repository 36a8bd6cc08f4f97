import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brands } from '../brands'
import { axeViolations, envelope, expect, openSite, test } from './fixtures'

// Spec section 1: the brand sets the page title (the page's name and the brand's, in the brand's language), the
// icon and some logos (the registration footer's coins, three on 800000 and two on the others, are
// audit-layout.spec.ts's, at both widths; only the registration page preloads them, issue 24). DESIGN.md section 3:
// another product number than the app's is a configuration error.

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
  // On #/register the first page's script (packages/site/build/first-page-preload.js) adds the page's chunks and
  // the footer's coins to what index.html names.
  const response = await page.goto('/#/register')
  const html = await response!.text()
  const named = [...html.matchAll(/\b(?:href|src)="([^"]+)"/g)].map(([, file]) => file!)
  expect(named.length).toBeGreaterThan(3)
  const preloaded = await page
    .locator('head link[rel="preload"], head link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  for (const file of new Set([...named, ...preloaded])) {
    const served = await page.request.get(new URL(file, `${baseURL}/`).href)
    expect(served.status(), file).toBe(200)
    // A file the build did not rewrite (`/src/...`) would be the preview's HTML fallback, not the file.
    expect(file, file).not.toMatch(/^\/src\//)
  }
})

test("the registration page alone preloads the footer's coins, every page the logo", async ({
  page,
  brand,
}) => {
  const preloadedImages = () =>
    page
      .locator('head link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
  const coin = (code: string) => new RegExp(`^/assets/coin-${code.toLowerCase()}-[\\w-]+\\.svg$`)

  await page.goto('/#/register')
  const onRegister = await preloadedImages()
  expect(onRegister).toHaveLength(1 + brand.coins.length)
  expect(onRegister[0]).toMatch(/^\/assets\/logo-[\w-]+\.svg$/)
  expect(brand.coins.filter((code) => !onRegister.some((path) => coin(code).test(path)))).toEqual([])

  // A page of its own: a new hash in the same page would not run the first page's script again.
  await page.goto('about:blank')
  await page.goto('/#/index')
  expect(await preloadedImages()).toEqual([onRegister[0]])
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
