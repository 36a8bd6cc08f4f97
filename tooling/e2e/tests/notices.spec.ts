import { createRedEnvelope, gamesTextsOf, operatorSession, publishNotice } from '../support/games-page'
import { brandWidth, horizontalOverflow, saveScreenshot, widthFor } from '../support/viewports'
import { apiLogin, openAs } from '../support/wallet-page'
import { expect, registerMember, test } from './fixtures'

// Issue 14: an operator's notice and red envelope reach an open page without a reload. A red envelope opens a
// dialog on the page of every member of the brand who is online, so these stories run on their own, after the
// others (the brand's `-broadcasts` project in playwright.config.ts), one at a time per brand.

test.describe('one width per brand', () => {
  test.use(brandWidth)

  test("an operator's notice and red envelope reach an open page, and the envelope is claimed once", async ({
    page,
    brand,
  }) => {
    const viewport = widthFor(brand.productNo)
    test.setTimeout(90_000)
    const texts = gamesTextsOf(brand)
    const registered = await registerMember(brand)
    const session = await apiLogin(brand, registered.account, registered.password)
    const operator = await operatorSession(brand)
    await openAs(page, session)
    await page.goto('/#/games')

    const title = `Live ${Date.now().toString(36)}`
    await publishNotice(brand, operator, { title, content: '<b>plain</b> text', kind: 'marquee' })
    const marquee = page.getByRole('region', { name: texts.announcements })
    await expect(marquee).toContainText(title, { timeout: 15_000 })
    await expect(marquee).toContainText('<b>plain</b> text')
    const bell = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${texts.notices}`) })
    await expect(bell).toHaveAccessibleName(new RegExp(`^${texts.unread(1).replace('1', '\\d+')}$`))

    await createRedEnvelope(brand, operator, {
      title: `Envelope ${title}`,
      currencyCode: session.currencyCode,
      total: '10',
      count: 5,
    })
    const popup = page.getByRole('dialog', { name: texts.envelopeOpened })
    await expect(popup).toBeVisible({ timeout: 20_000 })
    await popup.getByRole('button', { name: texts.claim }).click()
    await expect(popup.getByTestId('envelope-claimed')).toBeVisible()
    await saveScreenshot(page, 'notices-envelope', brand.productNo, viewport)
    await page.keyboard.press('Escape')

    // After a reload the panel shows the claim and offers no second one.
    await page.reload()
    await bell.click()
    const activity = page.locator('.sb-envelope', { hasText: `Envelope ${title}` })
    await expect(activity.getByTestId('envelope-claimed')).toBeVisible({ timeout: 15_000 })
    await expect(activity.getByRole('button', { name: texts.claim })).toHaveCount(0)
    await expect(page.locator('.sb-notice', { hasText: title })).toBeVisible()
    expect(await horizontalOverflow(page)).toBe(0)
    await saveScreenshot(page, 'notices-panel', brand.productNo, viewport)
  })
})
