import type { AddressInfo } from 'node:net'
import { codes, depositNotifyPath } from '@sportsbook/sdk/protocol'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ServerContext } from '../context'
import { sendEnvelope } from '../http/envelope'
import { message } from '../i18n/messages'
import { invalidField } from '../requests/request-errors'
import { applyNotification } from './notifications'
import type { PaymentProvider } from './provider'
import type { SandboxBook } from './sandbox'
import { renderPayPage, sandboxPageHeaders } from './sandbox-page'

/** A notification body is small JSON; anything larger is not one. */
const notificationBodyLimit = 64 * 1024

/**
 * The provider-facing routes (PROTOCOL.md section 8): `POST /app/api/deposit/notify/<provider>` reads the raw
 * body (its own content-type parser: nothing parses the bytes before the signature check) and answers HTTP 400
 * for a missing, wrong or stale signature, HTTP 200 `{ code: 0 }` when accepted or already seen. The sandbox's
 * pay page (`/sandbox/pay/<id>`) posts its decision's notification to that route over HTTP, as a remote
 * provider would.
 */
export async function registerPaymentRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  providers: ReadonlyMap<string, PaymentProvider>,
  sandbox: SandboxBook | null,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: notificationBodyLimit },
      (_request, body, done) => done(null, body),
    )
    scope.post<{ Params: { provider: string } }>(`${depositNotifyPath}/:provider`, async (request, reply) => {
      const provider = providers.get(request.params.provider)
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const check = provider?.verifyNotification(raw, request.headers) ?? { ok: false, reason: 'provider' }
      if (!provider || !check.ok) {
        const reason = check.ok ? 'provider' : check.reason
        request.log.warn({ provider: request.params.provider, reason }, 'notification refused')
        return refuse(reply, reason === 'body' ? 'body' : 'signature')
      }
      const outcome = await applyNotification(ctx, provider.name, check.event)
      return sendEnvelope(reply, { code: codes.OK, msg: message('en', 'ok'), data: { outcome } })
    })
  })

  if (sandbox) registerSandboxPages(app, sandbox)
}

/**
 * The one 1000 naming the field, as a provider's servers get it: HTTP 400 (the transport refused the delivery,
 * so the provider retries or alerts) and English (no player's language applies).
 */
function refuse(reply: FastifyReply, field: string): FastifyReply {
  const refusal = invalidField(field)
  const msg = message('en', refusal.messageKey ?? 'invalidField', refusal.params)
  return sendEnvelope(reply, { code: refusal.code, msg, data: refusal.data }, 400)
}

/** The sandbox provider's pay page: GET shows it, POST takes the decision and notifies like a remote provider. */
function registerSandboxPages(app: FastifyInstance, sandbox: SandboxBook): void {
  app.get<{ Params: { id: string } }>('/sandbox/pay/:id', async (request, reply) => {
    const payment = await sandbox.find(request.params.id)
    reply.headers(sandboxPageHeaders(payment?.returnUrl))
    if (!payment) return reply.code(404).type('text/html; charset=utf-8').send(renderPayPage(null))
    return reply.type('text/html; charset=utf-8').send(renderPayPage(payment))
  })

  app.post<{ Params: { id: string }; Body: { action?: unknown } }>(
    '/sandbox/pay/:id',
    async (request, reply) => {
      const payment = await sandbox.find(request.params.id)
      const action = request.body?.action
      reply.headers(sandboxPageHeaders(payment?.returnUrl))
      if (!payment || (action !== 'pay' && action !== 'decline')) {
        return reply.code(400).type('text/html; charset=utf-8').send(renderPayPage(payment))
      }
      if (await sandbox.decide(payment.id, action)) {
        const notification = sandbox.notificationOf(payment, action)
        // Over HTTP to this server's own notify route: the same path and check as a remote provider's delivery.
        const response = await fetch(`${selfBaseUrl(app)}${depositNotifyPath}/sandbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...notification.headers },
          body: notification.body,
        })
        if (!response.ok)
          request.log.error({ status: response.status }, 'the sandbox notification was refused')
      }
      return reply.redirect(payment.returnUrl, 303)
    },
  )
}

/** Where this server listens, as seen from itself (a wildcard address is reached on loopback). */
export function selfBaseUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null
  if (!address) throw new Error('the server is not listening')
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address
  return `http://${host}:${address.port}`
}
