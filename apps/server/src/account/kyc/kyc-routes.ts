import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { sandboxPageHeaders } from '../../payments/sandbox-page'
import { notifyOwnRoute, registerNotifyRoute } from '../../payments/signed-notifications'
import { accountClock } from '../account-clock'
import { applyKycEvent } from './kyc-notifications'
import type { KycProviders } from './kyc-provider'
import { type SandboxKycBook, sandboxDecision } from './sandbox-kyc'
import { readKycForm, renderKycPage } from './sandbox-kyc-page'

/** The notify route of every KYC provider. */
export const kycNotifyPath = '/app/api/kyc/notify'

/**
 * The provider-facing routes (PROTOCOL.md section 13), the signed notify route the payment providers have too
 * (payments/signed-notifications.ts): `POST /app/api/kyc/notify/<provider>`. The sandbox's page posts its
 * decision's notification to it over HTTP, as a remote provider would.
 */
export async function registerKycRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  providers: KycProviders,
  sandbox: SandboxKycBook | null,
): Promise<void> {
  await registerNotifyRoute(app, kycNotifyPath, providers, (provider, event) =>
    applyKycEvent(ctx.db, provider, event),
  )
  if (sandbox) registerSandboxKycPages(app, sandbox)
}

/** The sandbox's form page: GET shows it, POST decides by its rules and notifies like a remote provider. */
function registerSandboxKycPages(app: FastifyInstance, sandbox: SandboxKycBook): void {
  app.get<{ Params: { id: string } }>('/sandbox/kyc/:id', async (request, reply) => {
    const check = await sandbox.find(request.params.id)
    reply.headers(sandboxPageHeaders(check?.returnUrl))
    return reply
      .code(check ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(renderKycPage(check))
  })

  app.post<{ Params: { id: string } }>('/sandbox/kyc/:id', async (request, reply) => {
    const check = await sandbox.find(request.params.id)
    const form = readKycForm(request.body)
    reply.headers(sandboxPageHeaders(check?.returnUrl))
    if (check?.status !== 'open' || !form) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(renderKycPage(check, check?.status === 'open'))
    }
    const decision = sandboxDecision(form, check.minAge, accountClock.now())
    if (await sandbox.decide(check.id, decision)) {
      await notifyOwnRoute(app, kycNotifyPath, sandbox.notificationOf(check, decision), request.log)
    }
    return reply.redirect(check.returnUrl, 303)
  })
}
