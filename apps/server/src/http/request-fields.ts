import type { Encoding } from '@sportsbook/sdk/protocol'
import { codes } from '@sportsbook/sdk/protocol'
import type { FastifyRequest } from 'fastify'
import { BusinessError } from '../errors'

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
 */
export async function readFields(
  request: FastifyRequest,
  encoding: Encoding,
): Promise<Record<string, unknown>> {
  if (encoding === 'get') return { ...(request.query as Record<string, unknown>) }
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  const hasBody = type !== '' || Number(request.headers['content-length'] ?? 0) > 0
  if (!hasBody && encoding === 'form') return {}
  if (type !== contentTypes[encoding]) {
    throw new BusinessError(codes.INVALID_REQUEST, 'unsupportedContentType', { field: 'content-type' })
  }
  if (encoding === 'upload') return readMultipart(request)
  const body = request.body
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw malformed()
  return { ...(body as Record<string, unknown>) }
}

async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {}
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
      fields[part.fieldname] = part.value
    }
  }
  return fields
}

/** One string field of the session (`token`, `uid`): anything but a short string counts as absent. */
export function sessionField(fields: Record<string, unknown>, name: 'token' | 'uid'): string {
  const value = fields[name]
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value.length <= 200 ? value : ''
}
