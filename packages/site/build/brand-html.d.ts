import type { Plugin } from 'vite'

/** What a brand's index.html says of it. */
export interface BrandPage {
  /** The `lang` of the page: the brand's forced or default language. */
  lang: string
  title: string
  description: string
  /** The first screen's images, file names under the app's src/assets/. */
  preload: readonly string[]
}

export function brandIndexHtml(page: BrandPage): string
export function brandHtml(page: BrandPage): Plugin
