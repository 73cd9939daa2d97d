import { existsSync } from 'node:fs'
import { join, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  CLIENT_PAGES,
  type ClientPage,
  clientPageOf,
  isPrerenderedPage,
  PRERENDER_VARIANTS,
  pageHtmlFile,
  prerenderedHtmlFile,
} from '../../contract/pages'
import { isApiRequest, routedPath } from '../lib/request-route'
import { sendError } from './errors'

interface ClientPagesOptions {
  /** The built client (index.html and its assets), or undefined to serve none (the API alone). */
  clientDir: string | undefined
  /** The session cookie's name: its presence picks a pre-rendered page's variant (decision 0087). */
  sessionCookie: string
}

/** Paths the server owns besides /api: when a route is off (/metrics without METRICS_TOKEN), a JSON 404. */
const SERVER_PATHS = new Set(['/metrics'])

/** Pages that carry a token in their URL: it must not leak to another site through the Referer. */
const TOKEN_PAGES = new Set(['/reset-password', '/verify-email', '/shared'])

/**
 * The built client and every request no route matched. Each file of the build has its own route
 * (wildcard: false). A page of the client's router (contract/pages.ts) gets the app with 200; any other
 * page path gets the same app with 404, which renders its '404 Page Not Found'; an API or server path, or a
 * request that is no page load, gets a JSON 404. So nothing that does not exist answers 200. The public pages
 * the build pre-rendered (decision 0087) get their HTML instead of the app's empty shell.
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

  // The pages the build pre-rendered (scripts/prerender.ts), in both variants: only a build that has both is used.
  const prerendered = new Set(
    clientDir
      ? CLIENT_PAGES.filter(
          (page) =>
            isPrerenderedPage(page) &&
            PRERENDER_VARIANTS.every((variant) =>
              existsSync(join(clientDir, prerenderedHtmlFile(page, variant))),
            ),
        )
      : [],
  )

  /**
   * The file a page load gets. A pre-rendered page goes as HTML that paints before any script runs: to a
   * request without the session cookie, signed out (nobody can be signed in without it); to one with it, as
   * the client renders while it asks who is signed in (the cookie may be stale: only the API can tell).
   * Only the cookie's presence is read, not its value: the page itself carries nobody's data.
   */
  const htmlFileFor = (request: FastifyRequest, page: ClientPage | undefined, reply: FastifyReply) => {
    if (!page) return 'index.html'
    if (prerendered.has(page) && isPrerenderedPage(page)) {
      // Caches must keep the signed-out HTML and the app apart.
      reply.header('vary', 'Cookie')
      // With a session cookie the client renders the page itself, as before pre-rendering: hydrating the
      // session variant raced the session check (React threw the HTML away, error 418, and the page moved;
      // decision 0087 'Amended'). The variant is still built, for when that race is settled.
      if (!request.cookies?.[opts.sessionCookie]) return prerenderedHtmlFile(page, 'visitor')
    }
    return ownHtml.has(page) ? pageHtmlFile(page) : 'index.html'
  }

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
    return reply.type('text/html; charset=utf-8').sendFile(htmlFileFor(request, page, reply))
  })
})
