/** What a production server's account security needs (account/account-config.ts): SMTP, a key, KYC secrets. */
export const productionAccountEnv = {
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://mailer.example:587',
  ACCOUNT_SECRET_KEY: 'a'.repeat(40),
  KYC_SECRETS: `sandbox=${'k'.repeat(40)}`,
}
