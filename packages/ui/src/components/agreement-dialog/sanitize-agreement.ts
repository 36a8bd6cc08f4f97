/**
 * Cleans the agreement's HTML, which comes from the server, before it is shown: scripts, event handlers and other
 * active content are removed. DOMPurify is loaded on first use, so a registration page does not download it
 * until the agreement is opened.
 */
export async function sanitizeAgreement(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify')
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
}
