import { escapeHtml } from '@sportsbook/sdk/protocol'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { sandboxDocument, sandboxPageHeaders } from '../../payments/sandbox-page'
import { type OutboxMessage, outboxMessages } from './outbox'

/**
 * The outbox's pages (PROTOCOL.md section 13): `GET /sandbox/mail?to=` (HTML) and `GET /sandbox/mail.json?to=`
 * (`[{ id, to, subject, text, sentAt }]`, newest first). Development only: a production server refuses the outbox
 * (account-config.ts) and never serves these, as it never serves a sandbox page it has no provider for.
 */
export function registerMailPages(app: FastifyInstance, ctx: ServerContext): void {
  if (ctx.config.production || ctx.config.account.mail.provider !== 'outbox') return
  const toOf = (query: unknown) => {
    const to = (query as { to?: unknown } | undefined)?.to
    return typeof to === 'string' ? to.trim().slice(0, 254) : ''
  }
  app.get('/sandbox/mail.json', async (request, reply) => {
    reply.headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
    return reply.send(await outboxMessages(ctx.db, toOf(request.query)))
  })
  app.get('/sandbox/mail', async (request, reply) => {
    const to = toOf(request.query)
    reply.headers(sandboxPageHeaders(undefined))
    return reply.type('text/html; charset=utf-8').send(renderOutbox(to, await outboxMessages(ctx.db, to)))
  })
}

const linkPattern = /https?:\/\/[^\s<>"]+/g

/** A message's text with its links clickable (the reset link), everything else escaped. */
function textWithLinks(text: string): string {
  let html = ''
  let at = 0
  for (const match of text.matchAll(linkPattern)) {
    html += escapeHtml(text.slice(at, match.index))
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`
    at = match.index + match[0].length
  }
  return html + escapeHtml(text.slice(at))
}

function renderOutbox(to: string, messages: OutboxMessage[]): string {
  const items = messages
    .map(
      (message) => `<article data-testid="mail">
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">to ${escapeHtml(message.to)} · ${new Date(message.sentAt).toISOString()}</p>
<pre>${textWithLinks(message.text)}</pre>
</article>`,
    )
    .join('\n')
  return sandboxDocument(
    'Sandbox mail',
    `body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #111; }
article { border: 1px solid #ccc; border-radius: .5rem; padding: 0 1rem; margin: 1rem 0; }
.meta { color: #555; font-size: .875rem; }
pre { white-space: pre-wrap; font-family: inherit; }`,
    `<h1>Sandbox mail${to ? ` to ${escapeHtml(to)}` : ''}</h1>
<p>The built-in outbox provider: nothing here left this machine.</p>
<form method="get"><label>To <input name="to" value="${escapeHtml(to)}"></label> <button>Show</button></form>
${items || '<p>No messages.</p>'}`,
  )
}
