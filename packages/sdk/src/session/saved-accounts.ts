import type { UserInfo } from '../protocol'
import { readJson, type StorageAdapter, storageKeys, writeJson } from '../storage'

/** The saved list holds at most 10 entries. */
export const maxSavedAccounts = 10

export type RememberResult = 'saved' | 'full' | 'disabled'

export async function readSavedAccounts(storage: StorageAdapter): Promise<UserInfo[]> {
  const list = await readJson<UserInfo[]>(storage, storageKeys.local.accountList)
  return Array.isArray(list) ? list : []
}

export async function isSavingAccounts(storage: StorageAdapter): Promise<boolean> {
  return (await storage.getItem(storageKeys.local.SaveAccount)) === 'true'
}

export async function setSavingAccounts(storage: StorageAdapter, enabled: boolean): Promise<void> {
  await storage.setItem(storageKeys.local.SaveAccount, String(enabled))
}

/**
 * Saves a real user's record (the caller checks that it is one): only when `SaveAccount` is true, refreshing an
 * entry already there, and never past 10 entries.
 */
export async function rememberAccount(storage: StorageAdapter, user: UserInfo): Promise<RememberResult> {
  if (!(await isSavingAccounts(storage))) return 'disabled'
  const list = await readSavedAccounts(storage)
  const rest = list.filter((entry) => entry.uid !== user.uid)
  if (rest.length === list.length && list.length >= maxSavedAccounts) return 'full'
  await writeJson(storage, storageKeys.local.accountList, [user, ...rest])
  return 'saved'
}

export async function forgetAccount(storage: StorageAdapter, uid: string): Promise<UserInfo[]> {
  const list = (await readSavedAccounts(storage)).filter((entry) => entry.uid !== uid)
  await writeJson(storage, storageKeys.local.accountList, list)
  return list
}
