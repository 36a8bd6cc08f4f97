/** The client info every call sends (PROTOCOL.md section 2); the server reads it, never trusts it. */
export interface ClientInfo {
  deviceID?: string
  pid?: string
  versionCode?: string
  versionName?: string
  os?: string
  osVersionName?: string
  osVersionCode?: string
  mac?: string
  deviceModel?: string
  channel?: string
  realm?: string
  siteNo?: string
  process?: string
  source?: string
  lang?: string
}

const clientInfoKeys = [
  'deviceID',
  'pid',
  'versionCode',
  'versionName',
  'os',
  'osVersionName',
  'osVersionCode',
  'mac',
  'deviceModel',
  'channel',
  'realm',
  'siteNo',
  'process',
  'source',
  'lang',
] as const satisfies readonly (keyof ClientInfo)[]

/** The client-info fields present in a request's fields, as short strings (anything else is dropped). */
export function clientInfoOf(fields: Record<string, unknown>): ClientInfo {
  const info: ClientInfo = {}
  for (const key of clientInfoKeys) {
    const value = fields[key]
    if ((typeof value === 'string' || typeof value === 'number') && String(value).length <= 200) {
      info[key] = String(value)
    }
  }
  return info
}
