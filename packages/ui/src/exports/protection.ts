// Player protection: limits, breaks, reality checks and refusals.
export { BreakForm, type BreakFormProps, type BreakKind } from '../components/protection/BreakForm'
export {
  DepositLimitPrompt,
  type DepositLimitPromptProps,
} from '../components/protection/DepositLimitPrompt'
export { LimitCard, type LimitCardProps } from '../components/protection/LimitCard'
export { type LimitDraft, LimitForm, type LimitFormProps } from '../components/protection/LimitForm'
export { type MemberQuery, MemberSearch, type MemberSearchProps } from '../components/protection/MemberSearch'
export { ProtectionMessage, type ProtectionMessageProps } from '../components/protection/ProtectionMessage'
export {
  breakDurationLabel,
  limitKindLabel,
  periodLabel,
  refusalReasonText,
} from '../components/protection/protection-texts'
export { RealityCheckDialog, type RealityCheckDialogProps } from '../components/protection/RealityCheckDialog'
export {
  RealityCheckSetting,
  type RealityCheckSettingProps,
} from '../components/protection/RealityCheckSetting'
export { RemainingAllowance, type RemainingAllowanceProps } from '../components/protection/RemainingAllowance'
export { RestrictedBanner, type RestrictedBannerProps } from '../components/protection/RestrictedBanner'
export {
  SaferGamblingFooter,
  type SaferGamblingFooterProps,
} from '../components/protection/SaferGamblingFooter'
export { Statement, type StatementProps, type StatementRange } from '../components/protection/Statement'
export { useRefusalText } from '../components/protection/use-refusal-text'
