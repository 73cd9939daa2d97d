import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** The smallest answer worth compressing: below it the encoding costs more time than the bytes it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024

/**
 * Types that shrink: JSON, text, JavaScript, XML, SVG. Never the event stream (each event must leave as it is
 * written, which a compressor holds back), nor what is compressed already (PDFs, images, archives) or is
 * opaque bytes (octet-stream).
 */
const COMPRESSIBLE =
  /^(?:application\/(?:[\w.+-]+\+)?json|application\/(?:javascript|xml)|text\/(?!event-stream)[\w.+-]+|image\/svg\+xml)\s*(?:;|$)/i

/** The server's own routes, compressed as they answer; every other route serves a file of the client's build. */
const answeredByTheServer = (url: string) => url === '/api' || url.startsWith('/api/') || url === '/metrics'

/**
 * Brotli or gzip, as the request accepts, for the server's answers of 1 KB and more (decision 0076). The
 * client's build files are left alone here: they are served from the copies the build compressed
 * (client-pages.ts), and a file without one is not worth compressing. Register before any route.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // Before @fastify/compress's own onRoute hook, which reads `compress` as the route is added.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !answeredByTheServer(route.url)) route.compress = false
  })
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    // Request bodies are taken as sent: a compressed upload would slip a small request past the body limits.
    globalDecompression: false,
  })
})
