// `@sportsbook/sdk/protocol`, part: Operating the platform: risk, caps, stake factors and daily reports.

export { operationsPaths } from '../catalogue/operations'
export type { DailyReportRequest } from '../schemas/operations'
export type {
  AuditAction,
  AuditEntry,
  CsvFile,
  DailyReportRow,
  RiskMarket,
  RiskOrder,
  RiskSelection,
  RiskSettings,
  StakeFactor,
} from '../schemas/operations-shapes'
export * from '../values/operations'
