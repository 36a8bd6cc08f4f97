import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ServerConfig } from '../../config'

/**
 * The security headers of a game page (it is HTML, unlike the rest of the API): its own Content-Security-Policy,
 * set explicitly over the API's `default-src 'none'`: only its own inline script and style (by a fresh nonce),
 * calls and its socket to this server, and framing only by the configured brand sites (`frame-ancestors`). The
 * API's `X-Frame-Options: DENY` is dropped, since a site frames the page; `frame-ancestors` governs framing.
 */
export function gamePagePolicy(
  config: Pick<ServerConfig, 'sites'>,
  request: FastifyRequest,
  nonce: string,
): string {
  const ancestors = [...config.sites.keys()].join(' ') || "'none'"
  const host = request.headers.host ?? ''
  const sockets = host ? ` ws://${host} wss://${host}` : ''
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    'img-src data:',
    `connect-src 'self'${sockets}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ')
}

export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

export function sendGamePage(
  reply: FastifyReply,
  config: Pick<ServerConfig, 'sites'>,
  request: FastifyRequest,
  status: number,
  render: (nonce: string) => string,
): FastifyReply {
  const nonce = newNonce()
  reply.removeHeader('x-frame-options')
  return reply
    .code(status)
    .header('content-security-policy', gamePagePolicy(config, request, nonce))
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(render(nonce))
}
