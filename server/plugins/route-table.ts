import type { FastifyContextConfig, FastifyInstance } from 'fastify'

export interface RegisteredRoute {
  method: string
  url: string
  /** The route's config object as the app finished with it (the admin plugin marks its routes). */
  readonly config: FastifyContextConfig | undefined
  /** The route's schemas (zod, through the type provider). */
  readonly schema: { body?: unknown; params?: unknown; querystring?: unknown } | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (HEAD twins left out), for start-up checks and the permission tests. */
    routeTable: readonly RegisteredRoute[]
  }
}

/** Call on the root instance before any route is registered. */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = []
  app.decorate('routeTable', routes)
  app.addHook('onRoute', (route) => {
    // Kept by reference: hooks of inner plugins may still set route.config after this one has run.
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue
      routes.push({
        method,
        url: route.url,
        get config() {
          return route.config as FastifyContextConfig | undefined
        },
        get schema() {
          return route.schema as RegisteredRoute['schema']
        },
      })
    }
  })
  return routes
}
