import { escapeHtml } from '@sportsbook/sdk/protocol'
import { sandboxDocument } from '../../payments/sandbox-page'
import type { SandboxCheck, SandboxKycForm } from './sandbox-kyc'

/** The sandbox's form as posted: each field trimmed, null when one is missing or malformed. */
export function readKycForm(body: unknown): SandboxKycForm | null {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const text = (name: string, max: number) => {
    const value = fields[name]
    return typeof value === 'string' && value.trim().length > 0 && value.trim().length <= max
      ? value.trim()
      : null
  }
  const name = text('name', 120)
  const birthDate = text('birthDate', 10)
  const address = text('address', 300)
  if (!name || !birthDate || !address || !isDate(birthDate)) return null
  return { name, birthDate, address }
}

/** A real calendar date YYYY-MM-DD after 1900. */
function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) && date.getUTCFullYear() > 1900
}

/** The sandbox KYC page (server-rendered HTML, no script): name, birth date and address, posted back here. */
export function renderKycPage(check: SandboxCheck | null, invalid = false): string {
  const body = !check
    ? '<h1>Check not found</h1>'
    : check.status !== 'open'
      ? `<h1>Identity ${check.status}</h1>
<p><a href="${escapeHtml(check.returnUrl)}">Back to the site</a></p>`
      : `<h1>Verify your identity</h1>
<p>This is the built-in test provider: under ${check.minAge} is refused, a name containing "reject" is refused,
anything else is verified.</p>
${invalid ? '<p class="error" role="alert">Please fill in every field (birth date as YYYY-MM-DD).</p>' : ''}
<form method="post">
<label>Full name <input name="name" autocomplete="name" required maxlength="120"></label>
<label>Birth date <input name="birthDate" type="date" required></label>
<label>Address <textarea name="address" autocomplete="street-address" required maxlength="300"></textarea></label>
<button type="submit">Submit</button>
</form>`
  return sandboxDocument(
    'Sandbox identity check',
    `body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #111; }
label { display: block; margin: 0 0 1rem; }
input, textarea { display: block; width: 100%; font-size: 1rem; padding: .5rem; box-sizing: border-box; }
button { font-size: 1rem; padding: .75rem 1.5rem; border-radius: .5rem; border: 1px solid #333; background: #0a7d32;
  color: #fff; cursor: pointer; }
.error { color: #a00; }`,
    body,
  )
}
