import type { Options } from 'tsup'

export function publishedPackage(options: { entry: Record<string, string>; external?: string[] }): Options
