/**
 * Text made safe for HTML, in an element or a quoted attribute: `&`, `<`, `>`, `"` and `'` as character references.
 * Every text placed in markup goes through it, translations too, since one may hold `&` or `<`.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
