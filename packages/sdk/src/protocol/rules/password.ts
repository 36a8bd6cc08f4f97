/** A login password has 6 to 16 characters. */
export const passwordMinLength = 6

/** The longest password (and the input maximum of the password fields). */
export const passwordMaxLength = 16

/** Whether a typed password has an allowed length (register error g). */
export function isPassword(text: string): boolean {
  return text.length >= passwordMinLength && text.length <= passwordMaxLength
}
