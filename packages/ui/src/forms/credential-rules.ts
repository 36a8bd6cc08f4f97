// Input and validation rules of the account forms (spec section 5, constants in section 9).

/** Input maximum of username and password fields. */
export const credentialMaxLength = 16
/** Input maximum of the invitation code. */
export const invitationCodeMaxLength = 40

const chineseOrWhitespace = /[\p{Script=Han}\s]/gu

/**
 * What a username or password input keeps of what is typed or pasted: Chinese characters and whitespace are
 * stripped as typed, the rest trimmed and cut to the input maximum of 16 (spec section 5).
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
  return /^[A-Za-z0-9]{2,16}$/.test(username) ? null : 'f'
}

/** Password: required, at least 6 and at most 16 characters (error g). */
export function passwordError(password: string): RegisterErrorCode | null {
  return password.length >= 6 && password.length <= credentialMaxLength ? null : 'g'
}

/** Confirm password: required and equal to the password (error c). */
export function confirmPasswordError(password: string, confirmPassword: string): RegisterErrorCode | null {
  return confirmPassword.length > 0 && confirmPassword === password ? null : 'c'
}

/** Invitation code, when its field is shown: required, at most 40 characters (error e). */
export function invitationCodeError(code: string): RegisterErrorCode | null {
  return code.length > 0 && code.length <= invitationCodeMaxLength ? null : 'e'
}
