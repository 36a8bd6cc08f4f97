import type { Auth, CallSchemas, PathSpec } from '@sportsbook/sdk/protocol'
import { codes, routeOf } from '@sportsbook/sdk/protocol'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import type { ServerContext } from '../context'
import { DecryptError, timestampCipher, tokenCipher } from '../crypto/cipher'
import { BusinessError } from '../errors'
import { type LanguageCode, languageOf } from '../i18n/languages'
import { message } from '../i18n/messages'
import type { Member } from '../members/member'
import { protectionGate } from '../protection/session-protection'
import { invalidField } from '../requests/request-errors'
import type { AuthenticatedSession } from '../sessions/sessions'
import { type ClientInfo, clientInfoOf } from './client-info'
import { sendEnvelope } from './envelope'
import { ownFields } from './field-guard'
import { rateLimitOf } from './rate-limits'
import { readFields, sessionField } from './request-fields'

/** What a path's handler gets: the validated payload and who is calling. */
export interface PathCall<Payload, A extends Auth = Auth> {
  payload: Payload
  /** Null only on `none` paths called without a valid session. */
  session: A extends 'none' ? AuthenticatedSession | null : AuthenticatedSession
  member: A extends 'none' ? Member | null : Member
  lang: LanguageCode
  clientInfo: ClientInfo
  /** The session fields as sent, whether or not they authenticated (the pass-code login reads them). */
  credentials: { uid: string; token: string }
  request: FastifyRequest
}

type PayloadOf<S> = S extends CallSchemas ? v.InferOutput<S['request']> : Record<string, unknown>
type AnswerOf<S> = S extends CallSchemas ? v.InferInput<S['response']> : unknown

export interface PathOptions {
  /**
   * The session may come from the store's memory (`AuthenticateOptions.recent`): only for a hot path whose
   * handler reads nothing of the member that can change during a session.
   */
  recentSession?: boolean
}

/** Bodies over 1 MiB are refused, uploads over 6 MiB (PROTOCOL.md section 3). */
export const bodyLimit = 1024 * 1024
export const uploadBodyLimit = 6 * 1024 * 1024

/** Fields that carry the session or the json-nested wrapping, never the payload. */
const sessionKeys = new Set(['token', 'uid', 'enc', 'data'])

/**
 * The one way to serve a catalogue path (PROTOCOL.md sections 1-4 and 6): reads the body per `spec.encoding`
 * (own fields only, field-guard.ts), counts the call against its rate limit if the path has one,
 * authenticates per `spec.auth`, validates the payload with `schemas.request` (code 1000 naming the first bad
 * field), runs `handler`, and answers its result in the envelope, ciphered when `spec.answerCipher` is set.
 * Whatever it throws goes to the server's one error handler (http/fallbacks.ts): a `BusinessError` becomes its
 * code, anything else code 5000 (handlers change data only inside a transaction, so nothing was changed).
 * The session is looked up for the request's brand (`request.brand`, set once per request in app.ts).
 *
 * Auth decisions: a missing, unknown, revoked or expired token on a V/M/R/O path is 403; a valid session whose
 * member lacks the role (a visitor on an M path, a demo member on an R path, a non-channel member on a
 * channel-only path) is 3004, so the client keeps its session and shows `msg` instead of resetting storage.
 */
