import type { Plugin } from 'vite'

export function apiOriginFor(host: string, protocol?: string, apiUrl?: string): string
export function contentSecurityPolicy(apiOrigin: string): string
export function siteHeaders(request: {
  host: string
  protocol?: string
  apiUrl?: string
}): Record<string, string>
export function previewSiteHeaders(options?: { apiUrl?: string }): Plugin
