// Operations: review queues, reports and risk settings.
export { DailyReport, type DailyReportProps, type ReportRange } from '../components/ops/DailyReport'
export { OpsConsole, type OpsConsoleProps, type OpsQueue } from '../components/ops/OpsConsole'
export { PayoutDetails, type PayoutDetailsProps } from '../components/ops/PayoutDetails'
export { ReportChart, type ReportChartProps } from '../components/ops/ReportChart'
export {
  ReviewCard,
  type ReviewCardProps,
  type ReviewItem,
  type ReviewValues,
} from '../components/ops/ReviewCard'
export {
  type ReviewFilters,
  ReviewHistory,
  type ReviewHistoryProps,
  type ReviewHistoryRows,
  reviewWindow,
} from '../components/ops/ReviewHistory'
export { RiskBook, type RiskBookProps, type RiskChoice } from '../components/ops/RiskBook'
export { RiskCapsForm, type RiskCapsFormProps, type RiskCapsValues } from '../components/ops/RiskCapsForm'
export { RiskOrders, type RiskOrdersProps } from '../components/ops/RiskOrders'
export { StakeFactorForm, type StakeFactorFormProps } from '../components/ops/StakeFactorForm'
