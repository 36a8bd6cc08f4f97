// The site around the features: header, dialogs, fields, tabs, data states, notices, toasts and red envelopes.
export { AgreementDialog, type AgreementDialogProps } from '../components/agreement-dialog/AgreementDialog'
export { BrandLogo, type BrandLogoProps, type BrandLogos } from '../components/brand-logo/BrandLogo'
export { ComingSoon, type ComingSoonProps } from '../components/coming-soon/ComingSoon'
export {
  ConfigurationError,
  type ConfigurationErrorProps,
} from '../components/configuration-error/ConfigurationError'
export {
  EmptyState,
  type EmptyStateProps,
  ErrorState,
  type ErrorStateProps,
  LoadingState,
  type LoadingStateProps,
} from '../components/data-states/DataStates'
export { Dialog, type DialogProps } from '../components/dialog/Dialog'
export { TextField, type TextFieldProps } from '../components/field/TextField'
export { languageFlags } from '../components/language-dropdown/flags'
export {
  LanguageDropdown,
  type LanguageDropdownProps,
  type LanguageOption,
} from '../components/language-dropdown/LanguageDropdown'
export { NoticeBell, type NoticeBellProps } from '../components/notices/NoticeBell'
export { NoticeList, type NoticeListProps } from '../components/notices/NoticeList'
export { NoticeMarquee, type NoticeMarqueeProps } from '../components/notices/NoticeMarquee'
export { RedEnvelopeList, type RedEnvelopeListProps } from '../components/red-envelopes/RedEnvelopeList'
export { RedEnvelopePopup, type RedEnvelopePopupProps } from '../components/red-envelopes/RedEnvelopePopup'
export { SiteHeader, type SiteHeaderProps } from '../components/site-header/SiteHeader'
export { type TabItem, Tabs, type TabsProps } from '../components/tabs/Tabs'
export { Toaster, type ToasterProps } from '../components/toaster/Toaster'
export { ToastProvider, type ToastProviderProps, useToasts } from '../components/toaster/ToastProvider'
export {
  createToastStore,
  type Toast,
  type ToastKind,
  type ToastStore,
  type ToastStoreOptions,
} from '../components/toaster/toast-store'