export function registerPath<const P extends PathSpec, S extends CallSchemas | undefined>(
  app: FastifyInstance,
  ctx: ServerContext,
  spec: P,
  schemas: S,
  handler: (call: PathCall<PayloadOf<S>, P['auth']>) => Promise<AnswerOf<S>>,
  options: PathOptions = {},
): void {
  const url = routeOf(spec)
  const method = spec.encoding === 'get' ? 'GET' : 'POST'
  // Said at once, naming the path: Fastify itself would refuse it only when the plugin loads.
  if (app.hasRoute({ method, url })) throw new Error(`${url} is registered twice`)
  const rateLimit = rateLimitOf(app, url)
  const authenticateOptions = { recent: options.recentSession === true }

  app.route({
    method,
    url,
    bodyLimit: spec.encoding === 'upload' ? uploadBodyLimit : bodyLimit,
    handler: async (request, reply) => {
      const outer = await readFields(request, spec.encoding)
      request.lang = languageOf(outer.lang)
      // Counted before the session lookup: a flood past its limit costs no database work.
      if (rateLimit) await rateLimit(request)
      const credentials = { uid: sessionField(outer, 'uid'), token: sessionField(outer, 'token') }
      const session = await ctx.sessions.authenticate(
        credentials.uid,
        credentials.token,
        request.brand,
        authenticateOptions,
      )
      authorize(spec, session)
      if (session) await protectionGate(ctx.db, spec, session)
      const fields = spec.encoding === 'json-nested' ? openNested(outer, credentials.token) : outer
      if (spec.encoding === 'json-nested') request.lang = languageOf(fields.lang ?? outer.lang)
      const payload = validate(schemas?.request, fields)
      const call = {
        payload,
        session,
        member: session?.member ?? null,
        lang: request.lang,
        clientInfo: clientInfoOf(fields),
        credentials,
        request,
      } as PathCall<PayloadOf<S>, P['auth']>
      const answer = await handler(call)
      if (schemas && !ctx.config.production) checkAnswer(schemas.response, answer, url)
      return sendEnvelope(
        reply,
        seal(
          spec,
          { code: codes.OK, msg: message(request.lang, 'ok'), data: answer ?? null },
          credentials.token,
        ),
      )
    },
  })
}

function authorize(spec: PathSpec, session: AuthenticatedSession | null): void {
  if (spec.auth === 'none') return
  if (!session) throw new BusinessError(codes.FORBIDDEN, 'forbidden')
  const { kind, role } = session.member
  const allowed =
    spec.auth === 'V' ||
    (spec.auth === 'M' && kind !== 'visitor') ||
    (spec.auth === 'R' && kind === 'registered') ||
    (spec.auth === 'O' && kind === 'registered' && role === 'operator')
  if (!allowed || (spec.channelOnly && kind !== 'channel')) {
    throw new BusinessError(codes.NOT_PERMITTED, 'notPermitted')
  }
}

/**
 * The json-nested body: `data` is the token cipher of `{ ...payload, ...clientInfo }` (PROTOCOL.md section 3).
 * The decrypted fields pass the same guard as any other encoding's (`ownFields`).
 */
function openNested(outer: Record<string, unknown>, token: string): Record<string, unknown> {
  if (typeof outer.data !== 'string' || outer.enc !== 'token') {
    throw invalidField('data')
  }
  let inner: unknown
  try {
    inner = JSON.parse(tokenCipher.decrypt(token, outer.data))
  } catch (error) {
    if (error instanceof DecryptError || error instanceof SyntaxError) {
      throw invalidField('data')
    }
    throw error
  }
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) {
    throw invalidField('data')
  }
  const fields = ownFields(inner)
  fields.realm = outer.realm
  fields.process = outer.process
  return fields
}

function validate(schema: v.GenericSchema | undefined, fields: Record<string, unknown>): never {
  // No prototype: the schema's `key in input` finds only the fields sent (readFields refused any prototype key).
  const payload: Record<string, unknown> = Object.create(null)
  for (const [key, value] of Object.entries(fields)) if (!sessionKeys.has(key)) payload[key] = value
  if (!schema) return payload as never
  const result = v.safeParse(schema, payload)
  if (result.success) return result.output as never
  const issue = result.issues[0]
  const field = issue.path?.map((item) => String(item.key)).join('.') || 'body'
  throw invalidField(field)
}

/** Outside production, an answer that breaks its own schema is a server bug: fail loudly (code 5000). */
function checkAnswer(schema: v.GenericSchema, answer: unknown, url: string): void {
  const result = v.safeParse(schema, answer)
  if (!result.success) {
    const issue = result.issues[0]
    const where = issue.path?.map((item) => String(item.key)).join('.') || '(root)'
    throw new Error(`the answer of ${url} breaks its schema at ${where}: ${issue.message}`)
  }
}

/** Ciphers the answer's `data` when the catalogue says so (PROTOCOL.md section 4). */
function seal(spec: PathSpec, envelope: { code: number; msg: string; data: unknown }, token: string) {
  if (spec.answerCipher === 'token') {
    return {
      ...envelope,
      enc: 'token' as const,
      data: tokenCipher.encrypt(token, JSON.stringify(envelope.data)),
    }
  }
  if (spec.answerCipher === 'ts') {
    const ts = String(Date.now())
    return {
      ...envelope,
      enc: 'ts' as const,
      ts,
      data: timestampCipher.encrypt(ts, JSON.stringify(envelope.data)),
    }
  }
  return envelope
}
