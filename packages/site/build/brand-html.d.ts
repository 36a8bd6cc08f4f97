import type { Plugin } from 'vite'

/** What a brand's index.html says of it. */
export interface BrandPage {
  /** The `lang` of the page: the brand's forced or default language. */
  lang: string
  title: string
  description: string
  /** The images every page shows (the logo), file names under the app's src/assets/: preloaded on every page. */
  preload: readonly string[]
  /**
   * The images only one route's page shows, per route segment (`register` for #/register and #/register/<code>),
   * file names under the app's src/assets/: preloaded only when the first page is that route's.
   */
  routeImages?: Readonly<Record<string, readonly string[]>>
}

export function brandIndexHtml(page: BrandPage): string
export function takeRouteImages(html: string): { html: string; images: Record<string, string[]> }
export function brandHtml(page: BrandPage): Plugin
