/** A withdraw account's number is 6 to 34 letters and digits (an IBAN fits). */
export const withdrawAccountNoPattern = /^[A-Za-z0-9]{6,34}$/

/** Whether a text is a withdraw account number the server takes. */
export function isWithdrawAccountNo(text: string): boolean {
  return withdrawAccountNoPattern.test(text)
}
