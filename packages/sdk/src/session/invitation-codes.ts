import type { StorageAdapter } from '../storage/storage-adapter'
import { storageKeys } from '../storage/storage-keys'

/**
 * The invitation code a tab keeps for its registration form (the session-storage copy, `invitationcode`). The SDK
 * owns its storage keys: a host keeps and reads the code through these.
 */
export interface InvitationCodes {
  /** Keeps the code the address brought (`?code=`, `#/register/CODE`), so the tab still has it after a reload. */
  keepInvitationCode(code: string): Promise<void>
  /** The code kept in this tab, or null. */
  invitationCode(): Promise<string | null>
  /** Forgets the kept code (the server refused it and the player removed it). A 403 reset forgets it too. */
  forgetInvitationCode(): Promise<void>
}

export function createInvitationCodes(sessionStorage: StorageAdapter): InvitationCodes {
  const key = storageKeys.session.invitationcode
  return {
    keepInvitationCode: async (code) => sessionStorage.setItem(key, code),
    invitationCode: async () => sessionStorage.getItem(key),
    forgetInvitationCode: async () => sessionStorage.removeItem(key),
  }
}
