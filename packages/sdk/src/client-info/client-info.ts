import { type ClientInfo, clientConstants } from '../protocol/client-info'
import type { StorageAdapter } from '../storage/storage-adapter'
import { storageKeys } from '../storage/storage-keys'
import { randomUuid } from './device-id'
import { parseUserAgent } from './user-agent'

export interface ClientInfoOptions {
  /** Local storage: the device id lives under `deviceID`. */
  storage: StorageAdapter
  /** The brand's channel string. */
  channel: string
  /** Defaults to `navigator.userAgent` (empty outside a browser). */
  userAgent?: string
}

export interface ClientInfoSource {
  /** The client info every call sends, for the current language; `source` defaults to 2. */
  get(lang: string, source?: 1 | 2): Promise<ClientInfo>
  /** The random UUID made once per browser and kept in local storage key `deviceID`. */
  deviceId(): Promise<string>
}

export function createClientInfo(options: ClientInfoOptions): ClientInfoSource {
  const userAgent = options.userAgent ?? globalThis.navigator?.userAgent ?? ''
  const system = parseUserAgent(userAgent)
  let known: string | undefined
  let pending: Promise<string> | undefined

  // Concurrent first calls share one read-or-create, so a page load never makes two ids.
  async function readOrCreate(): Promise<string> {
    const stored = await options.storage.getItem(storageKeys.local.deviceID)
    if (stored) {
      known = stored
      return stored
    }
    // Storage was cleared (a 403 reset in another tab, the user): keep the id this page already sent.
    known ??= randomUuid()
    await options.storage.setItem(storageKeys.local.deviceID, known)
    return known
  }

  function deviceId(): Promise<string> {
    pending ??= readOrCreate().finally(() => {
      pending = undefined
    })
    return pending
  }

  return {
    deviceId,
    async get(lang, source = clientConstants.defaultSource) {
      return {
        deviceID: await deviceId(),
        pid: clientConstants.pid,
        versionCode: clientConstants.versionCode,
        versionName: clientConstants.versionName,
        os: system.os,
        osVersionName: system.osVersionName,
        osVersionCode: system.osVersionCode,
        mac: '',
        deviceModel: system.deviceModel,
        channel: options.channel,
        realm: clientConstants.realm,
        siteNo: clientConstants.siteNo,
        process: clientConstants.process,
        source,
        lang,
      }
    },
  }
}
