// `@sportsbook/sdk/protocol/schemas`, part: Account security and identity.

export { accountFields, accountSchemas } from '../schemas/account'
export {
  brandProtectionSchema,
  contactSchema,
  defaultBrandProtection,
  kycRefusalSchema,
  kycSchema,
  kycStatusSchema,
  twoStepChallengeSchema,
  twoStepSetupSchema,
} from '../schemas/account-shapes'
