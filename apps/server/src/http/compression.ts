import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/** Answers smaller than this go as they are: below it the encoding's headers and CPU cost more than they save. */
export const compressionThreshold = 1024

/**
 * Compresses answers of at least `compressionThreshold` bytes with Brotli (quality 4) or gzip, whichever the
 * request's Accept-Encoding prefers, and leaves smaller ones, and requests that ask for neither, plain.
 *
 * The envelope (PROTOCOL.md section 1) is untouched: compression wraps the finished JSON text of the answer, an
 * encrypted one's cipher string included, and the client's HTTP stack undoes it before the envelope is read. Request
 * bodies are not decompressed: the protocol's requests are plain (section 3), so a compressed body stays malformed.
 * socket.io listens on the HTTP server beside Fastify and is not affected (its frames are small and per message).
 * Registered before the routes: the plugin attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: compressionThreshold,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  })
}
