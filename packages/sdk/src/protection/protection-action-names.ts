import type { ProtectionActions } from './protection-actions'

// Apart from the actions' code: the client's first chunk needs the names only, the code loads with its section.

/** Every function of {@link ProtectionActions}: `sb.protection` forwards them to the protection section's chunk. */
export const protectionActionNames = [
  'refresh',
  'setLimit',
  'confirmLimit',
  'removeLimit',
  'takeTimeOut',
  'selfExclude',
  'setRealityCheck',
  'answerRealityCheck',
  'statement',
  'statementCsv',
  'searchMembers',
  'memberProtection',
  'setMemberLimit',
] as const satisfies readonly (keyof ProtectionActions)[]
