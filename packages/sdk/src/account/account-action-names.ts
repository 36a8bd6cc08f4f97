import type { AccountActions } from './account-actions'

// Apart from the actions' code: the client's first chunk needs the names only, the code loads with its section.

/** Every function of {@link AccountActions}: `sb.account` forwards them to the account section's chunk. */
export const accountActionNames = [
  'setContact',
  'verifyContact',
  'forgotPassword',
  'resetPassword',
  'setUpTwoStep',
  'enableTwoStep',
  'disableTwoStep',
  'identity',
] as const satisfies readonly (keyof AccountActions)[]
