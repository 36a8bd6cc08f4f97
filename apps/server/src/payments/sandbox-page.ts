import { escapeHtml } from '@sportsbook/sdk/protocol'
import type { SandboxPayment } from './sandbox'

function originOf(url: string | undefined): string {
  try {
    return url ? new URL(url).origin : ''
  } catch {
    return ''
  }
}

/**
 * The pay page's own headers: no script, no framing, forms post only here (and the redirect after one goes to the
 * site the player came from, which `form-action` must allow too), nothing cached.
 */
export function sandboxPageHeaders(returnUrl: string | undefined): Record<string, string> {
  const back = originOf(returnUrl)
  return {
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${back ? ` ${back}` : ''}; frame-ancestors 'none'; base-uri 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  }
}

/** The sandbox provider's page (server-rendered HTML, no framework): the amount, Pay and Decline. */
export function renderPayPage(payment: SandboxPayment | null): string {
  const body = !payment
    ? '<h1>Payment not found</h1>'
    : payment.status !== 'open'
      ? `<h1>Payment ${payment.status === 'paid' ? 'completed' : 'declined'}</h1>
<p><a href="${escapeHtml(payment.returnUrl)}">Back to the site</a></p>`
      : `<h1>Sandbox payment</h1>
<p class="amount"><span data-testid="amount">${escapeHtml(payment.amount)}</span> ${escapeHtml(payment.currencyCode)}</p>
<p>This is the built-in test provider: no real money moves.</p>
<form method="post">
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="decline" class="decline">Decline</button>
</form>`
  return sandboxDocument(
    'Sandbox payment',
    `body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #111; }
.amount { font-size: 2rem; font-weight: 600; }
button { font-size: 1rem; padding: .75rem 1.5rem; margin-right: .5rem; border-radius: .5rem; border: 1px solid #333;
  background: #0a7d32; color: #fff; cursor: pointer; }
button.decline { background: #fff; color: #111; }`,
    body,
  )
}

/** A sandbox page's whole document (server-rendered HTML, no script): the pay, identity and mail pages'. */
export function sandboxDocument(title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${style}
</style>
</head>
<body>
${body}
</body>
</html>
`
}
