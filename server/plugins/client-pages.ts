import { existsSync } from 'node:fs'
import { join, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { CLIENT_PAGES, clientPageOf, pageHtmlFile } from '../../contract/pages'
import { isApiRequest, routedPath } from '../lib/request-route'
import { sendError } from './errors'

interface ClientPagesOptions {
  /** The built client (index.html and its assets), or undefined to serve none (the API alone). */
  clientDir: string | undefined
}

/** Paths the server owns besides /api: when a route is off (/metrics without METRICS_TOKEN), a JSON 404. */
const SERVER_PATHS = new Set(['/metrics'])

/** Pages that carry a token in their URL: it must not leak to another site through the Referer. */
const TOKEN_PAGES = new Set(['/reset-password', '/verify-email', '/shared'])

/**
 * The built client and every request no route matched. Each file of the build has its own route
 * (wildcard: false). A page of the client's router (contract/pages.ts) gets the app with 200; any other
 * page path gets the same app with 404, which renders its '404 Page Not Found'; an API or server path, or a
 * request that is no page load, gets a JSON 404. So nothing that does not exist answers 200.
 */
export const clientPagesPlugin = fp(async (app: FastifyInstance, opts: ClientPagesOptions) => {
  const clientDir =
    opts.clientDir && existsSync(join(opts.clientDir, 'index.html')) ? opts.clientDir : undefined
  if (clientDir) {
    const assets = join(clientDir, 'assets') + sep
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes brotli and gzip copies beside each text file (scripts/precompress.ts): a request that
      // accepts one gets it with Content-Encoding (Vary: Accept-Encoding on every file); the copies have no
      // URL of their own.
      preCompressed: true,
      // Nor have the pages' own copies of index.html (below).
      globIgnore: ['**/*.br', '**/*.gz', 'pages/**'],
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under assets/, so those never change.
        reply.header(
          'cache-control',
          path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }

  // The pages the build wrote a copy of index.html for, which preloads their own scripts (scripts/page-preloads.ts).
  const ownHtml = new Set(
    clientDir ? CLIENT_PAGES.filter((page) => existsSync(join(clientDir, pageHtmlFile(page)))) : [],
  )

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(request, reply, 404, { message: 'Not found', code: 'NOT_FOUND' })

  app.setNotFoundHandler((request, reply) => {
    const path = routedPath(request)
    const pageLoad = request.method === 'GET' || request.method === 'HEAD'
    if (!clientDir || !pageLoad || isApiRequest(request) || SERVER_PATHS.has(path))
      return notFound(request, reply)
    if (TOKEN_PAGES.has(path)) reply.header('referrer-policy', 'no-referrer')
    const page = clientPageOf(path)
    reply.code(page ? 200 : 404)
    reply.header('cache-control', 'no-cache')
    return reply
      .type('text/html; charset=utf-8')
      .sendFile(page && ownHtml.has(page) ? pageHtmlFile(page) : 'index.html')
  })
})
