import type { FastifyRequest } from 'fastify'

/**
 * The path a request is about, as the router sees it: the matched route's pattern ('/api/admin/users/:id'),
 * or, for a request no route matched, its decoded path. Cross-cutting hooks decide from this, never from
 * the raw URL, so '/api/%61dmin/users' is treated exactly like '/api/admin/users'.
 */
export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url
  if (route) return route
  const raw = request.url.split('?')[0] ?? '/'
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/** True for the JSON API (matched or not), false for the client's pages and static files. */
export const isApiRequest = (request: FastifyRequest) => {
  const path = routedPath(request)
  return path === '/api' || path.startsWith('/api/')
}
