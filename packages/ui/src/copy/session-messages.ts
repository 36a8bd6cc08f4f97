import { msg } from '@lingui/core/macro'

/**
 * What the site says about the player's session: confirmations, why the login window asks again, a start that
 * could not reach the server. Render with `i18n._(sessionMessages.x)`.
 */
export const sessionMessages = {
  loggedOut: msg`You are logged out.`,
  passwordChanged: msg`Your password is changed. Other devices using this account were logged out.`,
  /** `{account}`: the saved account whose session ended (a logout or a password change revoked it). */
  savedAccountEnded: msg`The session of {account} has ended. Enter its password to log in again.`,
  startFailed: msg`The site could not reach the server.`,
}
