import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'

export function precompressDir(dir: string): Promise<string[]>
export function acceptedEncodings(header: string | string[] | undefined): Set<string>
export function servePrecompressed(
  root: string,
): (request: IncomingMessage, response: ServerResponse, next: () => void) => void
export function precompressedAssets(): Plugin
