import { catalogue, codes, maxProofBytes, routeOf, walletSchemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import type { ServerContext } from '../context'
import { BusinessError, isBusinessError } from '../errors'
import { sendEnvelope } from '../http/envelope'
import { sessionField } from '../http/request-fields'
import { uploadBodyLimit } from '../http/route'
import { languageOf } from '../i18n/languages'
import { message } from '../i18n/messages'
import type { Member } from '../members/member'
import { invalidField as invalid } from '../requests/request-errors'
import { proofRefused } from './proof-images'
import { readProof, uploadProof } from './proofs'

/**
 * The two wallet paths that do not fit `registerPath`: the proof upload reads its multipart body itself (so a
 * file over 5 MiB is 1000 on `file`, not a transport failure, and nothing of it is kept), and the proof read
 * answers the image's bytes, not an envelope. Both authenticate as `registerPath` does (403 for no valid session,
 * 3004 for a visitor); a refusal is thrown to the server's one error handler, in the language the call asked for.
 */
export function registerProofRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const upload = catalogue.wallet.collectionUpload
  app.post(routeOf(upload), { bodyLimit: uploadBodyLimit }, async (request, reply) => {
    if (!request.isMultipart())
      throw new BusinessError(codes.INVALID_REQUEST, 'unsupportedContentType', { field: 'content-type' })
    const fields: Record<string, string> = {}
    let file: Buffer | null = null
    let tooLarge = false
    try {
      for await (const part of request.parts({ limits: uploadLimits })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || file !== null) {
            part.file.resume()
            throw invalid(part.fieldname)
          }
          file = await part.toBuffer()
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value
        }
      }
    } catch (error) {
      if (isBusinessError(error)) throw error
      // Over 5 MiB: refused as the file it is (1000 on `file`) once the caller is known from the fields so
      // far. Anything else here is a body that could not be read (a second file, too many parts, a cut form).
      if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw invalid('body')
      tooLarge = true
    }
    request.lang = languageOf(fields.lang)
    const member = await caller(ctx, request, fields)
    const payload = v.safeParse(walletSchemas.collectionUpload.request, { id: fields.id, file })
    if (!payload.success) throw invalid(payload.issues[0].path?.[0]?.key === 'id' ? 'id' : 'file')
    if (tooLarge || file === null) throw proofRefused()
    const collection = await uploadProof(ctx, member, payload.output.id, file)
    return sendEnvelope(reply, { code: codes.OK, msg: message(request.lang, 'ok'), data: collection })
  })

  app.get(routeOf(catalogue.wallet.collectionProof), async (request, reply) => {
    const query = { ...(request.query as Record<string, unknown>) }
    const member = await caller(ctx, request, query)
    const payload = v.safeParse(walletSchemas.collectionProof.request, {
      id: query.id,
      index: query.index,
    })
    if (!payload.success) throw invalid(String(payload.issues[0].path?.[0]?.key ?? 'id'))
    const image = await readProof(ctx, member, payload.output.id, payload.output.index)
    reply.envelopeCode = codes.OK
    return reply
      .headers({
        'content-type': image.contentType,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'content-disposition': 'inline; filename="proof"',
      })
      .send(image.data)
  })
}

/** One file of at most 5 MiB (PROTOCOL.md section 3), beside the session fields and `id`. */
const uploadLimits = { fileSize: maxProofBytes, files: 1, fields: 20, fieldSize: 4096 }

/** The caller as `registerPath` authenticates an M path: 403 without a valid session, 3004 for a visitor. */
async function caller(
  ctx: ServerContext,
  request: FastifyRequest,
  fields: Record<string, unknown>,
): Promise<Member> {
  const session = await ctx.sessions.authenticate(
    sessionField(fields, 'uid'),
    sessionField(fields, 'token'),
    request.brand,
  )
  if (!session) throw new BusinessError(codes.FORBIDDEN, 'forbidden')
  if (session.member.kind === 'visitor') throw new BusinessError(codes.NOT_PERMITTED, 'notPermitted')
  return session.member
}
