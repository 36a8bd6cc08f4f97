// `@sportsbook/sdk/protocol/schemas`, part: Player protection: limits, breaks, reality checks, the statement.

export {
  limitKeyRequestSchema,
  limitSetRequestSchema,
  memberLimitSetRequestSchema,
  protectionFields,
  protectionSchemas,
  statementRequestSchema,
} from '../schemas/protection'
export {
  lifetimeSchema,
  limitKindSchema,
  limitPeriodSchema,
  limitSchema,
  memberSearchRowSchema,
  pendingLimitSchema,
  protectionPushSchema,
  protectionReasonSchema,
  protectionRefusalSchema,
  protectionSchema,
  protectionSettingsSchema,
  realityCheckPushSchema,
  restrictedSchema,
  selfExclusionSchema,
  statementEntrySchema,
  timeOutSchema,
} from '../schemas/protection-shapes'
