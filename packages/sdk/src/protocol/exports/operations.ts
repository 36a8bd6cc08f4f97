// `@sportsbook/sdk/protocol`, part: Operating the platform: risk, caps, stake factors and daily reports (PROTOCOL.md section 14).
export { operationsPaths } from '../catalogue/operations'
export {
  type DailyReportRequest,
  dailyReportRequestSchema,
  maxReportDays,
  operationsFields,
  operationsSchemas,
} from '../schemas/operations'
export {
  type AuditAction,
  type AuditEntry,
  auditActions,
  auditEntrySchema,
  type CsvFile,
  csvFileSchema,
  type DailyReportRow,
  dailyReportRowSchema,
  type RiskMarket,
  type RiskOrder,
  type RiskSelection,
  type RiskSettings,
  riskMarketSchema,
  riskOrderSchema,
  riskSelectionSchema,
  riskSettingsSchema,
  type StakeFactor,
  stakeFactorSchema,
} from '../schemas/operations-shapes'
