import type { Envelope } from '@sportsbook/sdk/protocol'
import type { FastifyReply } from 'fastify'
import type { LanguageCode } from '../i18n/languages'
import type { MessageKey } from '../i18n/messages'
import { message } from '../i18n/messages'

declare module 'fastify' {
  interface FastifyReply {
    /** The envelope code this reply carried, for the request log line. */
    envelopeCode?: number
  }
}

/** Sends `{ code, msg, data }` (PROTOCOL.md section 1): HTTP 200 unless the transport itself failed. */
export function sendEnvelope(reply: FastifyReply, envelope: Envelope, status = 200): FastifyReply {
  reply.envelopeCode = envelope.code
  return reply.code(status).type('application/json; charset=utf-8').send(envelope)
}

export function failure(
  lang: LanguageCode,
  code: number,
  key: MessageKey,
  data: unknown = null,
  params: Record<string, string> = {},
): Envelope {
  return { code, msg: message(lang, key, params), data }
}
