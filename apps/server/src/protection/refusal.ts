import {
  codes,
  type LimitKind,
  type LimitPeriod,
  type ProtectionReason,
  type ProtectionRefusal,
} from '@sportsbook/sdk/protocol'
import { BusinessError } from '../errors'
import type { MessageKey } from '../i18n/messages'

const messages: Record<ProtectionReason, MessageKey> = {
  depositLimit: 'protectionDepositLimit',
  lossLimit: 'protectionLossLimit',
  wagerLimit: 'protectionWagerLimit',
  sessionLimit: 'protectionSessionLimit',
  realityCheck: 'protectionRealityCheck',
  timeOut: 'protectionTimeOut',
  selfExcluded: 'protectionSelfExcluded',
}

/** The reason of 1007 a limit of `kind` gives. */
export const reasonOfLimit: Record<LimitKind, ProtectionReason> = {
  deposit: 'depositLimit',
  loss: 'lossLimit',
  wager: 'wagerLimit',
  session: 'sessionLimit',
}

/** 1007 (PROTOCOL.md section 11): blocked by player protection; nothing was changed. */
export function protectionBlocked(
  reason: ProtectionReason,
  until: number | null,
  limit?: { remaining: string; period: LimitPeriod; currencyCode: string | null },
): BusinessError {
  const data: ProtectionRefusal = {
    reason,
    until,
    remaining: limit?.remaining ?? null,
    ...(limit ? { period: limit.period, currencyCode: limit.currencyCode } : {}),
  }
  return new BusinessError(codes.PROTECTION_BLOCKED, messages[reason], data)
}
