import { onBrands } from '../support/one-brand'
import { sessionTextsOf } from '../support/session-texts'
import { brandWidth, horizontalOverflow, saveScreenshot, widthFor } from '../support/viewports'
import {
  createAccountPath,
  envelope,
  expect,
  fillRegistration,
  formFields,
  localStorageOf,
  openSite,
  recordCalls,
  test,
  uniqueUsername,
} from './fixtures'

// Issue 11, part C: how a page gets a session when what it stored is refused or the server cannot make one, and
// an invitation code the server refuses. Each check runs at its brand's width (support/viewports.ts, widthFor);
// the refused guest's reload on a brand that forces its language and on one that does not, the others on one brand
// each (support/one-brand.ts).

const refusedGuest = { uid: '999999', token: 'f'.repeat(64) }

test.describe('one width per brand', () => {
  test.use(brandWidth)

  test(
    'a reload whose stored guest is refused (403) resets storage as the spec says, makes one guest and loads the matches',
    onBrands(800000, 800001),
    async ({ page, brand }) => {
      const viewport = widthFor(brand.productNo)
      await page.addInitScript((guest) => {
        const stored = { ...guest, isReg: 'ok', lastAccount: 'someone', accountList: '[]', lang: 'ja' }
        for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value)
        window.sessionStorage.setItem('invitationcode', 'OLDCODE')
      }, refusedGuest)
      const guestLogins = await recordCalls(page, '/app/api/visitor/login')
      const guestsMade = await recordCalls(page, '/app/api/visitor/create')
      await openSite(page, '#/index')

      await expect(page.locator('.sb-match-list')).toHaveAttribute('data-state', /^(ready|empty)$/)
      expect(guestsMade).toHaveLength(1)
      // The first call of the reload already carries the stored language (the brand's own where it forces one).
      expect(formFields(guestLogins[0]!)).toMatchObject({
        ...refusedGuest,
        lang: brand.forcedLanguage ?? 'ja',
      })
      const kept = await localStorageOf(page, ['uid', 'token', 'isReg', 'lastAccount', 'accountList'])
      expect(kept).toEqual({
        uid: expect.stringMatching(/^\d+$/),
        token: expect.stringMatching(/^[0-9a-f]{64}$/),
        isReg: null,
        lastAccount: 'someone',
        accountList: '[]',
      })
      expect(kept.uid).not.toBe(refusedGuest.uid)
      expect(await page.evaluate(() => window.sessionStorage.getItem('invitationcode'))).toBeNull()
      expect(await horizontalOverflow(page)).toBe(0)
      await saveScreenshot(page, 'audit-session-refused-guest', brand.productNo, viewport)
    },
  )

  test(
    'when no guest can be made the page says why and its retry loads the matches',
    onBrands(800002),
    async ({ page, brand }) => {
      const viewport = widthFor(brand.productNo)
      const st = sessionTextsOf(brand)
      let refused = 0
      await page.route(
        (url) => url.pathname === '/app/api/visitor/create',
        (route) => {
          if (refused > 0) return route.fallback()
          refused += 1
          return route.fulfill(envelope(5000, null, 'Server busy'))
        },
      )
      await openSite(page, '#/index')
      const failure = page.getByRole('alert').filter({ hasText: st.startFailed })
      await expect(failure).toContainText('Server busy')
      await expect(page.locator('.sb-match-list')).toHaveAttribute('data-state', 'loading')
      expect(await horizontalOverflow(page)).toBe(0)
      await saveScreenshot(page, 'audit-session-start-failed', brand.productNo, viewport)

      await failure.getByRole('button', { name: st.retry }).click()
      await expect(failure).toBeHidden()
      await expect(page.locator('.sb-match-list')).toHaveAttribute('data-state', /^(ready|empty)$/)
    },
  )

  test(
    'an invitation code the server refuses can be removed, and the player then registers',
    onBrands(800000),
    async ({ page, brand, texts }) => {
      const viewport = widthFor(brand.productNo)
      const st = sessionTextsOf(brand)
      const registrations = await recordCalls(page, createAccountPath)
      await openSite(page, '#/register', '?code=NOSUCHCODE1')
      const code = page.getByLabel(texts.invitationCode, { exact: true })
      await expect(code).toHaveAttribute('readonly', '')
      await fillRegistration(page, texts, { username: uniqueUsername('ref'), password: 'secret123' })
      const answered = page.waitForResponse((response) => response.url().endsWith(createAccountPath))
      await page.getByRole('button', { name: texts.register, exact: true }).click()
      expect(((await (await answered).json()) as { code: number }).code).toBe(1003)

      await expect(code).toHaveAccessibleDescription(st.codeRefused)
      await expect(code).toBeEditable()
      await expect(page).toHaveURL(/#\/register/)
      expect(await horizontalOverflow(page)).toBe(0)
      await saveScreenshot(page, 'audit-session-code-refused', brand.productNo, viewport)

      await page.getByRole('button', { name: st.removeCode }).click()
      await expect(code).toHaveCount(0)
      expect(await page.evaluate(() => window.sessionStorage.getItem('invitationcode'))).toBeNull()
      await page.getByRole('button', { name: texts.register, exact: true }).click()
      await expect(page).toHaveURL(/#\/index$/)
      expect(registrations.map((call) => formFields(call).promoteCode)).toEqual(['NOSUCHCODE1', ''])
      expect(new URL(page.url()).searchParams.get('code')).toBeNull()
    },
  )
})
