import type { UserConfig } from 'vite'
import type { BrandPage } from './build/brand-html'

export type { BrandPage }

export function brandViteConfig(options: { port: number; page: BrandPage }): UserConfig
