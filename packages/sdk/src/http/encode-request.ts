import type { Cipher } from '../crypto/cipher'
import type { ClientInfo } from '../protocol/client-info'
import type { Encoding } from '../protocol/path-spec'
import type { SessionCredentials } from './types'

export interface RequestParts {
  payload: Record<string, unknown>
  session: SessionCredentials
  clientInfo: ClientInfo
  file?: Blob | undefined
  fileName?: string | undefined
}

/** What the encoding adds to the request: a body (with its content type) or query parameters. */
export interface EncodedRequest {
  body?: BodyInit
  contentType?: string
  query?: URLSearchParams
}

/** A form or query value: text as is, an object or array as its JSON text, nothing for null and undefined. */
function fieldText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * Payload, then `token` and `uid`, then the client info, flat. A later field wins over
 * a payload field of the same name; a call that must send other credentials passes them as `session`.
 */
function flatFields({ payload, session, clientInfo }: RequestParts): URLSearchParams {
  const fields = new Map<string, string>()
  const put = (record: object) => {
    for (const [key, value] of Object.entries(record)) {
      const text = fieldText(value)
      if (text !== undefined) fields.set(key, text)
    }
  }
  put(payload)
  put({ token: session.token, uid: session.uid })
  put(clientInfo)
  return new URLSearchParams([...fields])
}

export async function encodeRequest(
  encoding: Encoding,
  parts: RequestParts,
  cipher: Cipher,
): Promise<EncodedRequest> {
  const { payload, session, clientInfo } = parts
  switch (encoding) {
    case 'form':
      return { body: flatFields(parts).toString(), contentType: 'application/x-www-form-urlencoded' }
    case 'get':
      return { query: flatFields(parts) }
    case 'json-flat':
      return {
        body: JSON.stringify({ ...payload, token: session.token, uid: session.uid, ...clientInfo }),
        contentType: 'application/json',
      }
    case 'json-nested': {
      // Mode 1: the client info travels inside the token cipher; realm and process stay readable for routing.
      const data = await cipher.tokenEncrypt(JSON.stringify({ ...payload, ...clientInfo }), session.token)
      const body = {
        realm: clientInfo.realm,
        process: clientInfo.process,
        uid: session.uid,
        token: session.token,
        enc: 'token',
        data,
      }
      return { body: JSON.stringify(body), contentType: 'application/json' }
    }
    case 'upload': {
      if (!parts.file) throw new TypeError('an upload call needs `file`')
      const form = new FormData()
      form.append('token', session.token)
      form.append('uid', session.uid)
      form.append('realm', clientInfo.realm)
      form.append('process', clientInfo.process)
      for (const [key, value] of Object.entries(payload)) {
        const text = fieldText(value)
        if (text !== undefined) form.append(key, text)
      }
      form.append(
        'file',
        parts.file,
        parts.fileName ?? (parts.file instanceof File ? parts.file.name : 'upload'),
      )
      // The boundary is part of the content type, so fetch sets it.
      return { body: form }
    }
  }
}
