import { accountFields, catalogue, schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { publicBaseUrlOf, siteOf } from '../brands/site-url'
import type { ServerContext } from '../context'
import { registerPath } from '../http/route'
import { userInfoOf } from '../members/user-info'
import { invalidField } from '../requests/request-errors'
import type { AccountServices } from './account-services'
import { setContact, verifyContact } from './contact'
import { kycOf, writeIdentityRules } from './kyc/identity'
import type { KycProvider } from './kyc/kyc-provider'
import { registerKycRoutes } from './kyc/kyc-routes'
import { createSandboxKyc, sandboxKycName } from './kyc/sandbox-kyc'
import { registerMailPages } from './mail/mail-pages'
import type { MailProvider } from './mail/mail-provider'
import { createOutboxProvider } from './mail/outbox'
import { createSmtpProvider } from './mail/smtp'
import { forgotPassword, resetPassword } from './password-reset'
import { completeChallenge } from './two-step/login-challenge'
import { disableTwoStep, enableTwoStep, setUpTwoStep } from './two-step/two-step'

const paths = catalogue.account
const account = schemas.account

/** The mail provider MAIL_PROVIDER names (account-config.ts). */
function mailProviderOf(ctx: ServerContext): MailProvider {
  const mail = ctx.config.account.mail
  return mail.provider === 'smtp' ? createSmtpProvider(mail.smtpUrl, mail.from) : createOutboxProvider(ctx.db)
}

/**
 * Account security and identity (PROTOCOL.md section 13): the contact address, the forgotten password, two-step
 * login and the identity check; the outbox's pages and the KYC providers' routes. Logins ask for the second step
 * through two-step/login-challenge (sessions/routes.ts); the money paths check identity through
 * requests/player-protection.
 */
export async function registerAccount(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const secret = ctx.config.account.kycSecrets.get(sandboxKycName)
  const sandbox = secret ? createSandboxKyc(ctx.db, secret) : null
  const kyc = new Map<string, KycProvider>(sandbox ? [[sandbox.name, sandbox]] : [])
  const mail = mailProviderOf(ctx)
  app.addHook('onClose', async () => mail.close?.())
  const services: AccountServices = { ctx, mail, kyc, key: ctx.config.account.secretKey }
  await writeIdentityRules(ctx.db, ctx.config)

  registerPath(app, ctx, paths.contact, account.contact, async ({ payload, member }) =>
    setContact(services, member, payload.email),
  )
  registerPath(app, ctx, paths.contactVerify, account.contactVerify, async ({ payload, member }) =>
    verifyContact(services, member, payload.code),
  )
  registerPath(app, ctx, paths.pwdForgot, account.pwdForgot, async ({ payload, request }) =>
    forgotPassword(services, {
      productNo: request.brand,
      account: payload.account,
      origin: request.headers.origin,
    }),
  )
  // The link's token is the call's own `token` field (PROTOCOL.md section 13: `{ token, pwd }`).
  registerPath(app, ctx, paths.pwdReset, account.pwdReset, async ({ payload, credentials }) => {
    const token = v.safeParse(accountFields.oneTimeId, credentials.token)
    if (!token.success) throw invalidField('token')
    return resetPassword(services, token.output, payload.pwd)
  })
  registerPath(app, ctx, paths.twoStepSetup, account.twoStepSetup, async ({ member }) =>
    setUpTwoStep(ctx, member),
  )
  registerPath(app, ctx, paths.twoStepEnable, account.twoStepEnable, async ({ payload, member }) =>
    enableTwoStep(ctx, member, payload.code),
  )
  registerPath(app, ctx, paths.twoStepDisable, account.twoStepDisable, async ({ payload, member }) =>
    disableTwoStep(ctx, member, payload),
  )
  registerPath(app, ctx, paths.twoStepLogin, account.twoStepLogin, async ({ payload, request }) => {
    const member = await completeChallenge(ctx, request.brand, payload.challenge, payload.code)
    return ctx.db.transaction(async (tx) =>
      userInfoOf(tx, ctx.ledger, member, (await ctx.sessions.open(tx, member.id)).token),
    )
  })
  registerPath(app, ctx, paths.kyc, account.kyc, async ({ member, request }) => {
    const publicBaseUrl = publicBaseUrlOf(ctx.config, request)
    const site = siteOf(ctx.config, member.productNo, request.headers.origin)
    return kycOf(ctx.db, ctx.config, kyc, member, {
      publicBaseUrl,
      returnUrl: site ? `${site}/#/account` : `${publicBaseUrl}/`,
    })
  })

  registerMailPages(app, ctx)
  await registerKycRoutes(app, ctx, kyc, sandbox)
}
