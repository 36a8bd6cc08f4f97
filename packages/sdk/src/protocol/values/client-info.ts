import type { ClientInfo } from '../client-info'

// The fixed values of the client info every call sends, plain data without its schema.

/** The fixed values of the client info and the transport. */
export const clientConstants = {
  pid: 888,
  versionCode: 110,
  versionName: 'v1.0.110',
  realm: 'alpha',
  siteNo: 7,
  process: 'web',
  /** 1 = live-stream site, 2 = pinbo style; 2 unless the user info says otherwise. */
  defaultSource: 2,
  domainType: 3,
  httpTimeoutMs: 25_000,
} as const
/** The field names of the client info, in the order the SDK sends them. */
export const clientInfoFields: readonly (keyof ClientInfo)[] = [
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
]
