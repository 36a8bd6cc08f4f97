import type { UserInfo } from '../protocol'
import { clearStorage, readJson, type StorageAdapter, storageKeys, writeJson } from '../storage'
import type { Credentials } from './session-state'

const local = storageKeys.local

/** What a page finds in storage when it starts. */
export interface StoredSessions {
  visitor: Credentials | null
  member: { credentials: Credentials; user: UserInfo | null; channelType: string | null } | null
  demo: { credentials: Credentials; user: UserInfo | null } | null
  tryPlay: boolean
}

/** Where each kind of session keeps its credentials and user in local storage. */
const slots = {
  visitor: { uid: local.uid, token: local.token, user: local.userInfo },
  realUser: { uid: local.buid, token: local.btoken, user: local.buserInfo },
  demo: { uid: local.duid, token: local.dtoken, user: local.duserInfo },
} as const
type Slot = (typeof slots)[keyof typeof slots]

async function credentials(storage: StorageAdapter, slot: Slot) {
  const [uid, token] = await Promise.all([storage.getItem(slot.uid), storage.getItem(slot.token)])
  return uid && token ? { uid, token } : null
}

function writeSlot(storage: StorageAdapter, slot: Slot, user: UserInfo, creds: Credentials) {
  return [
    storage.setItem(slot.uid, creds.uid),
    storage.setItem(slot.token, creds.token),
    writeJson(storage, slot.user, user),
  ]
}

export async function readStoredSessions(storage: StorageAdapter): Promise<StoredSessions> {
  const [visitor, member, demo, tryPlay, channelType, memberUser, demoUser] = await Promise.all([
    credentials(storage, slots.visitor),
    credentials(storage, slots.realUser),
    credentials(storage, slots.demo),
    storage.getItem(local.tryPlay),
    storage.getItem(local.channelType),
    readJson<UserInfo>(storage, local.buserInfo),
    readJson<UserInfo>(storage, local.duserInfo),
  ])
  return {
    visitor,
    member: member && { credentials: member, user: memberUser, channelType },
    demo: demo && { credentials: demo, user: demoUser },
    tryPlay: tryPlay === 'true',
  }
}

export async function saveVisitor(
  storage: StorageAdapter,
  user: UserInfo,
  creds: Credentials,
): Promise<void> {
  await Promise.all(writeSlot(storage, slots.visitor, user, creds))
}

/** The real-user session: a registered or a channel member. */
export async function saveRealUser(
  storage: StorageAdapter,
  user: UserInfo,
  creds: Credentials,
): Promise<void> {
  await Promise.all([
    ...writeSlot(storage, slots.realUser, user, creds),
    writeJson(storage, local.userInfo, user),
    storage.setItem(local.channelType, user.channelType),
    storage.removeItem(local.tryPlay),
  ])
}

export async function saveDemo(storage: StorageAdapter, user: UserInfo, creds: Credentials): Promise<void> {
  await Promise.all([
    ...writeSlot(storage, slots.demo, user, creds),
    writeJson(storage, local.userInfo, user),
    storage.setItem(local.tryPlay, 'true'),
  ])
}

/** Logout and password reset clear the real-user session, and a demo session with it. */
export async function clearRealUser(storage: StorageAdapter): Promise<void> {
  await Promise.all(
    [
      local.buid,
      local.btoken,
      local.buserInfo,
      local.userInfo,
      local.channelType,
      local.duid,
      local.dtoken,
      local.duserInfo,
      local.tryPlay,
    ].map((key) => storage.removeItem(key)),
  )
}

/**
 * Code 403: clear all local and session storage except the last username and the account list.
 * The device id is not session state: keeping it keeps the client info stable across resets.
 */
export async function resetStoredSession(
  storage: StorageAdapter,
  sessionStorage: StorageAdapter,
): Promise<void> {
  await clearStorage(storage, { keep: [local.lastAccount, local.accountList, local.deviceID] })
  await clearStorage(sessionStorage, { keep: [] })
}

export async function clearVisitor(storage: StorageAdapter): Promise<void> {
  await Promise.all([storage.removeItem(local.uid), storage.removeItem(local.token)])
}

/** Keys whose removal in another tab means this tab's member was logged out there (logout or 403). */
export const realUserKeys: readonly string[] = [local.btoken, local.dtoken]
