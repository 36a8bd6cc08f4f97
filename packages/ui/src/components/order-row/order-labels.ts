import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LegResult, OrderStatus } from '@sportsbook/sdk/protocol'

const statusNames = {
  pending: msg`Waiting for acceptance`,
  rejected: msg`Not accepted`,
  open: msg`Open`,
  won: msg`Won`,
  lost: msg`Lost`,
  void: msg`Void`,
  pushed: msg`Push`,
  cashedOut: msg`Cashed out`,
} as const satisfies Record<OrderStatus, unknown>

/** An order's status in words (a badge never relies on its colour alone). */
export function orderStatusName(i18n: I18n, status: OrderStatus): string {
  return i18n._(statusNames[status])
}

const legResultNames = {
  won: msg`Won`,
  lost: msg`Lost`,
  void: msg`Void`,
  pushed: msg`Push`,
} as const

/** A settled leg's result in words. */
export function legResultName(i18n: I18n, result: LegResult): string {
  return i18n._(legResultNames[result])
}
