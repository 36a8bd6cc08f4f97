import type { Encoding } from '@sportsbook/sdk/protocol'
import { codes } from '@sportsbook/sdk/protocol'
import type { FastifyRequest } from 'fastify'
import { BusinessError } from '../errors'
import { addOwnField, ownFields, refusedField } from './field-guard'

/** A file of an upload call (PROTOCOL.md section 3, upload). */
export interface UploadedFile {
  filename: string
  mimetype: string
  data: Buffer
}

/** The content type each encoding travels with (PROTOCOL.md section 3). */
const contentTypes: Record<Encoding, string | null> = {
  form: 'application/x-www-form-urlencoded',
  'json-nested': 'application/json',
  'json-flat': 'application/json',
  upload: 'multipart/form-data',
  get: null,
}

function malformed(field = 'body'): BusinessError {
  return new BusinessError(codes.INVALID_REQUEST, 'malformedBody', { field })
}

/**
 * The flat fields of a request before any session check: form fields, query parameters, a flat JSON object, the
 * outer object of a json-nested body (its `data` still a cipher string), or multipart fields plus the `file`.
 * Every encoding goes through `ownFields`: own properties only, no prototype keys, no NUL (field-guard.ts).
 */
export async function readFields(
  request: FastifyRequest,
  encoding: Encoding,
): Promise<Record<string, unknown>> {
  if (encoding === 'get') return ownFields((request.query ?? {}) as object)
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  const hasBody = type !== '' || Number(request.headers['content-length'] ?? 0) > 0
  if (!hasBody && encoding === 'form') return ownFields({})
  if (type !== contentTypes[encoding]) {
    throw new BusinessError(codes.INVALID_REQUEST, 'unsupportedContentType', { field: 'content-type' })
  }
  if (encoding === 'upload') return readMultipart(request)
  const body = request.body
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw malformed()
  return ownFields(body)
}

async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = Object.create(null)
  const refusedName = watchPartNames(request)
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || 'file' in fields) {
          part.file.resume()
          throw malformed(part.fieldname)
        }
        const file: UploadedFile = {
          filename: part.filename,
          mimetype: part.mimetype,
          data: await part.toBuffer(),
        }
        fields.file = file
      } else {
        addOwnField(fields, part.fieldname, part.value)
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_PROTO_VIOLATION') throw refusedField(refusedName.get())
    throw error
  } finally {
    refusedName.stop()
  }
  return fields
}

/**
 * @fastify/multipart refuses a part named like a property of Object.prototype (`__proto__`, `constructor`)
 * before handing it over, with an error that does not say which: the part headers going by name it, so the
 * answer can. Attached right before the parts are read: the body starts flowing on the next tick, once the
 * multipart parser is piped too.
 */
function watchPartNames(request: FastifyRequest) {
  let tail = ''
  let first: string | undefined
  const onData = (chunk: Buffer) => {
    const text = tail + chunk.toString('latin1')
    for (const match of text.matchAll(/content-disposition:[^\r\n]*?\bname="([^"\r\n]*)"/gi)) {
      if (first === undefined && match[1]! in Object.prototype) first = match[1]
    }
    tail = text.slice(-512)
  }
  request.raw.on('data', onData)
  return {
    get: () => first ?? '__proto__',
    stop: () => request.raw.off('data', onData),
  }
}

/** One string field of the session (`token`, `uid`): anything but a short string counts as absent. */
export function sessionField(fields: Record<string, unknown>, name: 'token' | 'uid'): string {
  const value = fields[name]
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value.length <= 200 ? value : ''
}
