import { expect, localStorageOf, openSite, test } from './fixtures'
import { ja, languageNames } from './texts'

// Spec section 4, language change: the code is stored locally (`lang`) and the texts follow. Section 1: one brand
// (800001) forces Portuguese whatever is picked or stored.

test('a language picked in the dropdown changes the texts and stays after a reload', async ({
  page,
  brand,
  texts,
}) => {
  await openSite(page, '#/register')
  const trigger = page.getByRole('button', { name: /^(Language|Idioma|言語)/ })
  if (brand.forcedLanguage) {
    // Nothing to pick on the brand that forces its language: the dropdown does not open.
    await expect(trigger).toHaveAttribute('aria-disabled', 'true')
    // A player may still click it (Playwright waits for an aria-disabled control unless forced).
    await trigger.click({ force: true })
    await expect(page.getByRole('listbox')).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { name: texts.createAccount })).toBeVisible()
    return
  }
  await expect(trigger).toHaveAccessibleName(texts.languageButton(languageNames.en))
  await trigger.click()
  const list = page.getByRole('listbox')
  // The server's languages plus zh, zht and en, each with a flag (spec section 2).
  await expect(list.getByRole('option')).toHaveCount(14)
  await list.getByRole('option', { name: ja.name, exact: true }).click()

  await expect(page.getByRole('heading', { name: ja.createAccount })).toBeVisible()
  await expect(page.getByRole('button', { name: ja.register, exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  expect(await localStorageOf(page, ['lang'])).toEqual({ lang: 'ja' })

  await page.reload()
  await expect(page.getByRole('heading', { name: ja.createAccount })).toBeVisible()
  await expect(page.getByRole('button', { name: `言語：${ja.name}` })).toBeVisible()
  expect(await localStorageOf(page, ['lang'])).toEqual({ lang: 'ja' })
})

test('Portuguese is forced on 800001 only: the dropdown is locked and says so there', async ({
  page,
  brand,
}) => {
  // A stored Japanese choice: the forced brand ignores it, the others follow it.
  await page.addInitScript(() => window.localStorage.setItem('lang', 'ja'))
  await openSite(page, '#/register')
  const trigger = page.getByRole('button', { name: /^(Language|Idioma|言語)/ })
  if (brand.forcedLanguage === 'pt') {
    await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible()
    await expect(trigger).toHaveAccessibleName(`Idioma: ${languageNames.pt}`)
    await expect(trigger).toHaveAttribute('aria-disabled', 'true')
    await expect(trigger).toHaveAccessibleDescription(
      `Este site é apresentado apenas em ${languageNames.pt}.`,
    )
    await expect(page.getByText(`Este site é apresentado apenas em ${languageNames.pt}.`)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT')
  } else {
    await expect(page.getByRole('heading', { name: ja.createAccount })).toBeVisible()
    await expect(trigger).not.toHaveAttribute('aria-disabled')
    await trigger.click()
    await expect(
      page.getByRole('listbox').getByRole('option', { name: languageNames.pt, exact: true }),
    ).toBeVisible()
  }
})
