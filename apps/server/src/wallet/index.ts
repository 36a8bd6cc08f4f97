import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { registerLoanRoutes } from '../loans/routes'
import { registerOperatorRoutes } from '../operators/routes'
import type { PaymentProvider } from '../payments/provider'
import { registerPaymentRoutes } from '../payments/routes'
import { createSandboxProvider, sandboxProviderName } from '../payments/sandbox'
import { type ExpirySweep, startExpirySweep } from './expiry-sweep'
import { registerProofRoutes } from './proof-routes'
import { registerWalletRoutes } from './routes'

/** The wallet's expiry sweep of a server, the instance's `expirySweep` decoration (tests run it at a chosen time). */
export function expirySweepOf(ctx: ServerContext): ExpirySweep {
  if (!ctx.app.hasDecorator('expirySweep')) throw new Error('the wallet is not registered on this server')
  return ctx.app.expirySweep
}

/**
 * Money in and out (PROTOCOL.md section 8; DESIGN.md section 4, Wallet): the payment providers (the built-in
 * sandbox, its secret from PAYMENT_SECRETS), the member's wallet and loan paths, the operators' paths, the
 * provider-facing notify route and the sandbox's pay page, and the expiry sweep.
 */
export async function registerWallet(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const secret = ctx.config.wallet.paymentSecrets.get(sandboxProviderName)
  const sandbox = secret ? createSandboxProvider(ctx.db, secret) : null
  const providers = new Map<string, PaymentProvider>(sandbox ? [[sandbox.name, sandbox]] : [])
  registerWalletRoutes(app, ctx, providers)
  registerProofRoutes(app, ctx)
  registerOperatorRoutes(app, ctx)
  registerLoanRoutes(app, ctx)
  await registerPaymentRoutes(app, ctx, providers, sandbox)
  const sweep = startExpirySweep(ctx)
  ctx.app.decorate('expirySweep', sweep)
  app.addHook('onClose', () => sweep.stop())
}
