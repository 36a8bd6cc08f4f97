import { createHash } from 'node:crypto'

/**
 * Account security's settings (PROTOCOL.md section 13; apps/server/README.md lists them): which mail provider
 * sends (`MAIL_PROVIDER`: the built-in `outbox`, development only, or `smtp` with `SMTP_URL`), the key the
 * two-step secrets are encrypted with at rest (`ACCOUNT_SECRET_KEY`), and the KYC providers' notification secrets
 * (`KYC_SECRETS`). Development defaults are named as such and refused in production, like the other secrets.
 */
export interface AccountConfig {
  mail: { provider: 'outbox' } | { provider: 'smtp'; smtpUrl: string; from: string }
  /** 32 bytes: AES-256-GCM key of the two-step secrets and HMAC key of the stored codes. */
  secretKey: Buffer
  /** Provider name -> the secret its notifications are signed with (`KYC_SECRETS`). */
  kycSecrets: Map<string, string>
}

/** Named as what it is: only a development machine may encrypt with it. */
export const DEVELOPMENT_ACCOUNT_SECRET_KEY = 'development-only-account-secret-key'
/** Named as what it is: only a development machine may sign with it. */
export const DEVELOPMENT_KYC_SECRETS = 'sandbox=development-only-kyc-secret'

export class AccountConfigError extends Error {
  override readonly name = 'AccountConfigError'
}

const defaultFrom = 'Sportsbook <no-reply@sportsbook.invalid>'

/** Reads `MAIL_PROVIDER`, `SMTP_URL`, `MAIL_FROM`, `ACCOUNT_SECRET_KEY` and `KYC_SECRETS`. */
export function loadAccountConfig(env: NodeJS.ProcessEnv, production: boolean): AccountConfig {
  const keyText = env.ACCOUNT_SECRET_KEY ?? DEVELOPMENT_ACCOUNT_SECRET_KEY
  const kycText = env.KYC_SECRETS ?? DEVELOPMENT_KYC_SECRETS
  const provider = env.MAIL_PROVIDER || 'outbox'
  if (provider !== 'outbox' && provider !== 'smtp') {
    throw new AccountConfigError(`MAIL_PROVIDER: "${provider}" is not outbox or smtp`)
  }
  if (provider === 'smtp' && !env.SMTP_URL) throw new AccountConfigError('MAIL_PROVIDER=smtp needs SMTP_URL')
  const kycSecrets = new Map<string, string>()
  for (const item of kycText.split(',').map((part) => part.trim())) {
    const at = item.indexOf('=')
    if (item === '') continue
    if (at <= 0 || at === item.length - 1)
      throw new AccountConfigError(`KYC_SECRETS: "${item}" is not name=secret`)
    kycSecrets.set(item.slice(0, at).trim(), item.slice(at + 1).trim())
  }
  if (production) refuseDevelopmentDefaults(provider, keyText, kycSecrets)
  return {
    mail:
      provider === 'smtp'
        ? { provider, smtpUrl: env.SMTP_URL!, from: env.MAIL_FROM || defaultFrom }
        : { provider: 'outbox' },
    // Any text of 32 characters or more, as the other secrets: its SHA-256 is the 32-byte key.
    secretKey: createHash('sha256').update(keyText, 'utf8').digest(),
    kycSecrets,
  }
}

/** The outbox shows every mail to anyone who asks: production sends through a real provider. */
function refuseDevelopmentDefaults(provider: string, keyText: string, kycSecrets: Map<string, string>): void {
  if (provider === 'outbox') throw new AccountConfigError('NODE_ENV=production refuses MAIL_PROVIDER=outbox')
  if (keyText.includes('development-only') || keyText.length < 32) {
    throw new AccountConfigError('NODE_ENV=production refuses a development or short ACCOUNT_SECRET_KEY')
  }
  for (const [provider, secret] of kycSecrets) {
    if (secret.includes('development-only') || secret.length < 32) {
      throw new AccountConfigError(
        `KYC_SECRETS: the secret of ${provider} is a development one or shorter than 32`,
      )
    }
  }
}
