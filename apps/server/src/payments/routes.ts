import { depositNotifyPath } from '@sportsbook/sdk/protocol'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { applyNotification } from './notifications'
import type { PaymentProviders } from './provider'
import type { SandboxBook } from './sandbox'
import { renderPayPage, sandboxPageHeaders } from './sandbox-page'
import { notifyOwnRoute, registerNotifyRoute } from './signed-notifications'

/**
 * The provider-facing routes (PROTOCOL.md section 8): `POST /app/api/deposit/notify/<provider>` (the signed
 * notify route of signed-notifications.ts). The sandbox's pay page (`/sandbox/pay/<id>`) posts its decision's
 * notification to that route over HTTP, as a remote provider would.
 */
export async function registerPaymentRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  providers: PaymentProviders,
  sandbox: SandboxBook | null,
): Promise<void> {
  await registerNotifyRoute(app, depositNotifyPath, providers, (provider, event) =>
    applyNotification(ctx, provider, event),
  )
  if (sandbox) registerSandboxPages(app, sandbox)
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
        await notifyOwnRoute(app, depositNotifyPath, sandbox.notificationOf(payment, action), request.log)
      }
      return reply.redirect(payment.returnUrl, 303)
    },
  )
}
