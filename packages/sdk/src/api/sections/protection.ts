// The protection section's chunk: its paths and `sb.protection`'s calls, which call nothing but these paths, so
// their code downloads with them rather than with the client.

export { createProtectionActions } from '../../protection/protection-actions'
export { protectionPaths } from '../../protocol/catalogue/protection'
