import { createStore, type WritableStore } from '../core/store'
import type { Protection, ProtectionPush, RealityCheckPush } from '../protocol'

/** What `sb.protection` knows now. */
export interface ProtectionState {
  /** The member's protection as last read (`sb.protection.refresh()`); null before that, or for a visitor. */
  protection: Protection | null
  /**
   * A reality check waiting for the member's answer: the host shows it over any route. The figures the server
   * pushed, or `'due'` when a stake was refused for a check whose push this page never heard (pushed before it
   * opened or reloaded): the check is still to be answered, without figures.
   */
  realityCheck: RealityCheckPush | 'due' | null
  /** The last limit that blocked the member (main socket `protection`), until it lifts or the member reads again. */
  block: ProtectionPush | null
}

export type ProtectionStateStore = WritableStore<ProtectionState>

export const emptyProtectionState: ProtectionState = { protection: null, realityCheck: null, block: null }

export function createProtectionStateStore(): ProtectionStateStore {
  return createStore<ProtectionState>(emptyProtectionState)
}

/** A break ends every session of the member; a limit only blocks what it counts. */
export const isBreak = (reason: ProtectionPush['reason']) => reason === 'timeOut' || reason === 'selfExcluded'
