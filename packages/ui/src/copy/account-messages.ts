import { msg } from '@lingui/core/macro'

/**
 * Texts of account security and identity around the components: the reset page, the
 * account page's prompts and the login's toasts. Render with `i18n._(accountMessages.x)`.
 */
export const accountMessages = {
  resetTitle: msg`Choose a new password`,
  resetDone: msg`Your password is changed. Log in with the new one.`,
  resetNoToken: msg`This link is incomplete. Ask for a new one from the login window.`,
  codeSent: msg`A code is on its way to your address.`,
  contactVerified: msg`Your e-mail address is verified.`,
  twoStepOn: msg`Two-step login is on.`,
  twoStepOff: msg`Two-step login is off.`,
  loadFailed: msg`Your account settings could not be loaded`,
  identityNeeded: msg`Please verify your identity first.`,
}
