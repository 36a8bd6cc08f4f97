/** An invitation code has at most 40 characters. */
export const invitationCodeMaxLength = 40

/** Whether a text is an invitation code the registration takes (register error e). */
export function isInvitationCode(text: string): boolean {
  return text.length > 0 && text.length <= invitationCodeMaxLength
}
