import type { FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config'

/**
 * The site a player of brand `productNo` is sent back to (a provider's page, a mailed link): the site the request
 * came from when it is one of the brand's (SITES), else the brand's first site; null when the brand has none.
 */
export function siteOf(config: ServerConfig, productNo: number, origin: string | undefined): string | null {
  const from = origin?.replace(/\/$/, '')
  if (from && config.sites.get(from) === productNo) return from
  return [...config.sites].find(([, brand]) => brand === productNo)?.[0] ?? null
}

/** This server's address as the player reaches it: PUBLIC_URL, else the request's own host. */
export function publicBaseUrlOf(config: ServerConfig, request: FastifyRequest): string {
  return config.wallet.publicUrl ?? `${request.protocol}://${request.host}`
}
