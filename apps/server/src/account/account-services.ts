import type { ServerContext } from '../context'
import type { KycProviders } from './kyc/kyc-provider'
import type { MailProvider } from './mail/mail-provider'

/** What the account paths share: the server's context, its mail provider and KYC providers, the secret key. */
export interface AccountServices {
  ctx: ServerContext
  mail: MailProvider
  kyc: KycProviders
  /** ACCOUNT_SECRET_KEY's 32 bytes (account-config.ts). */
  key: Buffer
}

/** The brand's name as mail says it. */
export function brandNameOf(services: AccountServices, productNo: number): string {
  return services.ctx.config.brands.get(productNo)?.name ?? 'Sportsbook'
}
