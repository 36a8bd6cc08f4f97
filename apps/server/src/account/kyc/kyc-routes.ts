import { codes } from '@sportsbook/sdk/protocol'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ServerContext } from '../../context'
import { sendEnvelope } from '../../http/envelope'
import { message } from '../../i18n/messages'
import { selfBaseUrl } from '../../payments/routes'
import { sandboxPageHeaders } from '../../payments/sandbox-page'
import { invalidField } from '../../requests/request-errors'
import { accountClock } from '../account-clock'
import { applyKycEvent } from './kyc-notifications'
import type { KycProviders } from './kyc-provider'
import { type SandboxKycBook, sandboxDecision } from './sandbox-kyc'
import { readKycForm, renderKycPage } from './sandbox-kyc-page'

/** The notify route of every KYC provider. */
export const kycNotifyPath = '/app/api/kyc/notify'

/** A notification body is small JSON; anything larger is not one. */
const notificationBodyLimit = 64 * 1024

/**
 * The provider-facing routes (PROTOCOL.md section 13), as the payment providers' (payments/routes.ts):
 * `POST /app/api/kyc/notify/<provider>` reads the raw body, answers HTTP 400 for a missing, wrong or stale
 * signature and HTTP 200 `{ code: 0 }` when accepted or already seen. The sandbox's page posts its decision's
 * notification to it over HTTP, as a remote provider would.
 */
export async function registerKycRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  providers: KycProviders,
  sandbox: SandboxKycBook | null,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: notificationBodyLimit },
      (_request, body, done) => done(null, body),
    )
    scope.post<{ Params: { provider: string } }>(`${kycNotifyPath}/:provider`, async (request, reply) => {
      const provider = providers.get(request.params.provider)
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const check = provider?.verifyNotification(raw, request.headers) ?? { ok: false, reason: 'provider' }
      if (!provider || !check.ok) {
        const reason = check.ok ? 'provider' : check.reason
        request.log.warn({ provider: request.params.provider, reason }, 'kyc notification refused')
        return refuse(reply, reason === 'body' ? 'body' : 'signature')
      }
      const outcome = await applyKycEvent(ctx.db, provider.name, check.event)
      return sendEnvelope(reply, { code: codes.OK, msg: message('en', 'ok'), data: { outcome } })
    })
  })
  if (sandbox) registerSandboxKycPages(app, sandbox)
}

/** 1000 naming the field with HTTP 400, in English, as a provider's servers get it. */
function refuse(reply: FastifyReply, field: string): FastifyReply {
  const refusal = invalidField(field)
  const msg = message('en', refusal.messageKey ?? 'invalidField', refusal.params)
  return sendEnvelope(reply, { code: refusal.code, msg, data: refusal.data }, 400)
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
      const notification = sandbox.notificationOf(check, decision)
      // Over HTTP to this server's own notify route: the same path and check as a remote provider's delivery.
      const response = await fetch(`${selfBaseUrl(app)}${kycNotifyPath}/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...notification.headers },
        body: notification.body,
      })
      if (!response.ok)
        request.log.error({ status: response.status }, 'the sandbox kyc notification was refused')
    }
    return reply.redirect(check.returnUrl, 303)
  })
}
