import type { AddressInfo } from 'node:net'
import { codes } from '@sportsbook/sdk/protocol'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify'
import * as v from 'valibot'
import { sendEnvelope } from '../http/envelope'
import { message } from '../i18n/messages'
import { invalidField } from '../requests/request-errors'
import { checkSignature, signatureHeader, signatureHeaderOf } from './signature'

/**
 * The signed provider notifications every outside provider shares (payments in PROTOCOL.md section 8, identity
 * checks in section 13): the signature over the raw bytes, the notify route, and the sandbox's delivery to it.
 */

export type NotificationHeaders = Record<string, string | string[] | undefined>

/** A notification as checked: its event, or why it is refused (then nothing changes). */
export type SignedCheck<Event> = { ok: true; event: Event } | { ok: false; reason: string }

/** What the notify route needs of a provider. */
export interface NotifyingProvider<Event> {
  readonly name: string
  verifyNotification(rawBody: Buffer, headers: NotificationHeaders): SignedCheck<Event>
}

/** A notification a sandbox provider sends: the body as signed and its headers. */
export interface SignedNotification {
  body: string
  headers: Record<string, string>
}

/** An event as a sandbox provider sends it: JSON, signed now with its secret. */
export function signNotification(secret: string, event: object): SignedNotification {
  const body = JSON.stringify(event)
  return { body, headers: { [signatureHeader]: signatureHeaderOf(secret, body) } }
}

/** The signature over the raw bytes first (nothing is parsed before it passes), then the body's shape. */
export function verifySignedEvent<Schema extends v.GenericSchema>(
  schema: Schema,
  rawBody: Buffer,
  headers: NotificationHeaders,
  secrets: readonly string[],
): SignedCheck<v.InferOutput<Schema>> {
  const signature = checkSignature(headers[signatureHeader], rawBody, secrets)
  if (!signature.ok) return { ok: false, reason: signature.reason }
  let parsed: unknown
  try {
    parsed = JSON.parse(rawBody.toString('utf8'))
  } catch {
    return { ok: false, reason: 'body' }
  }
  const event = v.safeParse(schema, parsed)
  return event.success ? { ok: true, event: event.output } : { ok: false, reason: 'body' }
}

/** A notification body is small JSON; anything larger is not one. */
const notificationBodyLimit = 64 * 1024

/**
 * `POST <path>/<provider>`: reads the raw body (its own content-type parser: nothing parses the bytes before the
 * signature check), answers HTTP 400 for an unknown provider, a missing, wrong or stale signature or a malformed
 * body, and HTTP 200 `{ code: 0, data: { outcome } }` when accepted or already seen.
 */
export async function registerNotifyRoute<Event>(
  app: FastifyInstance,
  path: string,
  providers: ReadonlyMap<string, NotifyingProvider<Event>>,
  apply: (provider: string, event: Event) => Promise<string>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: notificationBodyLimit },
      (_request, body, done) => done(null, body),
    )
    scope.post<{ Params: { provider: string } }>(`${path}/:provider`, async (request, reply) => {
      const provider = providers.get(request.params.provider)
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const check = provider?.verifyNotification(raw, request.headers) ?? { ok: false, reason: 'provider' }
      if (!provider || !check.ok) {
        const reason = check.ok ? 'provider' : check.reason
        request.log.warn({ path, provider: request.params.provider, reason }, 'notification refused')
        return refuse(reply, reason === 'body' ? 'body' : 'signature')
      }
      const outcome = await apply(provider.name, check.event)
      return sendEnvelope(reply, { code: codes.OK, msg: message('en', 'ok'), data: { outcome } })
    })
  })
}

/**
 * The one 1000 naming the field, as a provider's servers get it: HTTP 400 (the transport refused the delivery,
 * so the provider retries or alerts) and English (no player's language applies).
 */
function refuse(reply: FastifyReply, field: string): FastifyReply {
  const refusal = invalidField(field)
  const msg = message('en', refusal.messageKey ?? 'invalidField', refusal.params)
  return sendEnvelope(reply, { code: refusal.code, msg, data: refusal.data }, 400)
}

/**
 * A sandbox provider's delivery: over HTTP to this server's own notify route, the same path and check as a
 * remote provider's.
 */
export async function notifyOwnRoute(
  app: FastifyInstance,
  path: string,
  notification: SignedNotification,
  log: FastifyBaseLogger,
): Promise<void> {
  const response = await fetch(`${selfBaseUrl(app)}${path}/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...notification.headers },
    body: notification.body,
  })
  if (!response.ok) log.error({ path, status: response.status }, 'the sandbox notification was refused')
}

/** Where this server listens, as seen from itself (a wildcard address is reached on loopback). */
export function selfBaseUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null
  if (!address) throw new Error('the server is not listening')
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address
  return `http://${host}:${address.port}`
}
