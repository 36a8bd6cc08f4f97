import * as v from 'valibot'

export { clientConstants, clientInfoFields } from './values/client-info'

/**
 * The client info every call sends. The server validates requests with it; its output
 * has numbers for `pid`, `versionCode`, `siteNo` and `source` whatever the encoding carried (form and query
 * bodies carry every value as text).
 *
 * Built inside a pure function so a browser bundle that only needs `clientConstants` drops it and valibot.
 */
export const clientInfoSchema = /* @__PURE__ */ (() => {
  const integer = v.pipe(
    v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^-?\d{1,15}$/))]),
    v.transform(Number),
  )
  const source = v.pipe(
    v.union([v.picklist([1, 2]), v.picklist(['1', '2'])]),
    v.transform((s) => Number(s) as 1 | 2),
  )
  const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
  return v.object({
    deviceID: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
    pid: integer,
    versionCode: integer,
    versionName: text(32),
    os: text(32),
    osVersionName: text(64),
    osVersionCode: text(32),
    /** Always empty: browsers have no MAC address. */
    mac: text(64),
    deviceModel: text(64),
    channel: text(64),
    realm: text(32),
    siteNo: integer,
    process: text(32),
    source,
    lang: v.pipe(v.string(), v.nonEmpty(), v.maxLength(16)),
  })
})()

/** What the SDK sends, numeric fields as numbers (they travel as text in form and query bodies). */
export interface ClientInfo {
  deviceID: string
  pid: number
  versionCode: number
  versionName: string
  /** `Android`, `iOS`, `Windows`, `macOS`, `Linux`, or empty when the user agent names none of them. */
  os: string
  osVersionName: string
  osVersionCode: string
  mac: string
  deviceModel: string
  channel: string
  realm: string
  siteNo: number
  process: string
  source: 1 | 2
  lang: string
}
