// The cashier: balances, deposits, withdrawals, loans and the balance log.
export { AmountLog, type AmountLogProps } from '../components/amount-log/AmountLog'
export { BalanceDisplay, type BalanceDisplayProps } from '../components/balance-display/BalanceDisplay'
export { AmountField, type AmountFieldProps } from '../components/cashier/AmountField'
export { type AmountIssue, amountIssue } from '../components/cashier/amount-rules'
export { CashierBalances, type CashierBalancesProps } from '../components/cashier/CashierBalances'
export {
  CashierHistory,
  type CashierHistoryProps,
  type HistoryList,
  type HistoryTab,
} from '../components/cashier/CashierHistory'
export { CollectionCard, type CollectionCardProps } from '../components/cashier/CollectionCard'
export { CopyButton, type CopyButtonProps } from '../components/cashier/CopyButton'
export { CurrencySelect, type CurrencySelectProps } from '../components/cashier/CurrencySelect'
export {
  collectionStatusLabel,
  depositStatusLabel,
  loanKindLabel,
  type StatusLabel,
  withdrawalStatusLabel,
} from '../components/cashier/cashier-texts'
export { DepositStatus, type DepositStatusProps } from '../components/cashier/DepositStatus'
export { LoanPanel, type LoanPanelProps } from '../components/cashier/LoanPanel'
export { PayInForm, type PayInFormProps, type PayInValues } from '../components/cashier/PayInForm'
export { ProofUpload, type ProofUploadProps, type UploadReport } from '../components/cashier/ProofUpload'
export { StatusBadge, type StatusBadgeProps } from '../components/cashier/StatusBadge'
export {
  type NewWithdrawAccount,
  WithdrawAccounts,
  type WithdrawAccountsProps,
} from '../components/cashier/WithdrawAccounts'
export { WithdrawForm, type WithdrawFormProps, type WithdrawValues } from '../components/cashier/WithdrawForm'
export {
  WithdrawPasswordForm,
  type WithdrawPasswordFormProps,
} from '../components/cashier/WithdrawPasswordForm'
