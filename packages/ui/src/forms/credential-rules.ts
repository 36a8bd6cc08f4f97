// What the account forms do with the validation rules of the protocol:
// the rules themselves live once, in `@sportsbook/sdk/protocol`, shared with the SDK's schemas and the server.
import {
  invitationCodeMaxLength,
  isInvitationCode,
  isPassword,
  isUsername,
  passwordMaxLength,
  usernameMaxLength,
} from '@sportsbook/sdk/protocol'

/** Input maximum of username and password fields. */
export const credentialMaxLength = Math.max(usernameMaxLength, passwordMaxLength)
/** What a username input says to the browser: no capital, no spelling, the password manager's account name. */
export const usernameInput = {
  maxLength: credentialMaxLength,
  autoComplete: 'username',
  autoCapitalize: 'none',
  spellCheck: false,
  required: true,
} as const

/** What a password input says: its maximum and the password manager's token (`current-password`, `new-password`). */
export const passwordInput = (autoComplete: 'current-password' | 'new-password') =>
  ({ maxLength: credentialMaxLength, autoComplete, required: true }) as const

/** Input maximum of the invitation code. */
export { invitationCodeMaxLength }

const chineseOrWhitespace = /[\p{Script=Han}\s]/gu

/**
 * What a username or password input keeps of what is typed or pasted: Chinese characters and whitespace are
 * stripped as typed, the rest trimmed and cut to the input maximum of 16.
 */
export function cleanCredential(typed: string): string {
  return typed.replace(chineseOrWhitespace, '').trim().slice(0, credentialMaxLength)
}

/** The invitation code keeps what is typed, trimmed and cut to 40. */
export function cleanInvitationCode(typed: string): string {
  return typed.trim().slice(0, invitationCodeMaxLength)
}

/** Which register error a field shows: f username, g password, c confirm password, e invitation code. */
export type RegisterErrorCode = 'f' | 'g' | 'c' | 'e'

/** Username: required, 2 to 16 letters and digits only (error f). */
export function usernameError(username: string): RegisterErrorCode | null {
  return isUsername(username) ? null : 'f'
}

/** Password: required, at least 6 and at most 16 characters (error g). */
export function passwordError(password: string): RegisterErrorCode | null {
  return isPassword(password) ? null : 'g'
}

/** Confirm password: required and equal to the password (error c). */
export function confirmPasswordError(password: string, confirmPassword: string): RegisterErrorCode | null {
  return confirmPassword.length > 0 && confirmPassword === password ? null : 'c'
}

/** Invitation code, when its field is shown: required, at most 40 characters (error e). */
export function invitationCodeError(code: string): RegisterErrorCode | null {
  return isInvitationCode(code) ? null : 'e'
}
