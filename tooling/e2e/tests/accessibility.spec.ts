import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { axeViolations, expect, openSite, test } from './fixtures'

// axe-core finds no violation, every rule on (the causes are fixed in ui and site, no rule is turned off).

test('axe finds no violation on #/register; the suite saves its screenshot', async ({
  page,
  brand,
  texts,
}) => {
  await openSite(page, '#/register')
  await expect(page.getByRole('button', { name: texts.register, exact: true })).toBeVisible()
  // The server's data is in: the language list (the switcher names the language) and the agreement's name.
  await expect(page.getByRole('button', { name: texts.agreementName, exact: true })).toBeVisible()
  // The registration footer's coins (the site's own footer below carries the 18+ mark).
  await expect(page.locator('.sb-register__coins').getByRole('img')).toHaveCount(brand.coins.length)
  expect(await axeViolations(page)).toEqual([])

  const folder = join(import.meta.dirname, '..', 'test-results', 'screenshots')
  mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: join(folder, `register-${brand.productNo}.png`), fullPage: true })
})

test('axe finds no violation on #/index, nor with the login window open over it', async ({ page, texts }) => {
  // Two whole passes over a page of a few hundred match rows: on two busy cores each took 20-30 s in CI.
  test.setTimeout(150_000)
  await openSite(page, '#/index')
  const login = page.getByRole('banner').getByRole('button', { name: texts.login, exact: true })
  await expect(login).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await login.click()
  await expect(page.getByRole('dialog', { name: texts.login })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
