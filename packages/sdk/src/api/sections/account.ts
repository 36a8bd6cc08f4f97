// The account section's chunk: its paths and `sb.account`'s calls, which call nothing but these paths, so their
// code downloads with them rather than with the client.

export { createAccountActions } from '../../account/account-actions'
export { accountPaths } from '../../protocol/catalogue/account'
