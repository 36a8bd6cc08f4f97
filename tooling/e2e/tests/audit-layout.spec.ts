import { startDemo, steadyPrice } from '../support/bets-page'
import { betsTextsOf } from '../support/bets-texts'
import { auditTextsOf, layoutProblems, pageErrors, placeholderExcess, settled } from '../support/layout-audit'
import { onBrands } from '../support/one-brand'
import { brandWidth, horizontalOverflow, saveScreenshot, viewports, widthFor } from '../support/viewports'
import { expect, openSite, test } from './fixtures'

// Issue 11, part D: an outside player's walk through every brand on a phone and a laptop. Nothing scrolls
// sideways, nothing is cut, split inside a word or touching, the slip's drawer closes, an unknown address says so
// with the navigation around it, the page's language is a BCP 47 tag, the footer shows the wallet's coins.

for (const viewport of viewports) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('no route of the router scrolls sideways, the language list open too', async ({ page, brand }) => {
      test.setTimeout(120_000)
      const audit = auditTextsOf(brand)
      await openSite(page, '#/index')
      const firstMatch = page.locator('main a[href^="#/match/"]').first()
      await expect(firstMatch).toBeVisible()
      const matchRoute = (await firstMatch.getAttribute('href')) ?? ''
      const routes = [
        '#/index',
        '#/register',
        '#/mini',
        matchRoute,
        '#/bets',
        '#/results',
        '#/wallet',
        '#/market',
        '#/games',
        '#/account',
        '#/account/protection',
        '#/reset',
        '#/no-such-page',
      ]
      for (const route of routes) {
        await page.goto(`/${route}`)
        await settled(page)
        expect.soft(await horizontalOverflow(page), `${route} scrolls sideways`).toBe(0)
        await expect(page.locator('html')).toHaveAttribute('lang', audit.htmlLang)
        const name = route.replace(/^#\//, '').replace(/\/\d+$/, '') || 'index'
        await saveScreenshot(page, `audit-route-${name.replace(/\W/g, '-')}`, brand.productNo, viewport)
      }

      // The header's language list: open where the brand lets the player choose, inside the viewport.
      await page.goto('/#/index')
      await settled(page)
      const trigger = page.getByRole('banner').getByRole('button', { name: /:/ }).first()
      if (brand.forcedLanguage === null) {
        await trigger.click()
        const list = page.getByRole('listbox')
        await expect(list).toBeVisible()
        const box = (await list.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      } else {
        await expect(trigger).toHaveAttribute('aria-disabled', 'true')
      }
      expect(await horizontalOverflow(page)).toBe(0)
      await saveScreenshot(page, 'audit-language-list', brand.productNo, viewport)
    })

    test('team names, prices and labels are neither cut, split inside a word nor touching', async ({
      page,
      brand,
    }) => {
      test.setTimeout(60_000)
      await openSite(page, '#/index')
      await expect(page.locator('article.sb-match-row').first()).toBeVisible()
      await settled(page)
      expect(await layoutProblems(page)).toEqual([])
      // The search box shows its whole placeholder (Portuguese: "Pesquisar equipas ou ligas").
      expect(await placeholderExcess(page, 'main input[type="search"]')).toBeLessThanOrEqual(0)
      await saveScreenshot(page, 'audit-match-list', brand.productNo, viewport)

      await page.locator('main a[href^="#/match/"]').first().click()
      await expect(page.locator('.sb-market-group').first()).toBeVisible()
      await settled(page)
      expect(await layoutProblems(page)).toEqual([])
      await saveScreenshot(page, 'audit-match-page', brand.productNo, viewport)
    })

    test('an unknown address says the page does not exist, keeps the navigation, logs no error', async ({
      page,
      brand,
    }) => {
      const audit = auditTextsOf(brand)
      const errors = pageErrors(page)
      await openSite(page, '#/index')
      await page.goto('/#/this/page/does-not-exist')
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1, name: audit.notFound })).toBeVisible()
      await expect(main.getByText(audit.notFoundText)).toBeVisible()
      await expect(main).not.toContainText(/coming|chegará/i)
      const nav = page.getByRole('navigation', { name: audit.mainMenu })
      await expect(nav.getByRole('link')).toHaveText(audit.nav)
      await expect(main.getByRole('link', { name: audit.backHome })).toHaveAttribute('href', /#\/index$/)
      await expect(page).toHaveTitle(`${audit.notFound} · ${brand.name}`)
      expect(await horizontalOverflow(page)).toBe(0)
      await saveScreenshot(page, 'audit-not-found', brand.productNo, viewport)
      await nav.getByRole('link', { name: audit.nav[0], exact: true }).click()
      await expect(page.locator('article.sb-match-row').first()).toBeVisible()
      expect(errors).toEqual([])
    })

    test("the registration footer shows the coins of the brand's wallet", async ({ page, brand }) => {
      await openSite(page, '#/register')
      // The registration footer's coins, not the site's footer (its 18+ mark is an image too).
      const coins = page.locator('.sb-register__coins').getByRole('img')
      await expect(coins).toHaveCount(brand.coins.length)
      for (const [index, code] of brand.coins.entries()) {
        await expect(coins.nth(index)).toHaveAccessibleName(code)
        await expect
          .poll(() =>
            coins.nth(index).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          )
          .toBe(true)
      }
      expect(await horizontalOverflow(page)).toBe(0)
      await saveScreenshot(page, 'audit-footer-coins', brand.productNo, viewport)
    })
  })
}

