import type { UserConfig } from 'vite'

export function brandViteConfig(options: { port: number }): UserConfig
