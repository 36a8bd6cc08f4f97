// `@sportsbook/sdk/protocol/schemas`, part: Operating the platform: risk, caps, stake factors and daily reports.

export { dailyReportRequestSchema, operationsFields, operationsSchemas } from '../schemas/operations'
export {
  auditActions,
  auditEntrySchema,
  csvFileSchema,
  dailyReportRowSchema,
  riskMarketSchema,
  riskOrderSchema,
  riskSelectionSchema,
  riskSettingsSchema,
  stakeFactorSchema,
} from '../schemas/operations-shapes'
