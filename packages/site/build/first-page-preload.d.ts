import type { Plugin } from 'vite'

export interface FirstPageManifest {
  /** Files per route segment (`register`, `index`, ...). */
  pages: Record<string, string[]>
  /** Files of the core texts per language code. */
  texts: Record<string, string[]>
}

/** The manifest as the script carries it: each file once, pages and languages by position in `files`. */
export interface PackedManifest {
  folder: string
  files: string[]
  pages: Record<string, number[]>
  texts: Record<string, number[]>
}

export function firstPageManifest(bundle: Record<string, unknown>, base?: string): FirstPageManifest
export function packManifest(manifest: FirstPageManifest, folder: string): PackedManifest
export function preloadFirstPage(manifest: PackedManifest): void
export function firstPageScript(
  manifest: FirstPageManifest,
  base?: string,
): { fileName: string; source: string }
export function firstPagePreload(): Plugin
