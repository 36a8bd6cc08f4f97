// Signing in, registering and the account's security settings.
export { AccountMenu, type AccountMenuProps } from '../components/account-menu/AccountMenu'
export { ContactSection, type ContactSectionProps } from '../components/account-security/ContactSection'
export {
  ForgotPasswordDialog,
  type ForgotPasswordDialogProps,
} from '../components/account-security/ForgotPasswordDialog'
export {
  IdentitySection,
  type IdentitySectionProps,
  type IdentityStatus,
} from '../components/account-security/IdentitySection'
export {
  ResetPasswordForm,
  type ResetPasswordFormProps,
} from '../components/account-security/ResetPasswordForm'
export {
  TwoStepCodeDialog,
  type TwoStepCodeDialogProps,
} from '../components/account-security/TwoStepCodeDialog'
export {
  TwoStepSection,
  type TwoStepSectionProps,
  type TwoStepSetupView,
} from '../components/account-security/TwoStepSection'
export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type ChangePasswordValues,
} from '../components/change-password-dialog/ChangePasswordDialog'
export {
  type LoginValues,
  LoginWindow,
  type LoginWindowProps,
  type SavedAccount,
} from '../components/login-window/LoginWindow'
export {
  type FooterCoin,
  RegistrationForm,
  type RegistrationFormProps,
  type RegistrationValues,
} from '../components/registration-form/RegistrationForm'
// Form rules shared by the account forms: a username of 2 to 16 letters and digits, a password of 6 to 16
// characters, and neither takes whitespace or Chinese characters as typed
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
} from '../forms/credential-rules'
