import { onBrands } from '../support/one-brand'
import {
  containing,
  createAccountPath,
  expect,
  fillRegistration,
  openSite,
  recordCalls,
  test,
} from './fixtures'

// Spec section 5: the rules and the register errors f (username), g (password), c (confirm), e (invitation code).

test(
  'each invalid field shows its register error and nothing is sent',
  onBrands(800002),
  async ({ page, texts }) => {
    const calls = await recordCalls(page, createAccountPath)
    await openSite(page, '#/register')
    const register = page.getByRole('button', { name: texts.register, exact: true })
    const username = page.getByLabel(texts.username, { exact: true })
    const password = page.getByLabel(texts.password, { exact: true })
    const confirm = page.getByLabel(texts.confirmPassword, { exact: true })

    await register.click()
    await expect(username).toHaveAccessibleDescription(containing(texts.errorF))
    await expect(password).toHaveAccessibleDescription(containing(texts.errorG))
    await expect(confirm).toHaveAccessibleDescription(containing(texts.errorC))
    await expect(username).toBeFocused()

    // One rule at a time: a username of 1 character, of symbols; a password of 5; a different confirmation.
    const cases = [
      { values: { username: 'a', password: 'secret1' }, field: username, error: texts.errorF },
      { values: { username: 'ab_cd', password: 'secret1' }, field: username, error: texts.errorF },
      { values: { username: 'abcd', password: 'short' }, field: password, error: texts.errorG },
      {
        values: { username: 'abcd', password: 'secret1', confirmPassword: 'secret2' },
        field: confirm,
        error: texts.errorC,
      },
    ]
    for (const { values, field, error } of cases) {
      await fillRegistration(page, texts, values)
      await register.click()
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText(error, { exact: true })).toHaveCount(1)
    }
    expect(calls).toHaveLength(0)
  },
)

test(
  'an invitation-code field left empty shows register error e and nothing is sent',
  onBrands(800002),
  async ({ page, texts }) => {
    const calls = await recordCalls(page, createAccountPath)
    // `?code=` with no value: the player came by an invitation link that lost its code, and must type it.
    await openSite(page, '#/register', '?code=')
    const code = page.getByLabel(texts.invitationCode, { exact: true })
    await expect(code).toBeEditable()
    await fillRegistration(page, texts, { username: 'abcd', password: 'secret1' })
    await page.getByRole('button', { name: texts.register, exact: true }).click()
    await expect(code).toHaveAccessibleDescription(texts.errorE)
    await expect(code).toBeFocused()
    expect(calls).toHaveLength(0)
  },
)

test(
  'username and password inputs strip Chinese characters and whitespace as typed, up to 16',
  onBrands(800002),
  async ({ page, texts }) => {
    await openSite(page, '#/register')
    const username = page.getByLabel(texts.username, { exact: true })
    const password = page.getByLabel(texts.password, { exact: true })
    const confirm = page.getByLabel(texts.confirmPassword, { exact: true })
    for (const field of [username, password, confirm]) {
      await expect(field).toHaveAttribute('maxlength', '16')
      await field.pressSequentially(' ab 中文c\u3000d 用户 1 ')
      await expect(field).toHaveValue('abcd1')
      await field.fill('')
      // Typing goes on past 16: the input keeps the first 16.
      await field.pressSequentially('abcdefghij0123456789')
      await expect(field).toHaveValue('abcdefghij012345')
      // A paste (one input event) is cleaned the same way.
      await field.fill('粘贴 x y z 9')
      await expect(field).toHaveValue('xyz9')
    }
  },
)
