import { escapeHtml } from '@sportsbook/sdk/protocol'

const looksLikeHtml = /<\/?[a-z][^>]*>/i

/**
 * The agreement as the dialog shows it. The reference server sends plain text, one clause per line: each line
 * becomes a paragraph (as HTML its line breaks would collapse into one block). HTML from a server is kept as it
 * is (the dialog sanitises it). `lang`, the BCP 47 tag of a text in another language than the page's (the server
 * falls back to English), marks it so screen readers pronounce it right.
 */
export function agreementHtml(text: string, lang?: string): string {
  const html = looksLikeHtml.test(text)
    ? text
    : text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('')
  return html && lang ? `<div lang="${escapeHtml(lang)}">${html}</div>` : html
}
