// @vitest-environment jsdom
// DOMPurify does not support happy-dom (it leaves scripts in place there), so its cleaning is checked in jsdom.
import { describe, expect, it } from 'vitest'
import { sanitizeAgreement } from './sanitize-agreement'

describe('sanitizeAgreement', () => {
  it('removes scripts, event handlers and javascript: links from the server text', async () => {
    const clean = await sanitizeAgreement(
      '<h3>Terms</h3><p onclick="steal()">Play fair.</p><script>alert(1)</script>' +
        '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">more</a><iframe src="//evil"></iframe>',
    )
    expect(clean).toBe('<h3>Terms</h3><p>Play fair.</p><img src="x"><a>more</a>')
  })

  it('keeps ordinary formatting and links', async () => {
    const html =
      '<p>Read <strong>all</strong> of <a href="https://example.com/rules">the rules</a>.</p><ul><li>One</li></ul>'
    expect(await sanitizeAgreement(html)).toBe(html)
  })
})
