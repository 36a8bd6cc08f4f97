// `@sportsbook/sdk/protocol`, part: Player protection: limits, breaks, reality checks, the statement.

export { protectionPaths } from '../catalogue/protection'
export type {
  LimitKind,
  LimitPeriod,
  ProtectionReason,
  SelfExclusionDuration,
  TimeOutDuration,
} from '../rules/protection'
export {
  breakEndOf,
  limitKinds,
  limitPeriods,
  periodMs,
  protectionDefaults,
  protectionReasons,
  restrictedSessionPaths,
  selfExclusionDurations,
  sessionMinutesMax,
  timeOutDurations,
} from '../rules/protection'
export type {
  LimitKeyRequest,
  LimitSetRequest,
  MemberLimitSetRequest,
  StatementRequest,
} from '../schemas/protection'
export type {
  Lifetime,
  Limit,
  MemberSearchRow,
  PendingLimit,
  Protection,
  ProtectionPush,
  ProtectionRefusal,
  ProtectionSettings,
  RealityCheckPush,
  Restricted,
  SelfExclusion,
  StatementEntry,
  TimeOut,
} from '../schemas/protection-shapes'
export * from '../values/protection'
