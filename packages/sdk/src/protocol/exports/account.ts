// `@sportsbook/sdk/protocol`, part: Account security and identity.

export { accountPaths } from '../catalogue/account'
export type { KycStatus } from '../rules/account-security'
export {
  accountSecurityRules,
  emailPattern,
  isEmail,
  kycStatuses,
  sixDigitPattern,
} from '../rules/account-security'
export type {
  BrandProtection,
  Contact,
  Kyc,
  KycRefusal,
  TwoStepChallenge,
  TwoStepSetup,
} from '../schemas/account-shapes'
