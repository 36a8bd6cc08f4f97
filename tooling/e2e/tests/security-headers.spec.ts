import { apiUrl } from '../brands'
import { expect, openSite, test } from './fixtures'

// The production headers of the sites (packages/site/build/site-headers.js, served by vite preview) and of the
// API, as the browser gets them; and the site works under its policy: no violation while it is used.

test('the site answers with its policy, and index.html has no inline script', async ({ page }) => {
  const response = await page.goto('/')
  const headers = response!.headers()
  const policy = headers['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self'")
  expect(policy).not.toContain('unsafe-inline')
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).toContain(`connect-src 'self' ${apiUrl} ${apiUrl.replace(/^http/, 'ws')}`)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['referrer-policy']).toBe('no-referrer')
  const html = await response!.text()
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
  expect(scripts.length).toBeGreaterThan(0)
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\bsrc="/)
    expect(body!.trim()).toBe('')
  }
})

test('the site runs under its policy: no violation on the pages a visitor opens', async ({ page, texts }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const sysinit = page.waitForResponse((response) => response.url().startsWith(`${apiUrl}/api/sysinit`))
  await openSite(page, '#/register')
  const api = (await sysinit).headers()
  expect(api['x-content-type-options']).toBe('nosniff')
  expect(api['cache-control']).toBe('no-store')
  expect(api['content-security-policy']).toContain("frame-ancestors 'none'")
  await expect(page.getByRole('button', { name: texts.register, exact: true })).toBeVisible()
  await openSite(page, '#/index')
  const login = page.getByRole('banner').getByRole('button', { name: texts.login, exact: true })
  await login.click()
  await expect(page.getByRole('dialog', { name: texts.login })).toBeVisible()
  await page.keyboard.press('Escape')
  await openSite(page, '#/bets')
  await openSite(page, '#/wallet')
  expect(violations).toEqual([])
})
