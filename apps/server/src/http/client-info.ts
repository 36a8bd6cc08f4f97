import { clientInfoFields, type ClientInfo as WireClientInfo } from '@sportsbook/sdk/protocol'

/** The client info every call sends (PROTOCOL.md section 2), as short strings: the server reads it, never trusts it. */
export type ClientInfo = { [Key in keyof WireClientInfo]?: string }

/** The client-info fields present in a request's fields, as short strings (anything else is dropped). */
export function clientInfoOf(fields: Record<string, unknown>): ClientInfo {
  const info: ClientInfo = {}
  for (const key of clientInfoFields) {
    const value = fields[key]
    if ((typeof value === 'string' || typeof value === 'number') && String(value).length <= 200) {
      info[key] = String(value)
    }
  }
  return info
}
