import { describe, expect, it } from 'vitest'
import { agreementHtml } from './agreement-html'

describe('agreement text for the dialog', () => {
  it('makes a paragraph of each line of a plain text, escaped', () => {
    expect(agreementHtml('1. Who may play.\n\n2. Under 18 < no & odds > 1.\r\n')).toBe(
      '<p>1. Who may play.</p><p>2. Under 18 &#60; no &#38; odds &#62; 1.</p>',
    )
  })

  it('keeps HTML as it is', () => {
    expect(agreementHtml('<h2>Rules</h2>\n<p>Play fair.</p>')).toBe('<h2>Rules</h2>\n<p>Play fair.</p>')
  })

  it('marks a text in another language than the page with its language', () => {
    expect(agreementHtml('Play fair.', 'en')).toBe('<div lang="en"><p>Play fair.</p></div>')
    expect(agreementHtml('', 'en')).toBe('')
  })
})
