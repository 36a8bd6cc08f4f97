// `@sportsbook/sdk/protocol`, part: Account security and identity (PROTOCOL.md section 13).
export { accountPaths } from '../catalogue/account'
export {
  accountSecurityRules,
  emailPattern,
  isEmail,
  type KycStatus,
  kycStatuses,
  sixDigitPattern,
} from '../rules/account-security'
export { accountFields, accountSchemas } from '../schemas/account'
export {
  type BrandProtection,
  brandProtectionSchema,
  type Contact,
  contactSchema,
  defaultBrandProtection,
  type Kyc,
  type KycRefusal,
  kycRefusalSchema,
  kycSchema,
  kycStatusSchema,
  type TwoStepChallenge,
  type TwoStepSetup,
  twoStepChallengeSchema,
  twoStepSetupSchema,
} from '../schemas/account-shapes'
