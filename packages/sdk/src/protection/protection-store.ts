import { createStore, type WritableStore } from '../core/store'
import type { Protection, ProtectionPush, RealityCheckPush } from '../protocol'

/** What `sb.protection` knows now (PROTOCOL.md section 11). */
export interface ProtectionState {
  /** The member's protection as last read (`sb.protection.refresh()`); null before that, or for a visitor. */
  protection: Protection | null
  /** A reality check the server pushed and the member has not answered yet: the host shows it over any route. */
  realityCheck: RealityCheckPush | null
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