// The slip's drawer is behaviour more than layout, the same code on every brand: checked at the brand's one width
// (widthFor), the phone's drawer on Apex and the mini mode's on Copa's laptop (support/one-brand.ts).
test.describe('one width per brand', () => {
  test.use(brandWidth)

  test(
    "the slip's drawer closes on Done that empties it, and on Escape even after its focus was removed",
    onBrands(800000, 800001),
    async ({ page, brand, texts }) => {
      const viewport = widthFor(brand.productNo)
      test.setTimeout(90_000)
      const bets = betsTextsOf(brand)
      await startDemo(page, texts)
      // The slip is a drawer below 1200px; the mini mode has it as a drawer at any width.
      if (viewport.width >= 1200) await page.goto('/#/mini')
      // The mini mode lists only live and today's matches; the phone's #/index the coming days' too (Early).
      const price = await steadyPrice(page, bets, viewport.width >= 1200 ? 'today' : 'early')
      const fab = page.locator('.sb-slip-fab')
      const drawer = page.getByRole('dialog', { name: bets.betSlip })

      // A bet placed from the drawer; Done leaves the slip empty, and the drawer goes with it.
      await price.click()
      await fab.click()
      await expect(drawer).toBeVisible()
      await drawer.getByLabel(bets.whenOddsChange).selectOption('any')
      await drawer.getByLabel(new RegExp(`^${bets.stakeOn('')}`)).fill('5')
      await drawer.getByRole('button', { name: bets.placeBets, exact: true }).click()
      // A live bet's outcome is a second status, filled at the end of its in-play delay.
      await expect(drawer.getByRole('status').filter({ hasText: bets.betsPlaced(1) })).toBeVisible()
      await saveScreenshot(page, 'audit-drawer-result', brand.productNo, viewport)
      await drawer.getByRole('button', { name: bets.done, exact: true }).click()
      await expect(drawer).toBeHidden()
      await expect(fab).toHaveAttribute('data-state', 'empty')

      // Escape closes the empty slip's drawer.
      await fab.click()
      await expect(drawer).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()

      // Removing the last pick takes the focused button away: Escape still closes the drawer.
      await price.click()
      await fab.click()
      await drawer.getByRole('button', { name: /^(Remove|Remover) / }).click()
      await expect(drawer.locator('.sb-slip-item')).toHaveCount(0)
      await saveScreenshot(page, 'audit-drawer-empty', brand.productNo, viewport)
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
    },
  )
})
