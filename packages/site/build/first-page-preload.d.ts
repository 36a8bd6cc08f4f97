import type { Plugin } from 'vite'

export interface FirstPageManifest {
  /** Files per route segment (`register`, `index`, ...). */
  pages: Record<string, string[]>
  /** Files of the core texts per language code. */
  texts: Record<string, string[]>
  /** Images only a route's page shows, per route segment (brand-html's `routeImages`, built). */
  images: Record<string, string[]>
}

export function firstPageManifest(
  bundle: Record<string, unknown>,
  base?: string,
): Omit<FirstPageManifest, 'images'>
export function preloadFirstPage(manifest: FirstPageManifest): void
export function firstPageScript(manifest: FirstPageManifest): { fileName: string; source: string }
export function firstPagePreload(): Plugin
