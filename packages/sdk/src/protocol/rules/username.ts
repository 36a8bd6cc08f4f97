/** A username is 2 to 16 letters and digits, nothing else. */
export const usernamePattern = /^[A-Za-z0-9]{2,16}$/

/** The longest username (and the input maximum of the username field). */
export const usernameMaxLength = 16

/** Whether a text is a valid username (register error f). */
export function isUsername(text: string): boolean {
  return usernamePattern.test(text)
}
