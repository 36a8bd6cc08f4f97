// @sportsbook/ui: React components of the sportsbook and the React bindings of @sportsbook/sdk.
// Every export is named here; styles ship separately as '@sportsbook/ui/styles.css'.

// SDK bindings
export {
  useBalances,
  useBetSelection,
  useBetSlip,
  useLanguage,
  useSession,
  useSportsbook,
  useSportsbookEvent,
  useUser,
} from './bindings/hooks'
export { SportsbookProvider, type SportsbookProviderProps } from './bindings/SportsbookProvider'
export { atomOfStore, createSportsbookAtoms, type SportsbookAtoms } from './bindings/sportsbook-atoms'
export { useLanguageCatalog } from './bindings/use-language-catalog'
// Components
export { AccountMenu, type AccountMenuProps } from './components/account-menu/AccountMenu'
export { AgreementDialog, type AgreementDialogProps } from './components/agreement-dialog/AgreementDialog'
export { BalanceDisplay, type BalanceDisplayProps } from './components/balance-display/BalanceDisplay'
export { BrandLogo, type BrandLogoProps, type BrandLogos } from './components/brand-logo/BrandLogo'
export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type ChangePasswordValues,
} from './components/change-password-dialog/ChangePasswordDialog'
export { ComingSoon, type ComingSoonProps } from './components/coming-soon/ComingSoon'
export {
  ConfigurationError,
  type ConfigurationErrorProps,
} from './components/configuration-error/ConfigurationError'
export { Dialog, type DialogProps } from './components/dialog/Dialog'
export { TextField, type TextFieldProps } from './components/field/TextField'
export { languageFlags } from './components/language-dropdown/flags'
export {
  LanguageDropdown,
  type LanguageDropdownProps,
  type LanguageOption,
} from './components/language-dropdown/LanguageDropdown'
export {
  type LoginValues,
  LoginWindow,
  type LoginWindowProps,
  type SavedAccount,
} from './components/login-window/LoginWindow'
export {
  type FooterCoin,
  RegistrationForm,
  type RegistrationFormProps,
  type RegistrationValues,
} from './components/registration-form/RegistrationForm'
export { SiteHeader, type SiteHeaderProps } from './components/site-header/SiteHeader'
export {
  Toaster,
  type ToasterProps,
  ToastProvider,
  type ToastProviderProps,
  useToasts,
} from './components/toaster/Toaster'
export {
  createToastStore,
  type Toast,
  type ToastKind,
  type ToastStore,
  type ToastStoreOptions,
} from './components/toaster/toast-store'
// Texts a site shows around the components
export { siteMessages } from './copy/site-messages'
// Form rules shared by the account forms (spec section 5)
export {
  cleanCredential,
  cleanInvitationCode,
  confirmPasswordError,
  credentialMaxLength,
  invitationCodeError,
  invitationCodeMaxLength,
  passwordError,
  type RegisterErrorCode,
  usernameError,
} from './forms/credential-rules'
// i18n
export { type LoadCatalogOptions, loadCatalog } from './i18n/load-catalog'
export {
  isSiteLocale,
  localeNames,
  localeTags,
  type SiteLocale,
  siteLocales,
  sourceLocale,
} from './i18n/locales'
